// expect: ldmatrix_x4: ldmatrix addresses .shared::cta only, not a .global address
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void tc_ldmatrix_of_global(global_param<unsigned short> in, unsigned* out) {
  TYPED_PTX_SHARED_ARRAY(tile, unsigned short, 256, 16);
  unsigned f[4];
#ifdef LEGAL
  ldmatrix_x4(tile.addr32((threadIdx.x % 16) * 16 + (threadIdx.x / 16) * 8), f);
#else
  ldmatrix_x4(kernel_param(in) + (threadIdx.x % 16) * 16, f);
#endif
  out[threadIdx.x] = f[0] + f[3];
}
