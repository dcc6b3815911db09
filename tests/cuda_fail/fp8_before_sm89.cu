// expect: cvt_rn_satfinite_e4m3x2_f32: cvt.rn.satfinite.e4m3x2.f32 needs sm_89
// arch: sm_80
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void fp8_before_sm89(__nv_bfloat162* out, __nv_fp8x2_e4m3* q, const float* x) {
#ifdef LEGAL
  out[threadIdx.x] = cvt_rn_satfinite_bf16x2_f32(x[0], x[1]);  // sm_80 packs bf16x2; FP8 needs sm_89
  (void)q;
#else
  q[threadIdx.x] = cvt_rn_satfinite_e4m3x2_f32(x[0], x[1]);
  (void)out;
#endif
}
