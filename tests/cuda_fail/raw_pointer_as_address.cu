// expect: identifier "st" is undefined
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// (ld and st are hidden friends of the typed address types, found from their argument: a raw
// pointer or an integer finds none, and `using namespace typed_ptx` does not bring them in.)
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void raw_pointer_as_address(global_param<float> out) {
#ifdef LEGAL
  st(kernel_param(out), 1.0f);  // a kernel's pointer argument is .global
  (void)ld(from_ptr(out.get()));      // any C++ pointer is a read-only generic pointer of unknown origin
#else
  st(out, 1.0f);  // a raw pointer has no state space in its type
#endif
}
