// expect: the .const state space is read-only: PTX has no st.const
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

TYPED_PTX_CONST_ARRAY(table, float, 4);
__global__ void st_to_const(global_param<float> out) {
  const_addr32<const float> c = to_addr32(cvta_generic_to_const(table.generic(1)));
#ifdef LEGAL
  st(kernel_param(out), ld(c));  // ld.const is fine
#else
  st(c, 1.0f);  // there is no st.const
#endif
}
