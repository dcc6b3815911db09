// expect: dynamic_shared: dynamic shared memory is 16-byte aligned here
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// A typed view of the dynamic shared memory promises the element type's alignment: 16 bytes
// at most.
#include "typed_ptx.cuh"
using namespace typed_ptx;

struct alignas(32) wide { float v[8]; };

__global__ void dynamic_shared_overaligned(float* out) {
#ifdef LEGAL
  shared_span<float4, 0, 16> d = dynamic_shared<float4>();
  out[threadIdx.x] = ld(d.addr32(threadIdx.x)).x;
#else
  shared_span<wide, 0, 16> d = dynamic_shared<wide>();
  out[threadIdx.x] = ld(d.addr32(threadIdx.x)).v[0];
#endif
}
