// expect: atom_cas: the element type is const: this address is read-only
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// from_ptr of a C++ pointer allows no atomics, a compare-and-swap included.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void atom_cas_through_from_ptr(unsigned* out) {
#ifdef LEGAL
  atom_cas(from_ptr_unchecked(out), 0u, 1u);
#else
  atom_cas(from_ptr(out), 0u, 1u);  // out may as well be the address of .local or .const data
#endif
}
