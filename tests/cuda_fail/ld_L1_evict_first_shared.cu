// expect: ld_L1_evict_first: the cache hints apply to .global accesses (a global_ptr), not this address
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// An L1 eviction priority is a hint of a .global access: a shared address has no such load.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void ld_L1_evict_first_shared(global_param<float> g) {
  TYPED_PTX_SHARED_ARRAY(s, float, 32);
#ifdef LEGAL
  const float v = ld_L1_evict_first(kernel_param(g));
#else
  const float v = ld_L1_evict_first(s.addr32(threadIdx.x % 32));
#endif
  st(s.addr32(threadIdx.x % 32), v);
}
