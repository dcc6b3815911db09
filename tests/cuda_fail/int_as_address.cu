// expect: identifier "ld" is undefined
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// (ld and st are hidden friends of the typed address types, found from their argument: a raw
// pointer or an integer finds none, and `using namespace typed_ptx` does not bring them in.)
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void int_as_address(global_param<unsigned> out, unsigned x) {
#ifdef LEGAL
  st(kernel_param(out), ld(kernel_param(out) + 1));
#else
  st(kernel_param(out), ld(x));  // an integer is not an address
#endif
}
