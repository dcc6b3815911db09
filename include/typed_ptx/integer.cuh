// @generated from ptx-isa/src/lib.rs by `cargo xtask codegen`; do not edit
// typed_ptx/integer.cuh: Integer arithmetic (the namespace-scope wrappers of the table's
// Integer rows). Part of typed_ptx.cuh; self-contained (it includes core.cuh).
#ifndef TYPED_PTX_INTEGER_CUH
#define TYPED_PTX_INTEGER_CUH

#include "core.cuh"

namespace typed_ptx {

// ---- Integer arithmetic: namespace-scope wrappers ---------------------------------

/// `bfe.u32`: d = the len-bit field of a at bit pos (zero- or sign-extended; only the low 8 bits of a register pos or len count, but keep them below 256 for 64-bit types: an H100 does not reduce them, tests/gpu_half.rs) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int bfe_u32(unsigned int a, unsigned int pos, unsigned int len) {
unsigned int d;
asm("bfe.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(pos)), "r"(detail::bits_as<unsigned int>(len)));
return detail::bits_as<unsigned int>(d);
}
/// `bfe.s32`: d = the len-bit field of a at bit pos (zero- or sign-extended; only the low 8 bits of a register pos or len count, but keep them below 256 for 64-bit types: an H100 does not reduce them, tests/gpu_half.rs) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE int bfe_s32(int a, unsigned int pos, unsigned int len) {
int d;
asm("bfe.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(detail::bits_as<int>(a)), "r"(detail::bits_as<unsigned int>(pos)), "r"(detail::bits_as<unsigned int>(len)));
return detail::bits_as<int>(d);
}
/// `bfe.u64`: d = the len-bit field of a at bit pos (zero- or sign-extended; only the low 8 bits of a register pos or len count, but keep them below 256 for 64-bit types: an H100 does not reduce them, tests/gpu_half.rs) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned long long bfe_u64(unsigned long long a, unsigned int pos, unsigned int len) {
unsigned long long d;
asm("bfe.u64 %0, %1, %2, %3;" : "=l"(d) : "l"(detail::bits_as<unsigned long long>(a)), "r"(detail::bits_as<unsigned int>(pos)), "r"(detail::bits_as<unsigned int>(len)));
return detail::bits_as<unsigned long long>(d);
}
/// `bfe.s64`: d = the len-bit field of a at bit pos (zero- or sign-extended; only the low 8 bits of a register pos or len count, but keep them below 256 for 64-bit types: an H100 does not reduce them, tests/gpu_half.rs) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE long long bfe_s64(long long a, unsigned int pos, unsigned int len) {
long long d;
asm("bfe.s64 %0, %1, %2, %3;" : "=l"(d) : "l"(detail::bits_as<long long>(a)), "r"(detail::bits_as<unsigned int>(pos)), "r"(detail::bits_as<unsigned int>(len)));
return detail::bits_as<long long>(d);
}
/// `bfi.b32`: d = b with its len-bit field at bit pos replaced by the low bits of a (register pos and len below 256 for 64-bit types, as for bfe) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int bfi_b32(unsigned int a, unsigned int b, unsigned int pos, unsigned int len) {
unsigned int d;
asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(pos)), "r"(detail::bits_as<unsigned int>(len)));
return detail::bits_as<unsigned int>(d);
}
/// `bfi.b64`: d = b with its len-bit field at bit pos replaced by the low bits of a (register pos and len below 256 for 64-bit types, as for bfe) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned long long bfi_b64(unsigned long long a, unsigned long long b, unsigned int pos, unsigned int len) {
unsigned long long d;
asm("bfi.b64 %0, %1, %2, %3, %4;" : "=l"(d) : "l"(detail::bits_as<unsigned long long>(a)), "l"(detail::bits_as<unsigned long long>(b)), "r"(detail::bits_as<unsigned int>(pos)), "r"(detail::bits_as<unsigned int>(len)));
return detail::bits_as<unsigned long long>(d);
}
/// `bfi.b64`: d = b with its len-bit field at bit pos replaced by the low bits of a (register pos and len below 256 for 64-bit types, as for bfe) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE long long bfi_b64(long long a, long long b, unsigned int pos, unsigned int len) {
long long d;
asm("bfi.b64 %0, %1, %2, %3, %4;" : "=l"(d) : "l"(detail::bits_as<long long>(a)), "l"(detail::bits_as<long long>(b)), "r"(detail::bits_as<unsigned int>(pos)), "r"(detail::bits_as<unsigned int>(len)));
return detail::bits_as<long long>(d);
}
/// `bfind.u32`: d = the bit position of the most significant non-sign bit of a (0xffffffff if there is none); .shiftamt: the left shift that moves it to the top instead (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int bfind_u32(unsigned int a) {
unsigned int d;
asm("bfind.u32 %0, %1;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<unsigned int>(d);
}
/// `bfind.s32`: d = the bit position of the most significant non-sign bit of a (0xffffffff if there is none); .shiftamt: the left shift that moves it to the top instead (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int bfind_s32(int a) {
unsigned int d;
asm("bfind.s32 %0, %1;" : "=r"(d) : "r"(detail::bits_as<int>(a)));
return detail::bits_as<unsigned int>(d);
}
/// `bfind.u64`: d = the bit position of the most significant non-sign bit of a (0xffffffff if there is none); .shiftamt: the left shift that moves it to the top instead (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int bfind_u64(unsigned long long a) {
unsigned int d;
asm("bfind.u64 %0, %1;" : "=r"(d) : "l"(detail::bits_as<unsigned long long>(a)));
return detail::bits_as<unsigned int>(d);
}
/// `bfind.s64`: d = the bit position of the most significant non-sign bit of a (0xffffffff if there is none); .shiftamt: the left shift that moves it to the top instead (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int bfind_s64(long long a) {
unsigned int d;
asm("bfind.s64 %0, %1;" : "=r"(d) : "l"(detail::bits_as<long long>(a)));
return detail::bits_as<unsigned int>(d);
}
/// `bfind.shiftamt.u32`: d = the bit position of the most significant non-sign bit of a (0xffffffff if there is none); .shiftamt: the left shift that moves it to the top instead (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int bfind_shiftamt_u32(unsigned int a) {
unsigned int d;
asm("bfind.shiftamt.u32 %0, %1;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)));
return detail::bits_as<unsigned int>(d);
}
/// `bfind.shiftamt.s32`: d = the bit position of the most significant non-sign bit of a (0xffffffff if there is none); .shiftamt: the left shift that moves it to the top instead (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int bfind_shiftamt_s32(int a) {
unsigned int d;
asm("bfind.shiftamt.s32 %0, %1;" : "=r"(d) : "r"(detail::bits_as<int>(a)));
return detail::bits_as<unsigned int>(d);
}
/// `bfind.shiftamt.u64`: d = the bit position of the most significant non-sign bit of a (0xffffffff if there is none); .shiftamt: the left shift that moves it to the top instead (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int bfind_shiftamt_u64(unsigned long long a) {
unsigned int d;
asm("bfind.shiftamt.u64 %0, %1;" : "=r"(d) : "l"(detail::bits_as<unsigned long long>(a)));
return detail::bits_as<unsigned int>(d);
}
/// `bfind.shiftamt.s64`: d = the bit position of the most significant non-sign bit of a (0xffffffff if there is none); .shiftamt: the left shift that moves it to the top instead (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int bfind_shiftamt_s64(long long a) {
unsigned int d;
asm("bfind.shiftamt.s64 %0, %1;" : "=r"(d) : "l"(detail::bits_as<long long>(a)));
return detail::bits_as<unsigned int>(d);
}
/// `bmsk.clamp.b32`: d = a mask of b one bits from bit a (.clamp: a and b clamped to 32; .wrap: taken modulo 32) (PTX ISA 7.6, sm_70)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int bmsk_clamp_b32(unsigned int a, unsigned int b) {
unsigned int d;
asm("bmsk.clamp.b32 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<unsigned int>(d);
}
/// `bmsk.wrap.b32`: d = a mask of b one bits from bit a (.clamp: a and b clamped to 32; .wrap: taken modulo 32) (PTX ISA 7.6, sm_70)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int bmsk_wrap_b32(unsigned int a, unsigned int b) {
unsigned int d;
asm("bmsk.wrap.b32 %0, %1, %2;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)));
return detail::bits_as<unsigned int>(d);
}

}  // namespace typed_ptx

#endif  // TYPED_PTX_INTEGER_CUH
