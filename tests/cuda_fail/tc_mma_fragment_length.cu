// expect: mma_m16n8k16_row_col_f32_bf16_bf16_f32: the B fragment of mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 is 2 registers a lane
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
#include "typed_ptx.cuh"
using namespace typed_ptx;

__global__ void tc_mma_fragment_length(const unsigned* in, float* out) {
  unsigned a[4] = {in[0], in[1], in[2], in[3]};
  float c[4] = {0.0f, 0.0f, 0.0f, 0.0f};
  float d[4];
#ifdef LEGAL
  unsigned b[2] = {in[4], in[5]};
#else
  unsigned b[3] = {in[4], in[5], in[6]};  // the B fragment of m16n8k16 is two registers
#endif
  mma_m16n8k16_row_col_f32_bf16_bf16_f32(d, a, b, c);
  out[threadIdx.x] = d[0];
}
