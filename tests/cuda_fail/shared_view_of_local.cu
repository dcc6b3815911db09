// expect: shared_view takes no C++ array
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// C++ gives a __shared__ array and a local one the same type (T[N]), so nothing can check
// that shared_view's array is .shared: cvta.to.shared of a .local address (ptxas accepts it)
// would make st.shared write somewhere else. The checked way declares the array with
// TYPED_PTX_SHARED_ARRAY, which writes the __shared__ itself; shared_view_unchecked(arr)
// states the claim visibly.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void shared_view_of_local(int* out) {
  int i = threadIdx.x;
#ifdef LEGAL
  TYPED_PTX_SHARED_ARRAY(shared_view_of_local_buf, int, 8);
  st(shared_view_of_local_buf.addr32(i & 7), i);
  __shared__ int plain[8];
  st(shared_view_unchecked(plain).addr32(i & 7), i);
#else
  int loc2[8];
  st(shared_view(loc2).addr32(i & 7), i);
  *out = loc2[(i + 1) & 7];
#endif
}
