// expect: st: the element type is const: this address is read-only
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// A read-only generic pointer (of .const origin, or from from_ptr) stays read-only through
// .cast<U>(): the cast changes the element type, never the constness.
#include "typed_ptx.cuh"
using namespace typed_ptx;

TYPED_PTX_CONST_ARRAY(cast_const_table, float, 4);
__global__ void st_through_cast_of_const(global_param<unsigned> out) {
#ifdef LEGAL
  st(kernel_param(out), ld(cast_const_table.generic(1).cast<unsigned>()));
#else
  st(cast_const_table.generic(1).cast<unsigned>(), 1u);  // a store to .const
#endif
}
