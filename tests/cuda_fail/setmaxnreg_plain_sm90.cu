// expect: setmaxnreg_dec_to: setmaxnreg.dec.sync.aligned.u32 needs an architecture-specific target, sm_90a
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void __launch_bounds__(384, 1) setmaxnreg_plain_sm90(global_param<unsigned> out) {
#ifdef LEGAL
  bar_sync<1, 384>();  // plain sm_90 has the named barriers, not setmaxnreg
#else
  setmaxnreg_dec_to<40>();  // needs -arch=sm_90a
#endif
  st(kernel_param(out), sreg_laneid());
}
