// expect: the origin of this generic pointer is unknown
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__device__ float load_it(float* p) {
  generic_ptr<const float, from_unknown> g = from_ptr(p);
#ifdef LEGAL
  shared_addr64<const float> s;
  if (try_cvta_generic_to_shared(g, &s)) {  // isspacep.shared first
    return ld(s);
  }
  return ld(g);
#else
  return ld(cvta_generic_to_shared(g));  // nothing says p points into shared memory
#endif
}
__global__ void unknown_origin_to_shared(float* out, float* p) { out[0] = load_it(p); }
