// expect: st_async: the completion operand is the .shared::cluster address of an mbarrier
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void st_async_bar_not_mbarrier(unsigned rank) {
  TYPED_PTX_SHARED_ARRAY(buf, unsigned, 32);
  TYPED_PTX_SHARED_ARRAY(bar, mbarrier, 1);
  TYPED_PTX_SHARED_ARRAY(word, unsigned long long, 1);
  shared_cluster_addr32<unsigned> there = mapa(buf.addr32(threadIdx.x), rank);
#ifdef LEGAL
  st_async(there, 1u, mapa(bar.addr32(0), rank));
#else
  st_async(there, 1u, mapa(word.addr32(0), rank));  // a u64 in shared memory is not an mbarrier
#endif
}
