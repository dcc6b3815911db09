// expect: tensor_map_of: TMA reads a tensor map from .param
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void tensor_map_from_shared(const __grid_constant__ tensor_map<float, 2> map) {
  __shared__ tensor_map<float, 2> copy[1];
  if (threadIdx.x == 0) { copy[0] = map; }
  __syncthreads();
#ifdef LEGAL
  tensor_map_prefetch(tensor_map_param(map));
#else
  tensor_map_prefetch(tensor_map_of(shared_view_unchecked(copy).generic(0)));
#endif
}
