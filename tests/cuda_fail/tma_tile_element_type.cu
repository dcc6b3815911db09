// expect: tma_store: the source tile holds the tensor map's element type
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void tma_tile_element_type(const __grid_constant__ tensor_map<float, 2> map) {
  TYPED_PTX_SHARED_ARRAY(tile, float, 512, 128);
  TYPED_PTX_SHARED_ARRAY(itile, int, 512, 128);
  tensor_map_addr<float, 2> m = tensor_map_param(map);
#ifdef LEGAL
  tma_store(m, {0, 0}, tile.addr32(0));
#else
  tma_store(m, {0, 0}, itile.addr32(0));
#endif
  bulk_commit_group();
  bulk_wait_group<0>();
}
