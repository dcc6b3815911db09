// expect: ld.shared::cluster needs sm_90
// arch: sm_80
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void cluster_before_sm90(global_param<float> out) {
  TYPED_PTX_SHARED_ARRAY(buf, float, 32);
  shared_addr32<float> s = to_addr32(cvta_generic_to_shared(buf.generic(threadIdx.x)));
#ifdef LEGAL
  st(kernel_param(out), ld(s));
#else
  st(kernel_param(out), ld(to_cluster(s)));  // ld.shared::cluster is sm_90
#endif
}
