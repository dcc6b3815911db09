// expect: an mbarrier lives in shared memory: mbarrier_init takes a shared_addr32/shared_addr64 of an mbarrier
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void mbarrier_in_global(global_param<mbarrier> g) {
  TYPED_PTX_SHARED_ARRAY(bar, mbarrier, 1);
#ifdef LEGAL
  mbarrier_init(bar.addr64(0), 1u);
#else
  mbarrier_init(kernel_param(g), 1u);  // .global is not where an mbarrier lives
#endif
}
