// expect: tma_store: the source tile holds the tensor map's element type
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void tma_tile_element_type(const __grid_constant__ tensor_map<float, 2> map) {
  __shared__ shared_array<float, 512, 128> tile;
  __shared__ shared_array<int, 512, 128> itile;
  tensor_map_addr<float, 2> m = tensor_map_param(map);
#ifdef LEGAL
  tma_store(m, {0, 0}, tile.addr32(0));
#else
  tma_store(m, {0, 0}, itile.addr32(0));
#endif
  bulk_commit_group();
  bulk_wait_group<0>();
}
