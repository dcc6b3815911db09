// expect: wgmma_ss_f32_bf16_bf16: wgmma.mma_async .bf16.bf16 into .f32: there is no shape m64n<N>: N is a multiple of 8 from 8 to 256
// arch: sm_90a
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void tc_wgmma_n12(float* out) {
  TYPED_PTX_SHARED_ARRAY(mat, unsigned short, 64 * 64, 1024);
  wgmma_desc d = make_wgmma_desc<swizzle::b128, 16, 1024>(mat.addr32());
  float acc[8] = {};
  wgmma_fence();
#ifdef LEGAL
  wgmma_ss_f32_bf16_bf16<16>(acc, d, d, true);
#else
  wgmma_ss_f32_bf16_bf16<12>(acc, d, d, true);
#endif
  wgmma_commit_group();
  wgmma_wait_group<0>();
  out[threadIdx.x] = acc[0];
}
