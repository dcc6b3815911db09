// expect: const_array: declare it with TYPED_PTX_CONST_ARRAY
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// An extern __shared__ declaration runs no constructor: declared so, a const_array holding
// its elements would be .shared memory whose generic(i) is from_const, and ld would read it
// with ld.const. const_array is an empty handle whose storage is a template argument that
// only TYPED_PTX_CONST_ARRAY binds, so const_array<int, 8> alone does not compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

#ifdef LEGAL
TYPED_PTX_CONST_ARRAY(extern_shared_const_array_c, int, 8);
#endif
__global__ void extern_shared_const_array(global_param<int> out, int i) {
#ifdef LEGAL
  st(kernel_param(out), ld(cvta_generic_to_const(extern_shared_const_array_c.generic(i & 7))));
#else
  extern __shared__ const_array<int, 8> sc[];
  st(kernel_param(out), ld(cvta_generic_to_const(sc[0].generic(i & 7))));
#endif
}
