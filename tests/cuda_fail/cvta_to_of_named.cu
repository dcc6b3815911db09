// expect: cvta.to converts a generic_ptr
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void cvta_to_of_named(global_param<float> out) {
  global_ptr<float> g = kernel_param(out);
#ifdef LEGAL
  global_ptr<float> h = cvta_generic_to_global(cvta_global_to_generic(g));
#else
  global_ptr<float> h = cvta_generic_to_global(g);  // already .global: cvta.to takes generic addresses
#endif
  st(h, 1.0f);
}
