// expect: fence_proxy_tensormap_acquire_gpu: the tensormap proxy reads a tensor map from .global, .const or .param
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void tensormap_acquire_shared(unsigned long long* map) {
  __shared__ shared_array<unsigned long long, 16, 64> smap;
#ifdef LEGAL
  fence_proxy_tensormap_acquire_gpu(cvta_global_to_generic(kernel_param(map)));
#else
  fence_proxy_tensormap_acquire_gpu(smap.generic(0));  // a map in shared memory is not read by the proxy
#endif
}
