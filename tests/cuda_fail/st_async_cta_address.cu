// expect: st_async: st.async takes a .shared::cluster address: widen this .shared::cta one with to_cluster
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void st_async_cta_address(unsigned rank) {
  TYPED_PTX_SHARED_ARRAY(buf, unsigned, 32);
  TYPED_PTX_SHARED_ARRAY(bar, mbarrier, 1);
  shared_cluster_addr32<mbarrier> remote_bar = mapa(bar.addr32(0), rank);
#ifdef LEGAL
  st_async(mapa(buf.addr32(threadIdx.x), rank), 1u, remote_bar);
#else
  st_async(buf.addr32(threadIdx.x), 1u, remote_bar);  // the CTA window: widen or mapa first
#endif
}
