// @generated from ptx-isa/src/lib.rs by `cargo xtask codegen`; do not edit
// typed_ptx/control.cuh: Control flow (the namespace-scope wrappers of the table's
// Control rows). Part of typed_ptx.cuh; self-contained (it includes core.cuh).
#ifndef TYPED_PTX_CONTROL_CUH
#define TYPED_PTX_CONTROL_CUH

#include "core.cuh"

namespace typed_ptx {

// ---- Control flow: namespace-scope wrappers ---------------------------------------

/// `trap`: abort the kernel: the launch fails with an error (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void trap() {
asm volatile("trap;" ::: "memory");
}
/// `nanosleep.u32`: suspend the thread for about t nanoseconds (the hardware takes 0 to 2t; at most 1 ms) (PTX ISA 6.3, sm_70)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void nanosleep_u32(unsigned int a) {
asm volatile("nanosleep.u32 %0;" :: "r"(detail::bits_as<unsigned int>(a)) : "memory");
}

}  // namespace typed_ptx

#endif  // TYPED_PTX_CONTROL_CUH
