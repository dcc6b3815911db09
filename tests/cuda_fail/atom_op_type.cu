// expect: atom_inc: PTX atom.inc takes u32, not this element type
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// Each atomic operation takes the element types PTX defines it for.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void atom_op_type(global_param<float> f, global_param<unsigned> u) {
#ifdef LEGAL
  unsigned old = atom_inc(kernel_param(u), 15u);  // wrapping increment of a u32
  atom_add(kernel_param(f), 1.0f);                // add takes f32
  u[1] = old;
#else
  atom_inc(kernel_param(f), 15.0f);               // no atom.inc.f32
  (void)u;
#endif
}
