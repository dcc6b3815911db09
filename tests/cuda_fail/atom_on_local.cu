// expect: PTX has no atom on the .local state space
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void atom_on_local(unsigned* out) {
#ifdef LEGAL
  __shared__ shared_array<unsigned, 1> counter;
  shared_addr32<unsigned> c = to_addr32(cvta_generic_to_shared(counter.generic()));
#else
  local_array<unsigned, 1> counter;
  counter.data[0] = 0;
  local_addr32<unsigned> c = to_addr32(cvta_generic_to_local(counter.generic()));
#endif
  st(kernel_param(out), atom_add(c, 1u));
}
