// expect: writes to .shared
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void cp_async_global_dst(global_param<float4> out, global_param<const float4> in) {
  global_ptr<const float4> src = kernel_param(in);
#ifdef LEGAL
  TYPED_PTX_SHARED_ARRAY(tile, float4, 256);
  cp_async_cg<16>(to_addr32(cvta_generic_to_shared(tile.generic(threadIdx.x))), src + threadIdx.x);
#else
  cp_async_cg<16>(kernel_param(out) + threadIdx.x, src + threadIdx.x);  // cp.async only fills shared memory
#endif
  cp_async_commit_group();
  cp_async_wait_all();
}
