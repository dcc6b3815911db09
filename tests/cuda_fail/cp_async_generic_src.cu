// expect: reads from .global
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void cp_async_generic_src(global_param<const float4> in) {
  TYPED_PTX_SHARED_ARRAY(tile, float4, 256);
  shared_addr32<float4> d = to_addr32(cvta_generic_to_shared(tile.generic(threadIdx.x)));
#ifdef LEGAL
  cp_async_cg<16>(d, kernel_param(in) + threadIdx.x);
#else
  cp_async_cg<16>(d, from_ptr(in.get()) + threadIdx.x);  // the source must be a .global pointer
#endif
  cp_async_wait_all();
}
