// expect: came from .global: mapa.u64 maps shared-memory addresses only
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void mapa_of_global(global_param<float> out) {
  TYPED_PTX_SHARED_ARRAY(buf, float, 32);
#ifdef LEGAL
  generic_ptr<float, from_shared> g = buf.generic(threadIdx.x);
#else
  generic_ptr<float, from_global> g = cvta_global_to_generic(kernel_param(out));
#endif
  st(mapa(g, 1u), 1.0f);
}
