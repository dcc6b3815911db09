// expect: global_array: declare it with TYPED_PTX_GLOBAL_ARRAY
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// A global_array's .generic(i) is from_global (atomics allowed): declared as a local variable
// it would name a .local address so. Only TYPED_PTX_GLOBAL_ARRAY(name, T, N), which writes
// the __device__ itself, declares one.
#include "typed_ptx.cuh"
using namespace typed_ptx;

#ifdef LEGAL
TYPED_PTX_GLOBAL_ARRAY(global_array_as_local_g, int, 8);
#endif
__global__ void global_array_as_local(int* out) {
  int i = threadIdx.x;
#ifdef LEGAL
  atom_add(global_array_as_local_g.generic(i & 7), 1);
#else
  global_array<int, 8> g;
  atom_add(g.generic(i & 7), 1);
  *out = g.data[(i + 1) & 7];
#endif
}
