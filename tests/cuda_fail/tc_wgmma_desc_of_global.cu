// expect: make_wgmma_desc: a wgmma matrix descriptor encodes a .shared::cta address, not a .global one
// arch: sm_90a
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void tc_wgmma_desc_of_global(global_param<unsigned short> in, float* out) {
  TYPED_PTX_SHARED_ARRAY(mat, unsigned short, 64 * 64, 1024);
#ifdef LEGAL
  wgmma_desc d = make_wgmma_desc<swizzle::b128, 16, 1024>(mat.addr32());
#else
  wgmma_desc d = make_wgmma_desc<swizzle::b128, 16, 1024>(kernel_param(in));
#endif
  float acc[8] = {};
  wgmma_fence();
  wgmma_ss_f32_bf16_bf16<16>(acc, d, d, true);
  wgmma_commit_group();
  wgmma_wait_group<0>();
  out[threadIdx.x] = acc[0];
}
