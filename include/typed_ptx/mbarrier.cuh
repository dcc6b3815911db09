// @generated from ptx-isa/src/lib.rs by `cargo xtask codegen`; do not edit
// typed_ptx/mbarrier.cuh: mbarrier (the namespace-scope wrappers of the table's
// Mbarrier rows). Part of typed_ptx.cuh; self-contained (it includes core.cuh).
#ifndef TYPED_PTX_MBARRIER_CUH
#define TYPED_PTX_MBARRIER_CUH

#include "core.cuh"

namespace typed_ptx {

// ---- mbarrier: namespace-scope wrappers -------------------------------------------

// -- sm_80 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
/// `mbarrier.pending_count.b64`: d = the pending arrival count in a state token (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int mbar_token_pending_count(mbar_token token) {
detail::u32 d;
asm("mbarrier.pending_count.b64 %0, %1;" : "=r"(d) : "l"(token.raw()));
return d;
}
#else  // older than sm_80: the same names fail to compile, saying why
/// `mbarrier.pending_count.b64`: d = the pending arrival count in a state token (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int mbar_token_pending_count(mbar_token token) {
  static_assert(detail::always_false<TypedPtxArch>::value, "mbar_token_pending_count: mbarrier.pending_count.b64 needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
#endif  // sm_80

}  // namespace typed_ptx

#endif  // TYPED_PTX_MBARRIER_CUH
