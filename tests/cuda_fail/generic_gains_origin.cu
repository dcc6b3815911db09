// expect: a generic pointer never gains an origin
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void generic_gains_origin(float* out) {
#ifdef LEGAL
  generic_ptr<float, from_unknown> g = from_ptr_unchecked(out);  // the unchecked claim: .global or .shared
#else
  generic_ptr<float, from_shared> g = from_ptr_unchecked(out);  // an unknown origin cannot be asserted by assignment
#endif
  st(g, 1.0f);
}
