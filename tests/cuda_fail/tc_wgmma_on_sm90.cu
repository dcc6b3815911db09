// expect: wgmma_fence: wgmma.fence.sync.aligned needs an architecture-specific target, sm_90a
// arch: sm_90
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void tc_wgmma_on_sm90(float* out) {
#ifdef LEGAL
  out[threadIdx.x] = 0.0f;  // sm_90 (not sm_90a) has no wgmma
#else
  wgmma_fence();
  out[threadIdx.x] = 0.0f;
#endif
}
