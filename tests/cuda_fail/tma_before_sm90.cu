// expect: tma_load: cp.async.bulk.tensor needs sm_90
// arch: sm_80
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void tma_before_sm90(const __grid_constant__ tensor_map<float, 2> map) {
  TYPED_PTX_SHARED_ARRAY(tile, float, 512, 128);
  __shared__ mbarrier bar[1];
#ifdef LEGAL
  float* p = &tile[threadIdx.x % 512];
  *p = 1.0f;
#else
  tma_load(tile.addr32(0), tensor_map_param(map), {0, 0}, shared_view_unchecked(bar).addr32(0));
#endif
}
