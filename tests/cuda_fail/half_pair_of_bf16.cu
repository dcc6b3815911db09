// expect: no instance of function template "typed_ptx::add_f16x2" matches the argument list
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

// A bf16x2 pair is not an f16x2 pair: the f16x2 wrappers take __half2 only.
__global__ void half_pair_of_bf16(__half2* out, const __half2* h, const __nv_bfloat162* b) {
#ifdef LEGAL
  out[threadIdx.x] = add_f16x2(h[0], h[1]);
  (void)b;
#else
  out[threadIdx.x] = add_f16x2(b[0], h[1]);
#endif
}
