// expect: no suitable conversion function from "typed_ptx::mbar_token" to "unsigned int"
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void mbarrier_token_as_int(global_param<unsigned> out) {
  TYPED_PTX_SHARED_ARRAY(bar, mbarrier, 1);
  mbar_token t = mbarrier_arrive(bar.addr32(0));
#ifdef LEGAL
  unsigned n = mbar_token_pending_count(t);
#else
  unsigned n = t;  // a state token is not an integer
#endif
  st(kernel_param(out), n);
}
