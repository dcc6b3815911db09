// @generated from ptx-isa/src/lib.rs by `cargo xtask codegen`; do not edit
// typed_ptx.cuh: typed PTX for CUDA C++ (C++17, nvcc). Reference: docs/cuda-cpp.md.
//
// The state space of every address is part of its C++ type:
//
//   global_ptr<T>                            .global, 64-bit ("l")
//   shared_addr64<T>, shared_addr32<T>       .shared (::cta), 64- or 32-bit ("l"/"r")
//   shared_cluster_addr64/32<T>              .shared::cluster (sm_90)
//   local_addr64/32<T>, const_addr64/32<T>   .local, .const
//   generic_ptr<T, Origin>                   generic, remembering where it came from:
//                                            from_global, from_shared, from_shared_cluster,
//                                            from_local, from_const, from_unknown
//                                            (.global or .shared: atomics allowed) or
//                                            from_unknown_rw (may be .local: no atomics)
//
// There are no implicit conversions between them (a converting constructor exists only to
// fail with a message), but one: a generic pointer may forget its origin (also with
// forget_origin()), keeping what the origin allowed: .const stays read-only (const T), .local
// becomes from_unknown_rw (no atom/red), a .cast<U>() keeps const. A space changes only through cvta: cvta_<space>_to_generic, and
// cvta_generic_to_<space> back to the space the pointer came from; a pointer of unknown
// origin goes through try_cvta_generic_to_<space> (isspacep-checked) or the visibly
// unchecked cvta_generic_to_<space>_unchecked. Only .shared, .local and .const addresses
// have a 32-bit form (to_addr32 / to_addr64). ld/st/atom_*/red_*/cp_async_* take only
// the spaces PTX defines them for. A typed address of T is aligned to alignof(T), as a
// C++ T* is: cp.async of N bytes needs addresses of types aligned to N. Wrappers of
// instructions that need a newer sm than __CUDA_ARCH__ are stubs whose static_assert says
// which sm.
//
// Zero cost: conversions are CUDA's intrinsics or plain C++, and ld/st of .global, .shared,
// .local, .const and generic addresses are C++ accesses that nvcc folds and vectorizes
// (ld of a shared_addr32<float4> is ld.shared.v4.f32); ld/st are ordinary accesses, not
// volatile ones: order them with bar_sync, fences or atomics.
//
// Names: operations on typed addresses (ld, st, atom_*, red_*, cvta_*, to_addr32, mapa ...)
// are found from their argument (call them unqualified); using namespace typed_ptx brings in
// none of them. Everything at namespace scope is a function template with a long name.
//
// Values: the half-precision, bfloat16 and FP8 instructions, the f32 .ftz/.approx forms and
// the bit instructions are functions named after their PTX (add_bf16x2, fma_rn_f16x2,
// cvt_rn_relu_bf16x2_f32(hi, lo), cvt_rn_satfinite_e4m3x2_f32, lop3_b32<Lut>, prmt_b32_f4e,
// bfe_u32 ...) over CUDA's own __half, __half2, __nv_bfloat16(2) and __nv_fp8x2_* types.
//
// Where addresses come from (the trust boundaries, each explicit):
//   from_ptr(p)              a C++ pointer, origin unknown, read-only (generic_ptr<const T>:
//                            it may point to .const or .local data); to_ptr(a) is the way back
//   from_ptr_unchecked(p)    UNCHECKED: the same, writable and atomic-capable (generic_ptr<T>);
//                            the caller claims p points into .global or .shared
//   kernel_param(p)          a kernel parameter declared global_param<T> (the host passes a
//                            T*; device code cannot make one), as .global (cvta.to.global)
//   kernel_param_unchecked(p)   UNCHECKED: any C++ pointer, claimed to point into .global
//   dynamic_shared<T>()      extern __shared__ memory: a shared_span<T, 0, 16>
//   TYPED_PTX_SHARED_ARRAY(name, T, N, A)   in a function: a __shared__ array, A-byte aligned;
//                            name is a shared_array<T, N, A> (a shared_span)
//   shared_view_unchecked(arr)   UNCHECKED: a T arr[N] claimed __shared__ (a shared_span)
//   TYPED_PTX_GLOBAL_ARRAY(name, T, N)   a __device__ global_array; .generic(i) is from_global
//   TYPED_PTX_CONST_ARRAY(name, T, N)    a __constant__ const_array; .generic(i) is from_const
//   TYPED_PTX_LOCAL_ARRAY(name, T, N)    a local local_array; .generic(i) is from_local
// The space of an array comes from where it is declared, and C++ types cannot see a
// __device__, __constant__ or __shared__ (nor a kernel parameter): the macros write them.
// An extern __shared__ declaration runs no constructor, so a constructor alone proves
// nothing: global_array and const_array are empty handles whose storage is a template
// argument only the macro binds (a handle anywhere names that storage), local_array is
// abstract (only the macro's local class is not; C++ has no array of an abstract class and no
// extern variable of a local class). LIMITS: a global_param holds its pointer as data, which
// an extern __shared__ array, a union or memcpy can write (see global_param); a shared_array
// holds a .shared offset, which an extern __shared__ one holds at any value (still .shared
// memory, but not the alignment Align its type claims). Define TYPED_PTX_CHECK_ORIGIN to
// trap when an unchecked claim (kernel_param_unchecked, shared_view_unchecked) or a
// global_param is wrong.
//
// This file includes typed_ptx/core.cuh (the address types and the operations on them)
// and one file per instruction family (typed_ptx/bulk.cuh ...); each is self-contained, so
// a translation unit may include only the families it uses.
#ifndef TYPED_PTX_CUH
#define TYPED_PTX_CUH

#include "typed_ptx/core.cuh"
#include "typed_ptx/integer.cuh"
#include "typed_ptx/float.cuh"
#include "typed_ptx/logic.cuh"
#include "typed_ptx/data.cuh"
#include "typed_ptx/control.cuh"
#include "typed_ptx/sync.cuh"
#include "typed_ptx/async.cuh"
#include "typed_ptx/tensor_core.cuh"
#include "typed_ptx/mbarrier.cuh"
#include "typed_ptx/bulk.cuh"
#include "typed_ptx/half.cuh"
#include "typed_ptx/warp_spec.cuh"
#include "typed_ptx/special.cuh"

#endif  // TYPED_PTX_CUH
