// expect: global_array: declare it with TYPED_PTX_GLOBAL_ARRAY
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// A global_array's .generic(i) is from_global (writable): declared __constant__ it would let
// st write .const memory. Only TYPED_PTX_GLOBAL_ARRAY(name, T, N), which writes the
// __device__ itself, declares one; .const data is a TYPED_PTX_CONST_ARRAY (read-only).
#include "typed_ptx.cuh"
using namespace typed_ptx;

#ifdef LEGAL
TYPED_PTX_GLOBAL_ARRAY(global_array_as_constant_g, float, 4);
#else
__constant__ global_array<float, 4> global_array_as_constant_g;
#endif
__global__ void global_array_as_constant() {
  st(global_array_as_constant_g.generic(1), 2.0f);
}
