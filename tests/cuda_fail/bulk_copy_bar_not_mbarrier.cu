// expect: bulk_copy_global_to_shared: a bulk copy completes its bytes on an mbarrier in .shared
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void bulk_copy_bar_not_mbarrier(global_param<const float> in) {
  TYPED_PTX_SHARED_ARRAY(tile, float, 64, 128);
  __shared__ mbarrier bar[1];
  __shared__ unsigned long long word[1];
#ifdef LEGAL
  bulk_copy_global_to_shared<32>(tile.addr32(0), kernel_param(in), shared_view_unchecked(bar).addr32(0));
#else
  bulk_copy_global_to_shared<32>(tile.addr32(0), kernel_param(in), shared_view_unchecked(word).addr32(0));
#endif
}
