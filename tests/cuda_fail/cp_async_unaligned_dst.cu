// expect: needs a destination aligned to N bytes
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// A 16-byte cp.async into an array that is only 4-byte aligned: misaligned at run time, so
// it does not compile. The twin declares the array 16-byte aligned and views it as float4.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void cp_async_unaligned_dst(global_param<const float4> in) {
  const unsigned i = threadIdx.x;
#ifdef LEGAL
  TYPED_PTX_SHARED_ARRAY(tile, float, 1024, 16);
  cp_async_cg<16>(tile.as<float4>().addr32(i), kernel_param(in) + i);
#else
  TYPED_PTX_SHARED_ARRAY(tile, float, 1024);                    // alignof(float): 4 bytes
  cp_async_cg<16>(tile.addr32(4 * i), kernel_param(in) + i);    // 16 bytes into a float
#endif
  cp_async_wait_all();
}
