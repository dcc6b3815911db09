// expect: fence_proxy_tensormap_acquire_gpu: the tensormap proxy reads a tensor map from .global, .const or .param
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void tensormap_acquire_shared(global_param<unsigned long long> map) {
  TYPED_PTX_SHARED_ARRAY(smap, unsigned long long, 16, 64);
#ifdef LEGAL
  fence_proxy_tensormap_acquire_gpu(cvta_global_to_generic(kernel_param(map)));
#else
  fence_proxy_tensormap_acquire_gpu(smap.generic(0));  // a map in shared memory is not read by the proxy
#endif
}
