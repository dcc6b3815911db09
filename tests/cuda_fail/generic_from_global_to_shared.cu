// expect: this generic pointer came from .global, not .shared
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void generic_from_global_to_shared(global_param<float> out) {
  generic_ptr<float, from_global> g = cvta_global_to_generic(kernel_param(out));
#ifdef LEGAL
  st(cvta_generic_to_global(g), 1.0f);  // back to the space it came from
#else
  st(cvta_generic_to_shared(g), 1.0f);  // cvta.to.shared of a global address is undefined
#endif
}
