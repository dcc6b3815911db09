// expect: setmaxnreg_inc_to: setmaxnreg.inc.sync.aligned.u32 takes a register count in 24..=256, a multiple of 8
// arch: sm_90a
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void __launch_bounds__(384, 1) setmaxnreg_step(global_param<unsigned> out) {
#ifdef LEGAL
  setmaxnreg_inc_to<232>();
#else
  setmaxnreg_inc_to<230>();  // not a multiple of 8
#endif
  st(kernel_param(out), sreg_laneid());
}
