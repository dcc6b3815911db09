// expect: atom_add: the element type is const: this address is read-only
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// from_ptr of a C++ pointer allows no atomics: the pointer may be the address of .local
// data (as here), and PTX has no atom on .local. The unchecked writable form states the claim.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void atom_through_from_ptr_of_local(global_param<unsigned> out, int i) {
  unsigned counter[4] = {0, 1, 2, 3};
#ifdef LEGAL
  // out is a kernel argument (.global): the caller says so, visibly.
  st(kernel_param(out), atom_add(from_ptr_unchecked(out.get()), ld(from_ptr(&counter[i & 3]))));
#else
  st(kernel_param(out), atom_add(from_ptr(&counter[i & 3]), 1u));  // an atom on a .local address
#endif
}
