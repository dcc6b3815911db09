// expect: ldmatrix_x4: ldmatrix .x4 moves 4 8x8 matrices: 4 registers a lane
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void tc_ldmatrix_fragment_length(unsigned* out) {
  TYPED_PTX_SHARED_ARRAY(tile, unsigned short, 256, 16);
  unsigned f4[4] = {};
  unsigned f2[2] = {};
#ifdef LEGAL
  ldmatrix_x4(tile.addr32((threadIdx.x % 16) * 16 + (threadIdx.x / 16) * 8), f4);
#else
  ldmatrix_x4(tile.addr32((threadIdx.x % 16) * 16 + (threadIdx.x / 16) * 8), f2);
#endif
  out[threadIdx.x] = f4[0] + f2[1];
}
