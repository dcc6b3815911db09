// expect: tma_load: a TMA load writes a .shared tile
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void tma_load_global_dst(const __grid_constant__ tensor_map<float, 2> map, global_param<float> out) {
  TYPED_PTX_SHARED_ARRAY(tile, float, 512, 128);
  __shared__ mbarrier bar[1];
  tensor_map_addr<float, 2> m = tensor_map_param(map);
  int x = (int)threadIdx.x;
#ifdef LEGAL
  tma_load(tile.addr32(0), m, {x, 0}, shared_view_unchecked(bar).addr32(0));
#else
  tma_load(kernel_param(out), m, {x, 0}, shared_view_unchecked(bar).addr32(0));
#endif
}
