// expect: add_bf16x2: add.bf16x2 needs sm_90
// arch: sm_80
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void bf16_add_before_sm90(__nv_bfloat162* out, const __nv_bfloat162* a) {
#ifdef LEGAL
  out[threadIdx.x] = fma_rn_bf16x2(a[0], __float2bfloat162_rn(1.0f), a[1]);  // sm_80 has bf16 fma, not add
#else
  out[threadIdx.x] = add_bf16x2(a[0], a[1]);
#endif
}
