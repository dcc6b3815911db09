// expect: ld: an mbarrier is opaque
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void mbarrier_ld(global_param<unsigned> out) {
  TYPED_PTX_SHARED_ARRAY(bar, mbarrier, 1);
#ifdef LEGAL
  mbar_token t = mbarrier_arrive(bar.addr32(0));
  st(kernel_param(out), mbar_token_pending_count(t));
#else
  mbarrier copy = ld(bar.addr32(0));  // an mbarrier is used only through mbarrier_*
  st(kernel_param(out), (unsigned)copy.opaque_);
#endif
}
