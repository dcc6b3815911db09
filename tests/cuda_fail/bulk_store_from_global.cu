// expect: bulk_copy_shared_to_global: this bulk copy reads the executing CTA's .shared
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void bulk_store_from_global(float* out, const float* in) {
  __shared__ shared_array<float, 64, 128> tile;
#ifdef LEGAL
  bulk_copy_shared_to_global<32>(kernel_param(out), tile.addr64(0));
#else
  bulk_copy_shared_to_global<32>(kernel_param(out), kernel_param(in));
#endif
  bulk_commit_group();
  bulk_wait_group<0>();
}
