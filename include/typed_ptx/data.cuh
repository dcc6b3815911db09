// @generated from ptx-isa/src/lib.rs by `cargo xtask codegen`; do not edit
// typed_ptx/data.cuh: Data movement (the namespace-scope wrappers of the table's
// Data rows). Part of typed_ptx.cuh; self-contained (it includes core.cuh).
#ifndef TYPED_PTX_DATA_CUH
#define TYPED_PTX_DATA_CUH

#include "core.cuh"

namespace typed_ptx {

// ---- Data movement: namespace-scope wrappers --------------------------------------

/// `prmt.b32`: d = bytes of {b, a} picked by the selector c: byte i of d is the byte of {b, a} (a is bytes 0-3) that nibble i of c names (bit 3 of the nibble replicates that byte's sign); 0x5410 takes the low halves of a and b, 0x7632 the high (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int prmt_b32(unsigned int a, unsigned int b, unsigned int sel) {
unsigned int d;
asm("prmt.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(sel)));
return detail::bits_as<unsigned int>(d);
}
/// `prmt.b32.f4e`: d = bytes of {b, a} picked by a mode (.f4e .b4e .rc8 .ecl .ecr .rc16) from the byte that the low two bits of c name (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int prmt_b32_f4e(unsigned int a, unsigned int b, unsigned int sel) {
unsigned int d;
asm("prmt.b32.f4e %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(sel)));
return detail::bits_as<unsigned int>(d);
}
/// `prmt.b32.b4e`: d = bytes of {b, a} picked by a mode (.f4e .b4e .rc8 .ecl .ecr .rc16) from the byte that the low two bits of c name (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int prmt_b32_b4e(unsigned int a, unsigned int b, unsigned int sel) {
unsigned int d;
asm("prmt.b32.b4e %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(sel)));
return detail::bits_as<unsigned int>(d);
}
/// `prmt.b32.rc8`: d = bytes of {b, a} picked by a mode (.f4e .b4e .rc8 .ecl .ecr .rc16) from the byte that the low two bits of c name (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int prmt_b32_rc8(unsigned int a, unsigned int b, unsigned int sel) {
unsigned int d;
asm("prmt.b32.rc8 %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(sel)));
return detail::bits_as<unsigned int>(d);
}
/// `prmt.b32.ecl`: d = bytes of {b, a} picked by a mode (.f4e .b4e .rc8 .ecl .ecr .rc16) from the byte that the low two bits of c name (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int prmt_b32_ecl(unsigned int a, unsigned int b, unsigned int sel) {
unsigned int d;
asm("prmt.b32.ecl %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(sel)));
return detail::bits_as<unsigned int>(d);
}
/// `prmt.b32.ecr`: d = bytes of {b, a} picked by a mode (.f4e .b4e .rc8 .ecl .ecr .rc16) from the byte that the low two bits of c name (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int prmt_b32_ecr(unsigned int a, unsigned int b, unsigned int sel) {
unsigned int d;
asm("prmt.b32.ecr %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(sel)));
return detail::bits_as<unsigned int>(d);
}
/// `prmt.b32.rc16`: d = bytes of {b, a} picked by a mode (.f4e .b4e .rc8 .ecl .ecr .rc16) from the byte that the low two bits of c name (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int prmt_b32_rc16(unsigned int a, unsigned int b, unsigned int sel) {
unsigned int d;
asm("prmt.b32.rc16 %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(sel)));
return detail::bits_as<unsigned int>(d);
}
// -- sm_80 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
/// `createpolicy.fractional.L2::evict_last.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_last_b64(float a) {
unsigned long long d;
asm("createpolicy.fractional.L2::evict_last.b64 %0, %1;" : "=l"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<cache_policy>(d);
}
/// `createpolicy.fractional.L2::evict_last.L2::evict_first.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_last_L2_evict_first_b64(float a) {
unsigned long long d;
asm("createpolicy.fractional.L2::evict_last.L2::evict_first.b64 %0, %1;" : "=l"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<cache_policy>(d);
}
/// `createpolicy.fractional.L2::evict_last.L2::evict_unchanged.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_last_L2_evict_unchanged_b64(float a) {
unsigned long long d;
asm("createpolicy.fractional.L2::evict_last.L2::evict_unchanged.b64 %0, %1;" : "=l"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<cache_policy>(d);
}
/// `createpolicy.fractional.L2::evict_normal.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_normal_b64(float a) {
unsigned long long d;
asm("createpolicy.fractional.L2::evict_normal.b64 %0, %1;" : "=l"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<cache_policy>(d);
}
/// `createpolicy.fractional.L2::evict_normal.L2::evict_first.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_normal_L2_evict_first_b64(float a) {
unsigned long long d;
asm("createpolicy.fractional.L2::evict_normal.L2::evict_first.b64 %0, %1;" : "=l"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<cache_policy>(d);
}
/// `createpolicy.fractional.L2::evict_normal.L2::evict_unchanged.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_normal_L2_evict_unchanged_b64(float a) {
unsigned long long d;
asm("createpolicy.fractional.L2::evict_normal.L2::evict_unchanged.b64 %0, %1;" : "=l"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<cache_policy>(d);
}
/// `createpolicy.fractional.L2::evict_first.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_first_b64(float a) {
unsigned long long d;
asm("createpolicy.fractional.L2::evict_first.b64 %0, %1;" : "=l"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<cache_policy>(d);
}
/// `createpolicy.fractional.L2::evict_first.L2::evict_first.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_first_L2_evict_first_b64(float a) {
unsigned long long d;
asm("createpolicy.fractional.L2::evict_first.L2::evict_first.b64 %0, %1;" : "=l"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<cache_policy>(d);
}
/// `createpolicy.fractional.L2::evict_first.L2::evict_unchanged.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_first_L2_evict_unchanged_b64(float a) {
unsigned long long d;
asm("createpolicy.fractional.L2::evict_first.L2::evict_unchanged.b64 %0, %1;" : "=l"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<cache_policy>(d);
}
/// `createpolicy.fractional.L2::evict_unchanged.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_unchanged_b64(float a) {
unsigned long long d;
asm("createpolicy.fractional.L2::evict_unchanged.b64 %0, %1;" : "=l"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<cache_policy>(d);
}
/// `createpolicy.fractional.L2::evict_unchanged.L2::evict_first.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_unchanged_L2_evict_first_b64(float a) {
unsigned long long d;
asm("createpolicy.fractional.L2::evict_unchanged.L2::evict_first.b64 %0, %1;" : "=l"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<cache_policy>(d);
}
/// `createpolicy.fractional.L2::evict_unchanged.L2::evict_unchanged.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_unchanged_L2_evict_unchanged_b64(float a) {
unsigned long long d;
asm("createpolicy.fractional.L2::evict_unchanged.L2::evict_unchanged.b64 %0, %1;" : "=l"(d) : "f"(detail::bits_as<float>(a)));
return detail::bits_as<cache_policy>(d);
}
#else  // older than sm_80: the same names fail to compile, saying why
/// `createpolicy.fractional.L2::evict_last.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_last_b64(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "createpolicy_fractional_L2_evict_last_b64: createpolicy.fractional.L2::evict_last.b64 needs sm_80 (PTX ISA 7.4); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `createpolicy.fractional.L2::evict_last.L2::evict_first.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_last_L2_evict_first_b64(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "createpolicy_fractional_L2_evict_last_L2_evict_first_b64: createpolicy.fractional.L2::evict_last.L2::evict_first.b64 needs sm_80 (PTX ISA 7.4); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `createpolicy.fractional.L2::evict_last.L2::evict_unchanged.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_last_L2_evict_unchanged_b64(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "createpolicy_fractional_L2_evict_last_L2_evict_unchanged_b64: createpolicy.fractional.L2::evict_last.L2::evict_unchanged.b64 needs sm_80 (PTX ISA 7.4); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `createpolicy.fractional.L2::evict_normal.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_normal_b64(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "createpolicy_fractional_L2_evict_normal_b64: createpolicy.fractional.L2::evict_normal.b64 needs sm_80 (PTX ISA 7.4); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `createpolicy.fractional.L2::evict_normal.L2::evict_first.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_normal_L2_evict_first_b64(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "createpolicy_fractional_L2_evict_normal_L2_evict_first_b64: createpolicy.fractional.L2::evict_normal.L2::evict_first.b64 needs sm_80 (PTX ISA 7.4); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `createpolicy.fractional.L2::evict_normal.L2::evict_unchanged.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_normal_L2_evict_unchanged_b64(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "createpolicy_fractional_L2_evict_normal_L2_evict_unchanged_b64: createpolicy.fractional.L2::evict_normal.L2::evict_unchanged.b64 needs sm_80 (PTX ISA 7.4); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `createpolicy.fractional.L2::evict_first.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_first_b64(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "createpolicy_fractional_L2_evict_first_b64: createpolicy.fractional.L2::evict_first.b64 needs sm_80 (PTX ISA 7.4); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `createpolicy.fractional.L2::evict_first.L2::evict_first.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_first_L2_evict_first_b64(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "createpolicy_fractional_L2_evict_first_L2_evict_first_b64: createpolicy.fractional.L2::evict_first.L2::evict_first.b64 needs sm_80 (PTX ISA 7.4); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `createpolicy.fractional.L2::evict_first.L2::evict_unchanged.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_first_L2_evict_unchanged_b64(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "createpolicy_fractional_L2_evict_first_L2_evict_unchanged_b64: createpolicy.fractional.L2::evict_first.L2::evict_unchanged.b64 needs sm_80 (PTX ISA 7.4); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `createpolicy.fractional.L2::evict_unchanged.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_unchanged_b64(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "createpolicy_fractional_L2_evict_unchanged_b64: createpolicy.fractional.L2::evict_unchanged.b64 needs sm_80 (PTX ISA 7.4); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `createpolicy.fractional.L2::evict_unchanged.L2::evict_first.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_unchanged_L2_evict_first_b64(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "createpolicy_fractional_L2_evict_unchanged_L2_evict_first_b64: createpolicy.fractional.L2::evict_unchanged.L2::evict_first.b64 needs sm_80 (PTX ISA 7.4); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `createpolicy.fractional.L2::evict_unchanged.L2::evict_unchanged.b64`: d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out) (PTX ISA 7.4, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE cache_policy createpolicy_fractional_L2_evict_unchanged_L2_evict_unchanged_b64(float a) {
  static_assert(detail::always_false<TypedPtxArch>::value, "createpolicy_fractional_L2_evict_unchanged_L2_evict_unchanged_b64: createpolicy.fractional.L2::evict_unchanged.L2::evict_unchanged.b64 needs sm_80 (PTX ISA 7.4); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
#endif  // sm_80

}  // namespace typed_ptx

#endif  // TYPED_PTX_DATA_CUH
