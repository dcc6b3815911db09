// expect: a checked conversion never widens what the origin allowed
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// The Rust builder's if_space checks an origin only into a space that allows no more than
// the origin: a .local origin forgotten (from_unknown_rw: loads and stores, no atomics) is
// not checked into .global, whose addresses take atomics. A read-only view of it may be.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void try_cvta_global_from_unknown_rw(global_param<unsigned> out) {
  TYPED_PTX_LOCAL_ARRAY(scratch, unsigned, 1);
  generic_ptr<unsigned, from_unknown_rw> rw = scratch.generic();
  st(rw, 3u);
#ifdef LEGAL
  generic_ptr<const unsigned, from_unknown_rw> ro = rw;
  global_ptr<const unsigned> g;
  if (try_cvta_generic_to_global(ro, &g)) {
    st(kernel_param(out), ld(g));
  }
#else
  global_ptr<unsigned> g;
  if (try_cvta_generic_to_global(rw, &g)) {
    atom_add(g, 1u);
  }
#endif
}
