// expect: PTX has no atom on the .local state space
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void atom_on_local(global_param<unsigned> out) {
#ifdef LEGAL
  TYPED_PTX_SHARED_ARRAY(counter, unsigned, 1);
  shared_addr32<unsigned> c = to_addr32(cvta_generic_to_shared(counter.generic()));
#else
  TYPED_PTX_LOCAL_ARRAY(counter, unsigned, 1);
  counter.data[0] = 0;
  local_addr32<unsigned> c = to_addr32(cvta_generic_to_local(counter.generic()));
#endif
  st(kernel_param(out), atom_add(c, 1u));
}
