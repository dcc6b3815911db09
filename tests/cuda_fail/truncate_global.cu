// expect: a .global address has no 32-bit form
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void truncate_global(global_param<float> out) {
  TYPED_PTX_SHARED_ARRAY(buf, float, 32);
#ifdef LEGAL
  shared_addr32<float> s = to_addr32(cvta_generic_to_shared(buf.generic(threadIdx.x)));  // .shared has a 32-bit window
  st(s, 1.0f);
#else
  auto a = to_addr32(kernel_param(out));  // cvt.u32.u64 of a global pointer loses its high bits
  (void)a;
#endif
}
