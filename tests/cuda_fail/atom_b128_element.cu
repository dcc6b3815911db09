// expect: atom_cas_b128: PTX atom.cas.b128 takes 16-byte elements (unsigned __int128), not this element type
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// The 128-bit compare-and-swap works on 16-byte elements only.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void atom_b128_element(global_param<unsigned __int128> q, global_param<unsigned long long> u) {
#ifdef LEGAL
  unsigned __int128 old = atom_cas_b128(kernel_param(q), (unsigned __int128)0, (unsigned __int128)1);
  u[0] = (unsigned long long)old;
#else
  unsigned __int128 old = atom_cas_b128(kernel_param(u), (unsigned __int128)0, (unsigned __int128)1);
  (void)q;
  u[1] = (unsigned long long)old;
#endif
}
