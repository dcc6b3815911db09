// expect: mbarrier_arrive: this is not the address of an mbarrier
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void mbarrier_on_u64(global_param<unsigned> out) {
  TYPED_PTX_SHARED_ARRAY(bar, mbarrier, 1);
  TYPED_PTX_SHARED_ARRAY(word, unsigned long long, 1);
#ifdef LEGAL
  mbar_token t = mbarrier_arrive(bar.addr32(0));
#else
  mbar_token t = mbarrier_arrive(word.addr32(0));  // a u64 in shared memory is not an mbarrier
#endif
  st(kernel_param(out), mbar_token_pending_count(t));
}
