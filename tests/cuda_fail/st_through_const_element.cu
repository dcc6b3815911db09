// expect: st: the element type is const: this address is read-only
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void st_through_const_element(global_param<const float> in, global_param<float> out) {
#ifdef LEGAL
  global_ptr<float> p = kernel_param(out);
#else
  global_ptr<const float> p = kernel_param(in);  // a pointer to const is read-only
#endif
  st(p, 1.0f);
}
