// expect: lop3_b32: lop3.b32 takes N in 0..=255
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void lop3_lut_out_of_range(unsigned* out, unsigned a, unsigned b, unsigned c) {
#ifdef LEGAL
  out[threadIdx.x] = lop3_b32<0xff>(a, b, c);
#else
  out[threadIdx.x] = lop3_b32<0x1ff>(a, b, c);
#endif
}
