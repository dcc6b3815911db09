// @generated from ptx-isa/src/lib.rs by `cargo xtask codegen`; do not edit
// typed_ptx/logic.cuh: Logic and shift (the namespace-scope wrappers of the table's
// Logic rows). Part of typed_ptx.cuh; self-contained (it includes core.cuh).
#ifndef TYPED_PTX_LOGIC_CUH
#define TYPED_PTX_LOGIC_CUH

#include "core.cuh"

namespace typed_ptx {

// ---- Logic and shift: namespace-scope wrappers ------------------------------------

/// `lop3.b32`: d = any function of a, b, c given by its truth table (an 8-bit immediate) (PTX ISA 4.3, sm_50)
template <int N, class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int lop3_b32(unsigned int a, unsigned int b, unsigned int c) {
static_assert(N >= 0 && N <= 255, "lop3_b32: lop3.b32 takes N in 0..=255");
unsigned int d;
asm("lop3.b32 %0, %1, %2, %3, %4;" : "=r"(d) : "r"(detail::bits_as<unsigned int>(a)), "r"(detail::bits_as<unsigned int>(b)), "r"(detail::bits_as<unsigned int>(c)), "n"(N));
return detail::bits_as<unsigned int>(d);
}

}  // namespace typed_ptx

#endif  // TYPED_PTX_LOGIC_CUH
