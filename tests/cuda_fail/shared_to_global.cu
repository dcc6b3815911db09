// expect: no implicit conversion to global_ptr<T>
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void shared_to_global(global_param<float> out) {
  TYPED_PTX_SHARED_ARRAY(buf, float, 32);
  shared_addr64<float> s = cvta_generic_to_shared(buf.generic(threadIdx.x));
#ifdef LEGAL
  st(s, 1.0f);  // a .shared address stays .shared
  st(kernel_param(out), ld(s));
#else
  global_ptr<float> g = s;  // a .shared address is not a .global pointer
  st(g, 1.0f);
#endif
}
