// expect: stmatrix_x2: stmatrix addresses .shared::cta only, not a generic address
// arch: sm_90
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void tc_stmatrix_of_generic(unsigned* in) {
  TYPED_PTX_SHARED_ARRAY(tile, unsigned short, 256, 16);
  unsigned v[2] = {in[threadIdx.x], in[threadIdx.x + 32]};
#ifdef LEGAL
  stmatrix_x2(tile.addr64((threadIdx.x % 16) * 16), v);
#else
  stmatrix_x2(tile.generic((threadIdx.x % 16) * 16), v);
#endif
}
