// expect: mbarrier.try_wait.shared::cta.b64 needs sm_90
// arch: sm_80
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void mbarrier_try_wait_before_sm90(global_param<unsigned> out) {
  TYPED_PTX_SHARED_ARRAY(bar, mbarrier, 1);
  mbar_token t = mbarrier_arrive(bar.addr32(0));
#ifdef LEGAL
  bool done = mbarrier_test_wait(bar.addr32(0), t);  // test_wait is sm_80
#else
  bool done = mbarrier_try_wait(bar.addr32(0), t);  // try_wait is sm_90
#endif
  st(kernel_param(out), (unsigned)done);
}
