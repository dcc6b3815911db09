// expect: cp.async.cg.shared.global copies exactly 16 bytes
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void cp_async_cg_size(global_param<const float2> in) {
  TYPED_PTX_SHARED_ARRAY(tile, float2, 256);
  shared_addr32<float2> d = to_addr32(cvta_generic_to_shared(tile.generic(threadIdx.x)));
#ifdef LEGAL
  cp_async_ca<8>(d, kernel_param(in) + threadIdx.x);  // .ca copies 4, 8 or 16 bytes
#else
  cp_async_cg<8>(d, kernel_param(in) + threadIdx.x);  // .cg copies 16 only
#endif
  cp_async_wait_all();
}
