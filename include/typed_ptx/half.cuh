// @generated from ptx-isa/src/lib.rs by `cargo xtask codegen`; do not edit
// typed_ptx/half.cuh: Half precision, packed and 8-bit floats, bit manipulation (the namespace-scope wrappers of the table's
// Half rows). Part of typed_ptx.cuh; self-contained (it includes core.cuh).
#ifndef TYPED_PTX_HALF_CUH
#define TYPED_PTX_HALF_CUH

#include "core.cuh"

namespace typed_ptx {

// ---- Half precision, packed and 8-bit floats, bit manipulation: namespace-scope wrappers

/// `add.f16`: half-precision d = a + b (f16, f16x2), round to nearest even (PTX ISA 4.2, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half add_f16(__half a, __half b) {
unsigned short d;
asm("add.f16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__half>(d);
}
/// `add.f16x2`: half-precision d = a + b (f16, f16x2), round to nearest even (PTX ISA 4.2, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 add_f16x2(__half2 a, __half2 b) {
unsigned int d;
asm("add.f16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__half2>(d);
}
/// `sub.f16`: half-precision d = a - b (f16, f16x2) (PTX ISA 4.2, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half sub_f16(__half a, __half b) {
unsigned short d;
asm("sub.f16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__half>(d);
}
/// `sub.f16x2`: half-precision d = a - b (f16, f16x2) (PTX ISA 4.2, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 sub_f16x2(__half2 a, __half2 b) {
unsigned int d;
asm("sub.f16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__half2>(d);
}
/// `mul.f16`: half-precision d = a * b (f16, f16x2) (PTX ISA 4.2, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half mul_f16(__half a, __half b) {
unsigned short d;
asm("mul.f16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__half>(d);
}
/// `mul.f16x2`: half-precision d = a * b (f16, f16x2) (PTX ISA 4.2, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 mul_f16x2(__half2 a, __half2 b) {
unsigned int d;
asm("mul.f16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__half2>(d);
}
/// `fma.rn.f16`: half-precision d = a * b + c, one rounding (f16, f16x2) (PTX ISA 4.2, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half fma_rn_f16(__half a, __half b, __half c) {
unsigned short d;
asm("fma.rn.f16 %0, %1, %2, %3;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)), "h"(detail::bits_as<unsigned short>(c)));
return detail::bits_as<__half>(d);
}
/// `fma.rn.f16x2`: half-precision d = a * b + c, one rounding (f16, f16x2) (PTX ISA 4.2, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 fma_rn_f16x2(__half2 a, __half2 b, __half2 c) {
unsigned int d;
asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(c)));
return detail::bits_as<__half2>(d);
}
/// `neg.f16`: half-precision d = -a (f16, f16x2) (PTX ISA 6.0, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half neg_f16(__half a) {
unsigned short d;
asm("neg.f16 %0, %1;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__half>(d);
}
/// `neg.f16x2`: half-precision d = -a (f16, f16x2) (PTX ISA 6.0, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 neg_f16x2(__half2 a) {
unsigned int d;
asm("neg.f16x2 %0, %1;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__half2>(d);
}
/// `abs.f16`: half-precision d = abs(a) (f16, f16x2) (PTX ISA 6.5, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half abs_f16(__half a) {
unsigned short d;
asm("abs.f16 %0, %1;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__half>(d);
}
/// `abs.f16x2`: half-precision d = abs(a) (f16, f16x2) (PTX ISA 6.5, sm_53)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 abs_f16x2(__half2 a) {
unsigned int d;
asm("abs.f16x2 %0, %1;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__half2>(d);
}
/// `ex2.approx.f16`: half-precision d ~ 2^a (f16, f16x2) (PTX ISA 7.0, sm_75)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half ex2_approx_f16(__half a) {
unsigned short d;
asm("ex2.approx.f16 %0, %1;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__half>(d);
}
/// `ex2.approx.f16x2`: half-precision d ~ 2^a (f16, f16x2) (PTX ISA 7.0, sm_75)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 ex2_approx_f16x2(__half2 a) {
unsigned int d;
asm("ex2.approx.f16x2 %0, %1;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__half2>(d);
}
/// `tanh.approx.f16`: half-precision d ~ tanh(a) (f16, f16x2) (PTX ISA 7.0, sm_75)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half tanh_approx_f16(__half a) {
unsigned short d;
asm("tanh.approx.f16 %0, %1;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__half>(d);
}
/// `tanh.approx.f16x2`: half-precision d ~ tanh(a) (f16, f16x2) (PTX ISA 7.0, sm_75)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 tanh_approx_f16x2(__half2 a) {
unsigned int d;
asm("tanh.approx.f16x2 %0, %1;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__half2>(d);
}
/// `cvt.rn.f16.f32`: f32 to f16, round to nearest even (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half cvt_rn_f16_f32(float a) {
unsigned short d;
asm("cvt.rn.f16.f32 %0, %1;" : "=h"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<__half>(d);
}
/// `cvt.rn.satfinite.f16.f32`: f32 to f16, round to nearest even, saturated to the largest finite value (NaN stays NaN) (PTX ISA 8.1, sm_75)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half cvt_rn_satfinite_f16_f32(float a) {
unsigned short d;
asm("cvt.rn.satfinite.f16.f32 %0, %1;" : "=h"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<__half>(d);
}
/// `cvt.f32.f16`: f16 to f32 (exact) (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float cvt_f32_f16(__half a) {
float d;
asm("cvt.f32.f16 %0, %1;" : "=f"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<float>(d);
}
// -- sm_80 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
/// `fma.rn.bf16`: bfloat16 d = a * b + c, one rounding (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 fma_rn_bf16(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c) {
unsigned short d;
asm("fma.rn.bf16 %0, %1, %2, %3;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)), "h"(detail::bits_as<unsigned short>(c)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `fma.rn.bf16x2`: bfloat16 d = a * b + c, one rounding (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 fma_rn_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c) {
unsigned int d;
asm("fma.rn.bf16x2 %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(c)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `min.f16`: half-precision d = min(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half min_f16(__half a, __half b) {
unsigned short d;
asm("min.f16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__half>(d);
}
/// `min.bf16`: half-precision d = min(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 min_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
unsigned short d;
asm("min.bf16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `min.f16x2`: half-precision d = min(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 min_f16x2(__half2 a, __half2 b) {
unsigned int d;
asm("min.f16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__half2>(d);
}
/// `min.bf16x2`: half-precision d = min(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 min_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
unsigned int d;
asm("min.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `max.f16`: half-precision d = max(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half max_f16(__half a, __half b) {
unsigned short d;
asm("max.f16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__half>(d);
}
/// `max.bf16`: half-precision d = max(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 max_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
unsigned short d;
asm("max.bf16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `max.f16x2`: half-precision d = max(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 max_f16x2(__half2 a, __half2 b) {
unsigned int d;
asm("max.f16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__half2>(d);
}
/// `max.bf16x2`: half-precision d = max(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 max_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
unsigned int d;
asm("max.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `neg.bf16`: bfloat16 d = -a (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 neg_bf16(__nv_bfloat16 a) {
unsigned short d;
asm("neg.bf16 %0, %1;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `neg.bf16x2`: bfloat16 d = -a (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 neg_bf16x2(__nv_bfloat162 a) {
unsigned int d;
asm("neg.bf16x2 %0, %1;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `abs.bf16`: bfloat16 d = abs(a) (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 abs_bf16(__nv_bfloat16 a) {
unsigned short d;
asm("abs.bf16 %0, %1;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `abs.bf16x2`: bfloat16 d = abs(a) (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 abs_bf16x2(__nv_bfloat162 a) {
unsigned int d;
asm("abs.bf16x2 %0, %1;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `cvt.rn.relu.f16.f32`: f32 to f16, round to nearest even, negative results to 0 (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half cvt_rn_relu_f16_f32(float a) {
unsigned short d;
asm("cvt.rn.relu.f16.f32 %0, %1;" : "=h"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<__half>(d);
}
/// `cvt.rn.bf16.f32`: f32 to bf16, round to nearest even (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 cvt_rn_bf16_f32(float a) {
unsigned short d;
asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `cvt.rn.relu.bf16.f32`: f32 to bf16, round to nearest even, negative results to 0 (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 cvt_rn_relu_bf16_f32(float a) {
unsigned short d;
asm("cvt.rn.relu.bf16.f32 %0, %1;" : "=h"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `cvt.rn.satfinite.bf16.f32`: f32 to bf16, round to nearest even, saturated to the largest finite value (PTX ISA 8.1, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 cvt_rn_satfinite_bf16_f32(float a) {
unsigned short d;
asm("cvt.rn.satfinite.bf16.f32 %0, %1;" : "=h"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `cvt.f32.bf16`: bf16 to f32 (exact) (PTX ISA 7.1, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float cvt_f32_bf16(__nv_bfloat16 a) {
float d;
asm("cvt.f32.bf16 %0, %1;" : "=f"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<float>(d);
}
/// `cvt.rn.f16x2.f32`: two f32 to a f16x2 (the first source in the upper half), round to nearest even (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_f16x2_f32(float hi, float lo) {
unsigned int d;
asm("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__half2>(d);
}
/// `cvt.rn.relu.f16x2.f32`: two f32 to a f16x2 (first source upper), negative results to 0 (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_relu_f16x2_f32(float hi, float lo) {
unsigned int d;
asm("cvt.rn.relu.f16x2.f32 %0, %1, %2;" : "=r"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__half2>(d);
}
/// `cvt.rn.satfinite.f16x2.f32`: two f32 to a f16x2 (first source upper), saturated to the largest finite value (PTX ISA 8.1, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_satfinite_f16x2_f32(float hi, float lo) {
unsigned int d;
asm("cvt.rn.satfinite.f16x2.f32 %0, %1, %2;" : "=r"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__half2>(d);
}
/// `cvt.rn.bf16x2.f32`: two f32 to a bf16x2 (the first source in the upper half), round to nearest even (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 cvt_rn_bf16x2_f32(float hi, float lo) {
unsigned int d;
asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `cvt.rn.relu.bf16x2.f32`: two f32 to a bf16x2 (first source upper), negative results to 0 (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 cvt_rn_relu_bf16x2_f32(float hi, float lo) {
unsigned int d;
asm("cvt.rn.relu.bf16x2.f32 %0, %1, %2;" : "=r"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `cvt.rn.satfinite.bf16x2.f32`: two f32 to a bf16x2 (first source upper), saturated to the largest finite value (PTX ISA 8.1, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 cvt_rn_satfinite_bf16x2_f32(float hi, float lo) {
unsigned int d;
asm("cvt.rn.satfinite.bf16x2.f32 %0, %1, %2;" : "=r"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__nv_bfloat162>(d);
}
#else  // older than sm_80: the same names fail to compile, saying why
/// `fma.rn.bf16`: bfloat16 d = a * b + c, one rounding (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 fma_rn_bf16(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c) {
  static_assert(detail::always_false<TypedPtxArch>::value, "fma_rn_bf16: fma.rn.bf16 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `fma.rn.bf16x2`: bfloat16 d = a * b + c, one rounding (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 fma_rn_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c) {
  static_assert(detail::always_false<TypedPtxArch>::value, "fma_rn_bf16x2: fma.rn.bf16x2 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `min.f16`: half-precision d = min(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half min_f16(__half a, __half b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "min_f16: min.f16 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `min.bf16`: half-precision d = min(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 min_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "min_bf16: min.bf16 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `min.f16x2`: half-precision d = min(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 min_f16x2(__half2 a, __half2 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "min_f16x2: min.f16x2 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `min.bf16x2`: half-precision d = min(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 min_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "min_bf16x2: min.bf16x2 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `max.f16`: half-precision d = max(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half max_f16(__half a, __half b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "max_f16: max.f16 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `max.bf16`: half-precision d = max(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 max_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "max_bf16: max.bf16 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `max.f16x2`: half-precision d = max(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 max_f16x2(__half2 a, __half2 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "max_f16x2: max.f16x2 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `max.bf16x2`: half-precision d = max(a, b) (f16, bf16, f16x2, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 max_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "max_bf16x2: max.bf16x2 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `neg.bf16`: bfloat16 d = -a (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 neg_bf16(__nv_bfloat16 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "neg_bf16: neg.bf16 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `neg.bf16x2`: bfloat16 d = -a (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 neg_bf16x2(__nv_bfloat162 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "neg_bf16x2: neg.bf16x2 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `abs.bf16`: bfloat16 d = abs(a) (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 abs_bf16(__nv_bfloat16 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "abs_bf16: abs.bf16 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `abs.bf16x2`: bfloat16 d = abs(a) (bf16, bf16x2) (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 abs_bf16x2(__nv_bfloat162 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "abs_bf16x2: abs.bf16x2 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.relu.f16.f32`: f32 to f16, round to nearest even, negative results to 0 (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half cvt_rn_relu_f16_f32(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_relu_f16_f32: cvt.rn.relu.f16.f32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.bf16.f32`: f32 to bf16, round to nearest even (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 cvt_rn_bf16_f32(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_bf16_f32: cvt.rn.bf16.f32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.relu.bf16.f32`: f32 to bf16, round to nearest even, negative results to 0 (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 cvt_rn_relu_bf16_f32(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_relu_bf16_f32: cvt.rn.relu.bf16.f32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.satfinite.bf16.f32`: f32 to bf16, round to nearest even, saturated to the largest finite value (PTX ISA 8.1, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 cvt_rn_satfinite_bf16_f32(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_satfinite_bf16_f32: cvt.rn.satfinite.bf16.f32 needs sm_80 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.f32.bf16`: bf16 to f32 (exact) (PTX ISA 7.1, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float cvt_f32_bf16(__nv_bfloat16 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_f32_bf16: cvt.f32.bf16 needs sm_80 (PTX ISA 7.1); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.f16x2.f32`: two f32 to a f16x2 (the first source in the upper half), round to nearest even (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_f16x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_f16x2_f32: cvt.rn.f16x2.f32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.relu.f16x2.f32`: two f32 to a f16x2 (first source upper), negative results to 0 (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_relu_f16x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_relu_f16x2_f32: cvt.rn.relu.f16x2.f32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.satfinite.f16x2.f32`: two f32 to a f16x2 (first source upper), saturated to the largest finite value (PTX ISA 8.1, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_satfinite_f16x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_satfinite_f16x2_f32: cvt.rn.satfinite.f16x2.f32 needs sm_80 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.bf16x2.f32`: two f32 to a bf16x2 (the first source in the upper half), round to nearest even (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 cvt_rn_bf16x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_bf16x2_f32: cvt.rn.bf16x2.f32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.relu.bf16x2.f32`: two f32 to a bf16x2 (first source upper), negative results to 0 (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 cvt_rn_relu_bf16x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_relu_bf16x2_f32: cvt.rn.relu.bf16x2.f32 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.satfinite.bf16x2.f32`: two f32 to a bf16x2 (first source upper), saturated to the largest finite value (PTX ISA 8.1, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 cvt_rn_satfinite_bf16x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_satfinite_bf16x2_f32: cvt.rn.satfinite.bf16x2.f32 needs sm_80 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
#endif  // sm_80
// -- sm_89 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 890
/// `cvt.rn.satfinite.e4m3x2.f32`: two f32 to FP8 E4M3 (first source upper), saturated (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e4m3 cvt_rn_satfinite_e4m3x2_f32(float hi, float lo) {
unsigned short d;
asm("cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;" : "=h"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__nv_fp8x2_e4m3>(d);
}
/// `cvt.rn.satfinite.e5m2x2.f32`: two f32 to FP8 E5M2 (first source upper), saturated (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e5m2 cvt_rn_satfinite_e5m2x2_f32(float hi, float lo) {
unsigned short d;
asm("cvt.rn.satfinite.e5m2x2.f32 %0, %1, %2;" : "=h"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__nv_fp8x2_e5m2>(d);
}
/// `cvt.rn.satfinite.relu.e4m3x2.f32`: two f32 to FP8 E4M3 (first source upper), saturated, negative results to 0 (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e4m3 cvt_rn_satfinite_relu_e4m3x2_f32(float hi, float lo) {
unsigned short d;
asm("cvt.rn.satfinite.relu.e4m3x2.f32 %0, %1, %2;" : "=h"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__nv_fp8x2_e4m3>(d);
}
/// `cvt.rn.satfinite.relu.e5m2x2.f32`: two f32 to FP8 E5M2 (first source upper), saturated, negative results to 0 (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e5m2 cvt_rn_satfinite_relu_e5m2x2_f32(float hi, float lo) {
unsigned short d;
asm("cvt.rn.satfinite.relu.e5m2x2.f32 %0, %1, %2;" : "=h"(d) : "f"(detail::bits_as<float>(hi)), "f"(detail::bits_as<float>(lo)));
return detail::bits_as<__nv_fp8x2_e5m2>(d);
}
/// `cvt.rn.satfinite.e4m3x2.f16x2`: a f16x2 to FP8 E4M3 pairwise, saturated (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e4m3 cvt_rn_satfinite_e4m3x2_f16x2(__half2 a) {
unsigned short d;
asm("cvt.rn.satfinite.e4m3x2.f16x2 %0, %1;" : "=h"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__nv_fp8x2_e4m3>(d);
}
/// `cvt.rn.satfinite.e5m2x2.f16x2`: a f16x2 to FP8 E5M2 pairwise, saturated (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e5m2 cvt_rn_satfinite_e5m2x2_f16x2(__half2 a) {
unsigned short d;
asm("cvt.rn.satfinite.e5m2x2.f16x2 %0, %1;" : "=h"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__nv_fp8x2_e5m2>(d);
}
/// `cvt.rn.f16x2.e4m3x2`: FP8 E4M3 pair to a f16x2 (exact; sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_f16x2_e4m3x2(__nv_fp8x2_e4m3 a) {
unsigned int d;
asm("cvt.rn.f16x2.e4m3x2 %0, %1;" : "=r"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__half2>(d);
}
/// `cvt.rn.f16x2.e5m2x2`: FP8 E5M2 pair to a f16x2 (exact; sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_f16x2_e5m2x2(__nv_fp8x2_e5m2 a) {
unsigned int d;
asm("cvt.rn.f16x2.e5m2x2 %0, %1;" : "=r"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__half2>(d);
}
#else  // older than sm_89: the same names fail to compile, saying why
/// `cvt.rn.satfinite.e4m3x2.f32`: two f32 to FP8 E4M3 (first source upper), saturated (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e4m3 cvt_rn_satfinite_e4m3x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_satfinite_e4m3x2_f32: cvt.rn.satfinite.e4m3x2.f32 needs sm_89 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.satfinite.e5m2x2.f32`: two f32 to FP8 E5M2 (first source upper), saturated (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e5m2 cvt_rn_satfinite_e5m2x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_satfinite_e5m2x2_f32: cvt.rn.satfinite.e5m2x2.f32 needs sm_89 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.satfinite.relu.e4m3x2.f32`: two f32 to FP8 E4M3 (first source upper), saturated, negative results to 0 (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e4m3 cvt_rn_satfinite_relu_e4m3x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_satfinite_relu_e4m3x2_f32: cvt.rn.satfinite.relu.e4m3x2.f32 needs sm_89 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.satfinite.relu.e5m2x2.f32`: two f32 to FP8 E5M2 (first source upper), saturated, negative results to 0 (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e5m2 cvt_rn_satfinite_relu_e5m2x2_f32(float hi, float lo) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_satfinite_relu_e5m2x2_f32: cvt.rn.satfinite.relu.e5m2x2.f32 needs sm_89 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.satfinite.e4m3x2.f16x2`: a f16x2 to FP8 E4M3 pairwise, saturated (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e4m3 cvt_rn_satfinite_e4m3x2_f16x2(__half2 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_satfinite_e4m3x2_f16x2: cvt.rn.satfinite.e4m3x2.f16x2 needs sm_89 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.satfinite.e5m2x2.f16x2`: a f16x2 to FP8 E5M2 pairwise, saturated (sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_fp8x2_e5m2 cvt_rn_satfinite_e5m2x2_f16x2(__half2 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_satfinite_e5m2x2_f16x2: cvt.rn.satfinite.e5m2x2.f16x2 needs sm_89 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.f16x2.e4m3x2`: FP8 E4M3 pair to a f16x2 (exact; sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_f16x2_e4m3x2(__nv_fp8x2_e4m3 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_f16x2_e4m3x2: cvt.rn.f16x2.e4m3x2 needs sm_89 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `cvt.rn.f16x2.e5m2x2`: FP8 E5M2 pair to a f16x2 (exact; sm_89 needs ISA 8.1) (PTX ISA 7.8; 8.1 on sm_89, sm_89)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __half2 cvt_rn_f16x2_e5m2x2(__nv_fp8x2_e5m2 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cvt_rn_f16x2_e5m2x2: cvt.rn.f16x2.e5m2x2 needs sm_89 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
#endif  // sm_89
// -- sm_90 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
/// `add.bf16`: bfloat16 d = a + b (bf16, bf16x2), round to nearest even (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 add_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
unsigned short d;
asm("add.bf16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `add.bf16x2`: bfloat16 d = a + b (bf16, bf16x2), round to nearest even (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 add_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
unsigned int d;
asm("add.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `sub.bf16`: bfloat16 d = a - b (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 sub_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
unsigned short d;
asm("sub.bf16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `sub.bf16x2`: bfloat16 d = a - b (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 sub_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
unsigned int d;
asm("sub.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `mul.bf16`: bfloat16 d = a * b (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 mul_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
unsigned short d;
asm("mul.bf16 %0, %1, %2;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)), "h"(detail::bits_as<unsigned short>(b)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `mul.bf16x2`: bfloat16 d = a * b (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 mul_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
unsigned int d;
asm("mul.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `ex2.approx.ftz.bf16`: bfloat16 d ~ 2^a, subnormals flushed to zero (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 ex2_approx_ftz_bf16(__nv_bfloat16 a) {
unsigned short d;
asm("ex2.approx.ftz.bf16 %0, %1;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `ex2.approx.ftz.bf16x2`: bfloat16 d ~ 2^a, subnormals flushed to zero (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 ex2_approx_ftz_bf16x2(__nv_bfloat162 a) {
unsigned int d;
asm("ex2.approx.ftz.bf16x2 %0, %1;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__nv_bfloat162>(d);
}
/// `tanh.approx.bf16`: bfloat16 d ~ tanh(a) (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 tanh_approx_bf16(__nv_bfloat16 a) {
unsigned short d;
asm("tanh.approx.bf16 %0, %1;" : "=h"(d) : "h"(detail::bits_as<unsigned short>(a)));
return detail::bits_as<__nv_bfloat16>(d);
}
/// `tanh.approx.bf16x2`: bfloat16 d ~ tanh(a) (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 tanh_approx_bf16x2(__nv_bfloat162 a) {
unsigned int d;
asm("tanh.approx.bf16x2 %0, %1;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<__nv_bfloat162>(d);
}
#else  // older than sm_90: the same names fail to compile, saying why
/// `add.bf16`: bfloat16 d = a + b (bf16, bf16x2), round to nearest even (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 add_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "add_bf16: add.bf16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `add.bf16x2`: bfloat16 d = a + b (bf16, bf16x2), round to nearest even (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 add_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "add_bf16x2: add.bf16x2 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `sub.bf16`: bfloat16 d = a - b (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 sub_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "sub_bf16: sub.bf16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `sub.bf16x2`: bfloat16 d = a - b (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 sub_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "sub_bf16x2: sub.bf16x2 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `mul.bf16`: bfloat16 d = a * b (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 mul_bf16(__nv_bfloat16 a, __nv_bfloat16 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mul_bf16: mul.bf16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `mul.bf16x2`: bfloat16 d = a * b (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 mul_bf16x2(__nv_bfloat162 a, __nv_bfloat162 b) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mul_bf16x2: mul.bf16x2 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `ex2.approx.ftz.bf16`: bfloat16 d ~ 2^a, subnormals flushed to zero (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 ex2_approx_ftz_bf16(__nv_bfloat16 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "ex2_approx_ftz_bf16: ex2.approx.ftz.bf16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `ex2.approx.ftz.bf16x2`: bfloat16 d ~ 2^a, subnormals flushed to zero (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 ex2_approx_ftz_bf16x2(__nv_bfloat162 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "ex2_approx_ftz_bf16x2: ex2.approx.ftz.bf16x2 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `tanh.approx.bf16`: bfloat16 d ~ tanh(a) (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat16 tanh_approx_bf16(__nv_bfloat16 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tanh_approx_bf16: tanh.approx.bf16 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `tanh.approx.bf16x2`: bfloat16 d ~ tanh(a) (bf16, bf16x2) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE __nv_bfloat162 tanh_approx_bf16x2(__nv_bfloat162 a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tanh_approx_bf16x2: tanh.approx.bf16x2 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
#endif  // sm_90

}  // namespace typed_ptx

#endif  // TYPED_PTX_HALF_CUH
