// expect: reads from .global
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void cp_async_generic_src(const float4* in) {
  __shared__ shared_array<float4, 256> tile;
  shared_addr32<float4> d = to_addr32(cvta_generic_to_shared(tile.generic(threadIdx.x)));
#ifdef LEGAL
  cp_async_cg<16>(d, kernel_param(in) + threadIdx.x);
#else
  cp_async_cg<16>(d, from_ptr(in) + threadIdx.x);  // the source must be a .global pointer
#endif
  cp_async_wait_all();
}
