// expect: atom_exch_b128: PTX has no atom on the .local state space
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void atom_b128_on_local(unsigned long long* out) {
#ifdef LEGAL
  TYPED_PTX_SHARED_ARRAY(slot, unsigned __int128, 1);
  shared_addr32<unsigned __int128> c = to_addr32(cvta_generic_to_shared(slot.generic()));
#else
  TYPED_PTX_LOCAL_ARRAY(slot, unsigned __int128, 1);
  slot.data[0] = 0;
  local_addr32<unsigned __int128> c = to_addr32(cvta_generic_to_local(slot.generic()));
#endif
  out[0] = (unsigned long long)atom_exch_b128(c, (unsigned __int128)1);
}
