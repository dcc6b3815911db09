// Shared + global atomics: a 256-bin histogram, written with typed_ptx.cuh (red_add on
// .shared and .global addresses) and in plain CUDA (atomicAdd). Each CTA counts into
// shared bins, then adds its bins into the global histogram.
#include "typed_ptx.cuh"
#include "common.cuh"

constexpr unsigned BINS = 256;

// ---- with the header ------------------------------------------------------------------
__global__ void __launch_bounds__(BINS) histogram_typed(typed_ptx::global_param<unsigned> hist, typed_ptx::global_param<const unsigned> data, unsigned n) {
  TYPED_PTX_SHARED_ARRAY(b, unsigned, BINS);  // a __shared__ array: b is its .shared view
  const typed_ptx::global_ptr<const unsigned> d = typed_ptx::kernel_param(data);
  st(b.addr32(threadIdx.x), 0u);
  __syncthreads();
  for (unsigned i = blockIdx.x * BINS + threadIdx.x; i < n; i += gridDim.x * BINS) {
    red_add(b.addr32(ld(d + i) % BINS), 1u);  // red.shared.add.u32
  }
  __syncthreads();
  red_add(typed_ptx::kernel_param(hist) + threadIdx.x, ld(b.addr32(threadIdx.x)));  // red.global.add.u32
}

// ---- plain CUDA -----------------------------------------------------------------------
__global__ void __launch_bounds__(BINS) histogram_plain(unsigned* hist, const unsigned* data, unsigned n) {
  __shared__ unsigned bins[BINS];
  bins[threadIdx.x] = 0;
  __syncthreads();
  for (unsigned i = blockIdx.x * BINS + threadIdx.x; i < n; i += gridDim.x * BINS) {
    atomicAdd(&bins[data[i] % BINS], 1u);
  }
  __syncthreads();
  atomicAdd(&hist[threadIdx.x], bins[threadIdx.x]);
}

int main(int argc, char** argv) {
  const bool quick = quick_mode(argc, argv);
  const unsigned n = quick ? 4096 : (1u << 26);
  const unsigned blocks = quick ? 4 : 1056;  // a few waves on 132 SMs
  std::vector<unsigned> h(n);
  unsigned x = 12345;
  for (unsigned k = 0; k < n; ++k) {
    x = x * 1664525u + 1013904223u;
    h[k] = x >> 8;
  }
  std::vector<unsigned> want(BINS, 0);
  for (unsigned k = 0; k < n; ++k) want[h[k] % BINS]++;
  unsigned* data = device_copy(h);
  unsigned *a = nullptr, *b = nullptr;
  CHECK(cudaMalloc(&a, BINS * sizeof(unsigned)));
  CHECK(cudaMalloc(&b, BINS * sizeof(unsigned)));
  auto typed = [&] { CHECK(cudaMemsetAsync(a, 0, BINS * sizeof(unsigned))); histogram_typed<<<blocks, BINS>>>(a, data, n); };
  auto plain = [&] { CHECK(cudaMemsetAsync(b, 0, BINS * sizeof(unsigned))); histogram_plain<<<blocks, BINS>>>(b, data, n); };
  typed();
  plain();
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  if (host_copy(a, BINS) != want || host_copy(b, BINS) != want) {
    std::fprintf(stderr, "atomics: wrong histogram\n");
    return 1;
  }
  std::printf("atomics: %u values binned (typed and plain)\n", n);
  if (!quick) time_pair("atomics", 50, typed, plain);
  CHECK(cudaFree(data));
  CHECK(cudaFree(a));
  CHECK(cudaFree(b));
  return 0;
}
