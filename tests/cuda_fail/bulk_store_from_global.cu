// expect: bulk_copy_shared_to_global: this bulk copy reads the executing CTA's .shared
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void bulk_store_from_global(global_param<float> out, global_param<const float> in) {
  TYPED_PTX_SHARED_ARRAY(tile, float, 64, 128);
#ifdef LEGAL
  bulk_copy_shared_to_global<32>(kernel_param(out), tile.addr64(0));
#else
  bulk_copy_shared_to_global<32>(kernel_param(out), kernel_param(in));
#endif
  bulk_commit_group();
  bulk_wait_group<0>();
}
