// expect: no implicit conversion to local_addr32<T>
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__device__ float first(local_addr32<float> a) { return ld(a); }
__global__ void shared_as_local(float* out) {
  TYPED_PTX_SHARED_ARRAY(buf, float, 32);
  TYPED_PTX_LOCAL_ARRAY(mine, float, 4);
  mine.data[0] = 2.0f;
#ifdef LEGAL
  local_addr32<float> a = to_addr32(cvta_generic_to_local(mine.generic()));
#else
  shared_addr32<float> a = to_addr32(cvta_generic_to_shared(buf.generic(threadIdx.x)));  // .shared is not .local
#endif
  out[0] = first(a);
}
