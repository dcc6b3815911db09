// expect: global_array: declare it with TYPED_PTX_GLOBAL_ARRAY
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// An extern __shared__ declaration runs no constructor: declared so, a global_array holding
// its elements would be .shared memory whose generic(i) is from_global, and atom_add would
// emit atom.global on a .shared address. global_array is an empty handle whose storage is a
// template argument that only TYPED_PTX_GLOBAL_ARRAY binds, so global_array<int, 8> alone
// does not compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

#ifdef LEGAL
TYPED_PTX_GLOBAL_ARRAY(extern_shared_global_array_g, int, 8);
#endif
__global__ void extern_shared_global_array(int i) {
#ifdef LEGAL
  atom_add(cvta_generic_to_global(extern_shared_global_array_g.generic(i & 7)), 1);
#else
  extern __shared__ global_array<int, 8> sg[];
  atom_add(cvta_generic_to_global(sg[0].generic(i & 7)), 1);
#endif
}
