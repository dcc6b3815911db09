// expect: is incompatible with template parameter of type "typed_ptx::detail::global_storage
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// A global_array handle names its memory by a template argument, which only
// TYPED_PTX_GLOBAL_ARRAY binds: that argument is a detail::global_storage (its only
// constructor is unchecked), so a __shared__ array cannot be named .global through it.
#include "typed_ptx.cuh"
using namespace typed_ptx;

#ifdef LEGAL
TYPED_PTX_GLOBAL_ARRAY(global_array_of_shared_storage_g, int, 8);
#else
__shared__ int global_array_of_shared_storage_s[8];
#endif
__global__ void global_array_of_shared_storage(int i) {
#ifdef LEGAL
  atom_add(cvta_generic_to_global(global_array_of_shared_storage_g.generic(i & 7)), 1);
#else
  global_array<int, 8, &global_array_of_shared_storage_s> h;
  atom_add(cvta_generic_to_global(h.generic(i & 7)), 1);
#endif
}
