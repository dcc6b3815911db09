// expect: red_add: this generic pointer may point to .local
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// forget_origin() of a .local pointer keeps what the origin allowed: no red through it.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void red_on_forgotten_local(global_param<unsigned> out) {
  TYPED_PTX_LOCAL_ARRAY(forgotten_counter, unsigned, 1);
  st(forgotten_counter.generic().forget_origin(), 0u);  // a store is fine
#ifdef LEGAL
  red_add(kernel_param(out), ld(forgotten_counter.generic().forget_origin()));
#else
  red_add(forgotten_counter.generic().forget_origin(), 1u);
  st(kernel_param(out), ld(forgotten_counter.generic()));
#endif
}
