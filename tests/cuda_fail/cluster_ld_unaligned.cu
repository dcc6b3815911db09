// expect: needs an address aligned to the size it moves
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// ld.shared::cluster moves an element with one access of its size: a 4-byte struct that is
// only 1-byte aligned would be a misaligned access. The twin uses uchar4 (4-byte aligned).
#include "typed_ptx.cuh"
using namespace typed_ptx;

struct bytes4 { unsigned char b[4]; };

__global__ void __cluster_dims__(2, 1, 1) cluster_ld_unaligned(unsigned* out) {
#ifdef LEGAL
  __shared__ uchar4 buf[32];
  out[threadIdx.x] = ld(mapa(shared_view_unchecked(buf).addr32(threadIdx.x % 32), 1)).x;
#else
  __shared__ bytes4 buf[32];
  out[threadIdx.x] = ld(mapa(shared_view_unchecked(buf).addr32(threadIdx.x % 32), 1)).b[0];
#endif
}
