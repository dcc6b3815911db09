// @generated from ptx-isa/src/lib.rs by `cargo xtask codegen`; do not edit
// typed_ptx/float.cuh: Floating-point arithmetic (the namespace-scope wrappers of the table's
// Float rows). Part of typed_ptx.cuh; self-contained (it includes core.cuh).
#ifndef TYPED_PTX_FLOAT_CUH
#define TYPED_PTX_FLOAT_CUH

#include "core.cuh"

namespace typed_ptx {

// ---- Floating-point arithmetic: namespace-scope wrappers --------------------------

/// `tanh.approx.f32`: d ~ tanh(a) (PTX ISA 7.0, sm_75)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float tanh_approx_f32(float a) {
float d;
asm("tanh.approx.f32 %0, %1;" : "=f"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<float>(d);
}
/// `ex2.approx.ftz.f32`: d ~ 2^a, subnormals flushed to zero (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float ex2_approx_ftz_f32(float a) {
float d;
asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<float>(d);
}
/// `rcp.approx.f32`: d ~ 1 / a (fast) (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float rcp_approx_f32(float a) {
float d;
asm("rcp.approx.f32 %0, %1;" : "=f"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<float>(d);
}
/// `rcp.approx.ftz.f32`: d ~ 1 / a (fast), subnormals flushed to zero (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float rcp_approx_ftz_f32(float a) {
float d;
asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<float>(d);
}
/// `rsqrt.approx.f32`: d ~ 1 / sqrt(a) (fast; the root of a row norm) (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float rsqrt_approx_f32(float a) {
float d;
asm("rsqrt.approx.f32 %0, %1;" : "=f"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<float>(d);
}
/// `rsqrt.approx.ftz.f32`: d ~ 1 / sqrt(a) (fast), subnormals flushed to zero (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float rsqrt_approx_ftz_f32(float a) {
float d;
asm("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<float>(d);
}
/// `add.ftz.f32`: d = a + b, subnormals flushed to zero (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float add_ftz_f32(float a, float b) {
float d;
asm("add.ftz.f32 %0, %1, %2;" : "=f"(d) : "f"(detail::bits_as<float>(a)), "f"(detail::bits_as<float>(b)));
return detail::bits_as<float>(d);
}
/// `sub.ftz.f32`: d = a - b, subnormals flushed to zero (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float sub_ftz_f32(float a, float b) {
float d;
asm("sub.ftz.f32 %0, %1, %2;" : "=f"(d) : "f"(detail::bits_as<float>(a)), "f"(detail::bits_as<float>(b)));
return detail::bits_as<float>(d);
}
/// `mul.ftz.f32`: d = a * b, subnormals flushed to zero (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float mul_ftz_f32(float a, float b) {
float d;
asm("mul.ftz.f32 %0, %1, %2;" : "=f"(d) : "f"(detail::bits_as<float>(a)), "f"(detail::bits_as<float>(b)));
return detail::bits_as<float>(d);
}
/// `fma.rn.ftz.f32`: d = a * b + c, one rounding, subnormals flushed to zero (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE float fma_rn_ftz_f32(float a, float b, float c) {
float d;
asm("fma.rn.ftz.f32 %0, %1, %2, %3;" : "=f"(d) : "f"(detail::bits_as<float>(a)), "f"(detail::bits_as<float>(b)), "f"(detail::bits_as<float>(c)));
return detail::bits_as<float>(d);
}

}  // namespace typed_ptx

#endif  // TYPED_PTX_FLOAT_CUH
