// expect: red_async_inc: red.async.inc takes unsigned int
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void red_async_inc_signed(unsigned rank) {
  TYPED_PTX_SHARED_ARRAY(counters, unsigned, 4);
  TYPED_PTX_SHARED_ARRAY(bar, mbarrier, 1);
  shared_cluster_addr32<mbarrier> remote_bar = mapa(bar.addr32(0), rank);
  shared_cluster_addr32<unsigned> c = mapa(counters.addr32(0), rank);
#ifdef LEGAL
  red_async_inc(c, 7u, remote_bar);
#else
  red_async_inc(c.cast<int>(), 7, remote_bar);  // .inc wraps unsigned counters only
#endif
}
