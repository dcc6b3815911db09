// A cp.async tile copy, written with typed_ptx.cuh and in plain CUDA (cuda_pipeline.h).
// Each CTA copies 256 float4 (4 KiB) from global to shared memory with cp.async.cg,
// waits, and writes the tile back reversed (a missing wait or barrier shows in the output).
#include <cuda_pipeline.h>
#include "typed_ptx.cuh"
#include "common.cuh"

constexpr unsigned TILE = 256;

// ---- with the header ------------------------------------------------------------------
__global__ void __launch_bounds__(TILE) tile_copy_typed(typed_ptx::global_param<float4> out, typed_ptx::global_param<const float4> in) {
  TYPED_PTX_SHARED_ARRAY(t, float4, TILE);  // a __shared__ array: t is its .shared view
  const unsigned i = blockIdx.x * TILE + threadIdx.x;
  // .shared destination, .global source, both float4 (16-byte aligned): checked at compile time
  typed_ptx::cp_async_cg<16>(t.addr32(threadIdx.x), typed_ptx::kernel_param(in) + i);
  typed_ptx::cp_async_commit_group();
  typed_ptx::cp_async_wait_group<0>();
  __syncthreads();
  st(typed_ptx::kernel_param(out) + i, ld(t.addr32(TILE - 1 - threadIdx.x)));
}

// ---- plain CUDA -----------------------------------------------------------------------
__global__ void __launch_bounds__(TILE) tile_copy_plain(float4* out, const float4* in) {
  __shared__ float4 tile[TILE];
  const unsigned i = blockIdx.x * TILE + threadIdx.x;
  __pipeline_memcpy_async(&tile[threadIdx.x], &in[i], sizeof(float4));
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  out[i] = tile[TILE - 1 - threadIdx.x];
}

int main(int argc, char** argv) {
  const bool quick = quick_mode(argc, argv);
  const unsigned blocks = quick ? 8 : 65536;  // 256 MiB each way when timed
  const size_t n = (size_t)blocks * TILE;
  std::vector<float4> h(n);
  for (size_t k = 0; k < n; ++k) h[k] = make_float4(k, k + 0.25f, k + 0.5f, k + 0.75f);
  float4* in = device_copy(h);
  float4 *a = nullptr, *b = nullptr;
  CHECK(cudaMalloc(&a, n * sizeof(float4)));
  CHECK(cudaMalloc(&b, n * sizeof(float4)));
  auto typed = [&] { tile_copy_typed<<<blocks, TILE>>>(a, in); };
  auto plain = [&] { tile_copy_plain<<<blocks, TILE>>>(b, in); };
  typed();
  plain();
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  const std::vector<float4> ra = host_copy(a, n), rb = host_copy(b, n);
  for (size_t k = 0; k < n; ++k) {
    const size_t src = (k / TILE) * TILE + (TILE - 1 - k % TILE);
    if (std::memcmp(&ra[k], &h[src], 16) != 0 || std::memcmp(&rb[k], &h[src], 16) != 0) {
      std::fprintf(stderr, "tile_copy: wrong element %zu\n", k);
      return 1;
    }
  }
  std::printf("tile_copy: %zu float4 checked (typed and plain)\n", n);
  if (!quick) time_pair("tile_copy", 50, typed, plain);
  CHECK(cudaFree(in));
  CHECK(cudaFree(a));
  CHECK(cudaFree(b));
  return 0;
}
