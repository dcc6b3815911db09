// expect: a generic pointer from .local allows no atomics
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// Forgetting a .local origin keeps what it allowed (the Rust builder's erase gives
// Unknown<ReadWrite>): it becomes generic_ptr<T, from_unknown_rw>, not the atomic-capable
// generic_ptr<T> (from_unknown), so no atom reaches a .local address through it.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__device__ unsigned bump_erased(generic_ptr<unsigned> p) { return atom_add(p, 1u); }
#ifdef LEGAL
__device__ void store_erased(generic_ptr<unsigned, from_unknown_rw> p) { st(p, 7u); }
#endif
__global__ void atom_on_erased_local(global_param<unsigned> out) {
  TYPED_PTX_LOCAL_ARRAY(erased_counter, unsigned, 1);
#ifdef LEGAL
  store_erased(erased_counter.generic());  // loads and stores through the erased origin
  st(kernel_param(out), ld(erased_counter.generic()));
#else
  st(kernel_param(out), bump_erased(erased_counter.generic()));
#endif
}
