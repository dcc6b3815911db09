// expect: red_add: the element type is const: this address is read-only
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// from_ptr of a C++ pointer allows no reductions: the pointer may be the address of .local
// data (as here), and PTX has no red on .local.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void red_through_from_ptr_of_local(unsigned* out, int i) {
  unsigned counter[4] = {0, 1, 2, 3};
#ifdef LEGAL
  red_add(from_ptr_unchecked(out), ld(from_ptr(&counter[i & 3])));  // out is .global, said visibly
#else
  red_add(from_ptr(&counter[i & 3]), 1u);  // a red on a .local address
  out[0] = counter[(i + 1) & 3];
#endif
}
