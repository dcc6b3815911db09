// expect: declare_it_with_TYPED_PTX_LOCAL_ARRAY
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// An extern __shared__ declaration runs no constructor: declared so, a local_array would be
// .shared memory whose generic(i) is from_local, and st would write it with st.local.
// local_array is abstract (only the local class TYPED_PTX_LOCAL_ARRAY defines is not), and
// C++ has no array of an abstract class.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void extern_shared_local_array(global_param<int> out, int i) {
#ifdef LEGAL
  TYPED_PTX_LOCAL_ARRAY(l, int, 8);
  st(cvta_generic_to_local(l.generic(i & 7)), 1);
  st(kernel_param(out), ld(cvta_generic_to_local(l.generic((i + 1) & 7))));
#else
  extern __shared__ local_array<int, 8> sl[];
  st(cvta_generic_to_local(sl[0].generic(i & 7)), 1);
  st(kernel_param(out), ld(cvta_generic_to_local(sl[0].generic((i + 1) & 7))));
#endif
}
