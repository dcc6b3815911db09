// expect: cast: the element type U is more strictly aligned than T
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// A shared_addr32<float> is 4-byte aligned: casting it to float4 (a 16-byte load) does not
// compile. The twin casts the other way, to a less strictly aligned type.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void cast_more_aligned(float* out) {
  TYPED_PTX_SHARED_ARRAY(buf, float4, 64);
#ifdef LEGAL
  shared_addr32<float> a = buf.addr32(threadIdx.x % 64).cast<float>();
  out[threadIdx.x] = ld(a);
#else
  shared_addr32<float> a = buf.as<float>().addr32(threadIdx.x);
  out[threadIdx.x] = ld(a.cast<float4>()).x;
#endif
}
