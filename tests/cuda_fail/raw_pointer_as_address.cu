// expect: not an integer or a raw pointer
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void raw_pointer_as_address(float* out) {
#ifdef LEGAL
  st(generic(out), 1.0f);  // a C++ pointer is a generic pointer of unknown origin
#else
  st(out, 1.0f);  // a raw pointer has no state space in its type
#endif
}
