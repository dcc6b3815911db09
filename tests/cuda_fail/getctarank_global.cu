// expect: getctarank: getctarank ranks shared-memory addresses of the cluster
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void getctarank_global(global_param<unsigned> out) {
  TYPED_PTX_SHARED_ARRAY(buf, unsigned, 32);
  global_ptr<unsigned> g = kernel_param(out);
#ifdef LEGAL
  st(g, getctarank(buf.addr32(threadIdx.x)));
#else
  st(g, getctarank(g));  // a .global address has no CTA rank
#endif
}
