// expect: as: the element type U needs a more strictly aligned base
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// A plain __shared__ float array is 4-byte aligned as far as its type says: viewing it as
// float4 does not compile. The twin declares it of float4.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void view_more_aligned(float* out) {
#ifdef LEGAL
  __shared__ float4 buf[64];
  shared_span<float4, 64, 16> v = shared_view_unchecked(buf);
#else
  __shared__ float buf[256];
  shared_span<float4, 64, 4> v = shared_view_unchecked(buf).as<float4>();
#endif
  st(v.addr32(threadIdx.x % 64), make_float4(1, 2, 3, 4));
  __syncthreads();
  out[threadIdx.x] = ld(v.addr32(63 - threadIdx.x % 64)).x;
}
