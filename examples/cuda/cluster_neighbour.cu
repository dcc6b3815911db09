// A 2-CTA cluster neighbour read, written with typed_ptx.cuh (mapa) and in plain CUDA
// (cooperative groups' map_shared_rank). Each CTA stores its slice in shared memory; after
// a cluster barrier every thread reads the same element of the other CTA's shared memory.
#include <cooperative_groups.h>
#include "typed_ptx.cuh"
#include "common.cuh"

namespace cg = cooperative_groups;
constexpr unsigned THREADS = 256;

// ---- with the header ------------------------------------------------------------------
__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(THREADS)
neighbour_typed(typed_ptx::global_param<float> out, typed_ptx::global_param<const float> in) {
  TYPED_PTX_SHARED_ARRAY(s, float, THREADS);  // a __shared__ array: s is its .shared view
  const unsigned i = blockIdx.x * THREADS + threadIdx.x;
  st(s.addr32(threadIdx.x), ld(typed_ptx::kernel_param(in) + i));
  typed_ptx::barrier_cluster_arrive();
  typed_ptx::barrier_cluster_wait();
  // .shared::cta address -> the other CTA's .shared::cluster address: a distinct type
  const typed_ptx::shared_cluster_addr32<float> peer = mapa(s.addr32(threadIdx.x), typed_ptx::sreg_cluster_ctarank() ^ 1);
  const float v = ld(peer);
  typed_ptx::barrier_cluster_arrive();  // the peer's shared memory must outlive our read
  typed_ptx::barrier_cluster_wait();
  st(typed_ptx::kernel_param(out) + i, v);
}

// ---- plain CUDA -----------------------------------------------------------------------
__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(THREADS)
neighbour_plain(float* out, const float* in) {
  __shared__ float buf[THREADS];
  cg::cluster_group cluster = cg::this_cluster();
  const unsigned i = blockIdx.x * THREADS + threadIdx.x;
  buf[threadIdx.x] = in[i];
  cluster.sync();
  const float* peer = cluster.map_shared_rank(buf, cluster.block_rank() ^ 1);
  const float v = peer[threadIdx.x];
  cluster.sync();
  out[i] = v;
}

int main(int argc, char** argv) {
  const bool quick = quick_mode(argc, argv);
  const unsigned blocks = quick ? 8 : 131072;  // an even number: whole clusters
  const size_t n = (size_t)blocks * THREADS;
  std::vector<float> h(n);
  for (size_t k = 0; k < n; ++k) h[k] = (float)(k % 1000003);
  float* in = device_copy(h);
  float *a = nullptr, *b = nullptr;
  CHECK(cudaMalloc(&a, n * sizeof(float)));
  CHECK(cudaMalloc(&b, n * sizeof(float)));
  auto typed = [&] { neighbour_typed<<<blocks, THREADS>>>(a, in); };
  auto plain = [&] { neighbour_plain<<<blocks, THREADS>>>(b, in); };
  typed();
  plain();
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  const std::vector<float> ra = host_copy(a, n), rb = host_copy(b, n);
  for (size_t k = 0; k < n; ++k) {
    const size_t block = k / THREADS, src = (block ^ 1) * THREADS + k % THREADS;
    if (ra[k] != h[src] || rb[k] != h[src]) {
      std::fprintf(stderr, "cluster_neighbour: wrong element %zu\n", k);
      return 1;
    }
  }
  std::printf("cluster_neighbour: %zu floats checked (typed and plain)\n", n);
  if (!quick) time_pair("cluster_neighbour", 50, typed, plain);
  CHECK(cudaFree(in));
  CHECK(cudaFree(a));
  CHECK(cudaFree(b));
  return 0;
}
