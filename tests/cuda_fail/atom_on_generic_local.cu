// expect: atom_add: this generic pointer may point to .local
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// A generic pointer that came from .local allows loads and stores, not atomics (PTX has no
// atom on .local; the Rust builder's Atomic is not implemented for Generic<Local>).
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void atom_on_generic_local(global_param<unsigned> out) {
  TYPED_PTX_LOCAL_ARRAY(generic_local_counter, unsigned, 1);
  st(generic_local_counter.generic(), 0u);  // a store is fine
#ifdef LEGAL
  TYPED_PTX_SHARED_ARRAY(generic_shared_counter, unsigned, 1);
  st(kernel_param(out), atom_add(generic_shared_counter.generic(), ld(generic_local_counter.generic())));
#else
  st(kernel_param(out), atom_add(generic_local_counter.generic(), 1u));
#endif
}
