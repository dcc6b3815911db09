// expect: mbarrier_try_wait_parity: this generic pointer did not come from .shared (::cta)
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void mbarrier_generic_from_global(global_param<mbarrier> g, global_param<unsigned> out) {
  TYPED_PTX_SHARED_ARRAY(bar, mbarrier, 1);
#ifdef LEGAL
  generic_ptr<mbarrier, from_shared> p = bar.generic(0);
#else
  generic_ptr<mbarrier, from_global> p = cvta_global_to_generic(kernel_param(g));
#endif
  st(kernel_param(out), (unsigned)mbarrier_try_wait_parity(p, 0u));
}
