// expect: kernel_param takes a kernel parameter declared typed_ptx::global_param<T>
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// kernel_param of any C++ pointer would turn a .local address into a .global one (cvta.local,
// then cvta.to.global) and let atom.global reach it: kernel_param takes only a kernel
// parameter declared typed_ptx::global_param<T>.
#include "typed_ptx.cuh"
using namespace typed_ptx;

#ifdef LEGAL
__global__ void atom_on_local_through_kernel_param(global_param<int> counters) {
  int i = threadIdx.x;
  atom_add(kernel_param(counters) + (i & 7), 1);
}
#else
__global__ void atom_on_local_through_kernel_param(int* out) {
  int i = threadIdx.x;
  int loc[8];
  loc[i & 7] = 0;
  atom_add(kernel_param(&loc[i & 7]), 1);
  *out = loc[(i + 1) & 7];
}
#endif
