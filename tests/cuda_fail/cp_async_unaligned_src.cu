// expect: needs a source aligned to N bytes
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// A 16-byte cp.async from a float pointer: only 4-byte aligned as far as the type says.
#include "typed_ptx.cuh"
using namespace typed_ptx;

#ifdef LEGAL
__global__ void cp_async_unaligned_src(global_param<const float4> in) {
#else
__global__ void cp_async_unaligned_src(global_param<const float> in) {
#endif
  __shared__ float4 tile[256];
  cp_async_cg<16>(shared_view_unchecked(tile).addr32(threadIdx.x), kernel_param(in) + 4 * threadIdx.x);
  cp_async_wait_all();
}
