// expect: not an integer or a raw pointer
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void int_as_address(unsigned* out, unsigned x) {
#ifdef LEGAL
  st(kernel_param(out), ld(kernel_param(out) + 1));
#else
  st(kernel_param(out), ld(x));  // an integer is not an address
#endif
}
