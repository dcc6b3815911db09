// typed_ptx.cuh next to CCCL's cuda::ptx, both namespaces open (ptx-cpp/src/tests/nvcc.rs
// compiles it for sm_90 and runs ptxas; with -DAMBIGUOUS it must fail to compile).
//
// * A cuda::ptx function called unqualified with cuda::ptx's arguments (raw pointers, tags)
//   can only be cuda::ptx's: typed_ptx's operations on addresses are hidden friends of its
//   address types, found only from a typed argument.
// * A name both define at namespace scope (barrier_cluster_arrive, barrier_cluster_wait,
//   fence_proxy_async, fence_proxy_alias, fence_alias_sync_restrict_read_release_sys,
//   tcgen05_fence_before_thread_sync, tcgen05_fence_after_thread_sync, trap) is
//   ambiguous when called unqualified (-DAMBIGUOUS): never silently typed_ptx's, because
//   everything typed_ptx defines at namespace scope is a template, like cuda::ptx's.
// * to_ptr(a) gives the raw pointer cuda::ptx takes; from_ptr(p) takes one back (read-only).
#include <cuda/ptx>
#include "typed_ptx.cuh"
using namespace cuda::ptx;
using namespace typed_ptx;

__global__ void __cluster_dims__(2, 1, 1) cccl_interop(float* out) {
  TYPED_PTX_SHARED_ARRAY(s, float, 32);
  const unsigned i = threadIdx.x % 32;
  st(s.addr32(i), 1.0f);                                    // typed_ptx's st (ADL)
  fence(sem_acq_rel, scope_cluster);                        // cuda::ptx's fence
  const unsigned rank = get_sreg_cluster_ctarank();         // cuda::ptx's special register
  shared_cluster_addr32<float> theirs = mapa(s.addr32(i), rank ^ 1);  // typed_ptx's mapa (ADL)
  float* raw = to_ptr(theirs);                              // a raw pointer, for cuda::ptx
  const unsigned owner = getctarank(space_cluster, raw);    // cuda::ptx's getctarank
#ifdef AMBIGUOUS
  barrier_cluster_arrive();  // both define it: ambiguous, so it does not compile
  barrier_cluster_wait();
  fence_proxy_async();
  fence_proxy_alias();
  fence_alias_sync_restrict_read_release_sys();
  tcgen05_fence_before_thread_sync();
  tcgen05_fence_after_thread_sync();
  trap();
#else
  cuda::ptx::barrier_cluster_arrive();  // qualified, either one
  typed_ptx::barrier_cluster_wait();
  typed_ptx::fence_proxy_async();
#endif
  generic_ptr<const float> back = from_ptr(raw);            // and back, origin unknown: read-only
  out[threadIdx.x] = ld(theirs) + ld(back) + (float)owner + (float)sreg_cluster_nctarank();
  cuda::ptx::barrier_cluster_arrive();
  typed_ptx::barrier_cluster_wait();
}
