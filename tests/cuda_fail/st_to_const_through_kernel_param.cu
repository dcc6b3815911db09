// expect: kernel_param takes a kernel parameter declared typed_ptx::global_param<T>
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// kernel_param names its address .global, so it takes only what the host passed as a kernel
// parameter (typed_ptx::global_param<T>, which device code cannot make), as the Rust
// builder's param_ptr: the address of a __constant__ variable is not .global, and a store
// through it is undefined (nvcc emits a trap).
#include "typed_ptx.cuh"
using namespace typed_ptx;

__constant__ float ctab_through_kernel_param[4];
#ifdef LEGAL
__global__ void st_to_const_through_kernel_param(global_param<float> out) {
  st(kernel_param(out), ctab_through_kernel_param[1]);
}
#else
__global__ void st_to_const_through_kernel_param() {
  st(kernel_param(&ctab_through_kernel_param[1]), 1.0f);
}
#endif
