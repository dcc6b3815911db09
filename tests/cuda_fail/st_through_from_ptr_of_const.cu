// expect: st: the element type is const: this address is read-only
// Compiled as is, nvcc must reject it with the message above; with -DLEGAL (the legal twin) it must compile.
// from_ptr of a C++ pointer is a generic pointer of unknown origin, read-only as the Rust
// builder's Ptr::from_bits is: the pointer may be the address of .const data (as here),
// and PTX has no store to .const (nvcc only warns about this one).
#include "typed_ptx.cuh"
using namespace typed_ptx;

__constant__ float from_ptr_const_table[4];
__global__ void st_through_from_ptr_of_const(global_param<float> out) {
#ifdef LEGAL
  st(kernel_param(out), ld(from_ptr(&from_ptr_const_table[1])));  // loading through it is fine
#else
  st(from_ptr(&from_ptr_const_table[1]), 1.0f);  // a store to .const
#endif
}
