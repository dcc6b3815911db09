// expect: declared using a local type, must be defined in this translation unit
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// The type of a TYPED_PTX_LOCAL_ARRAY is a local class (local_array is abstract): an
// extern __shared__ array of it, which would run no constructor and put the elements in
// .shared memory typed from_local, is not a declaration C++ allows.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void extern_shared_decltype_local_array(global_param<int> out, int i) {
  TYPED_PTX_LOCAL_ARRAY(l, int, 8);
#ifdef LEGAL
  st(cvta_generic_to_local(l.generic(i & 7)), 1);
  st(kernel_param(out), ld(cvta_generic_to_local(l.generic((i + 1) & 7))));
#else
  extern __shared__ decltype(l) sl[];
  st(cvta_generic_to_local(sl[0].generic(i & 7)), 1);
  st(kernel_param(out), ld(cvta_generic_to_local(sl[0].generic((i + 1) & 7))));
#endif
}
