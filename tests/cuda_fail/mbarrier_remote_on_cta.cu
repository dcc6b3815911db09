// expect: mbarrier_arrive_remote is an operation on another CTA's mbarrier: it takes a shared_cluster address
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void mbarrier_remote_on_cta(unsigned rank) {
  TYPED_PTX_SHARED_ARRAY(bar, mbarrier, 1);
#ifdef LEGAL
  mbarrier_arrive_remote(mapa(bar.addr32(0), rank));
#else
  mbarrier_arrive_remote(bar.addr32(0));  // this CTA's address: use mapa first
#endif
}
