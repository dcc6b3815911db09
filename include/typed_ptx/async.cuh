// @generated from ptx-isa/src/lib.rs by `cargo xtask codegen`; do not edit
// typed_ptx/async.cuh: Asynchronous copy (the namespace-scope wrappers of the table's
// Async rows). Part of typed_ptx.cuh; self-contained (it includes core.cuh).
#ifndef TYPED_PTX_ASYNC_CUH
#define TYPED_PTX_ASYNC_CUH

#include "core.cuh"

namespace typed_ptx {

// ---- Asynchronous copy: namespace-scope wrappers ----------------------------------

// -- sm_80 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
/// `cp.async.ca.shared.global`: copy 4, 8 or 16 bytes from .global to .shared asynchronously, cached in L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_ca(shared_addr64<T> dst, global_ptr<S> src) {
static_assert(N >= 4 && N <= 16 && (N & (N - 1)) == 0, "cp_async_ca: cp.async.ca.shared.global copies 4 to 16 (a power of two) bytes");
static_assert(alignof(T) >= N, "cp_async_ca: a cp.async of N bytes needs a destination aligned to N bytes, and this .shared address of T is only alignof(T)-byte aligned (view a 16-byte-aligned array as float4 or uint4: TYPED_PTX_SHARED_ARRAY(name, T, N, 16), then name.as<float4>(), or declare it of a 16-byte type)");
static_assert(alignof(S) >= N, "cp_async_ca: a cp.async of N bytes needs a source aligned to N bytes, and this .global address of S is only alignof(S)-byte aligned (pass a pointer to a 16-byte type such as const float4*)");
asm volatile("cp.async.ca.shared.global [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(N) : "memory");
}
/// `cp.async.ca.shared.global`: copy 4, 8 or 16 bytes from .global to .shared asynchronously, cached in L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_ca(shared_addr32<T> dst, global_ptr<S> src) {
static_assert(N >= 4 && N <= 16 && (N & (N - 1)) == 0, "cp_async_ca: cp.async.ca.shared.global copies 4 to 16 (a power of two) bytes");
static_assert(alignof(T) >= N, "cp_async_ca: a cp.async of N bytes needs a destination aligned to N bytes, and this .shared address of T is only alignof(T)-byte aligned (view a 16-byte-aligned array as float4 or uint4: TYPED_PTX_SHARED_ARRAY(name, T, N, 16), then name.as<float4>(), or declare it of a 16-byte type)");
static_assert(alignof(S) >= N, "cp_async_ca: a cp.async of N bytes needs a source aligned to N bytes, and this .global address of S is only alignof(S)-byte aligned (pass a pointer to a 16-byte type such as const float4*)");
asm volatile("cp.async.ca.shared.global [%0], [%1], %2;" :: "r"(dst.raw()), "l"(src.raw()), "n"(N) : "memory");
}
/// `cp.async.cg.shared.global`: copy 16 bytes from .global to .shared asynchronously, bypassing L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_cg(shared_addr64<T> dst, global_ptr<S> src) {
static_assert(N >= 16 && N <= 16 && (N & (N - 1)) == 0, "cp_async_cg: cp.async.cg.shared.global copies exactly 16 bytes");
static_assert(alignof(T) >= N, "cp_async_cg: a cp.async of N bytes needs a destination aligned to N bytes, and this .shared address of T is only alignof(T)-byte aligned (view a 16-byte-aligned array as float4 or uint4: TYPED_PTX_SHARED_ARRAY(name, T, N, 16), then name.as<float4>(), or declare it of a 16-byte type)");
static_assert(alignof(S) >= N, "cp_async_cg: a cp.async of N bytes needs a source aligned to N bytes, and this .global address of S is only alignof(S)-byte aligned (pass a pointer to a 16-byte type such as const float4*)");
asm volatile("cp.async.cg.shared.global [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(N) : "memory");
}
/// `cp.async.cg.shared.global`: copy 16 bytes from .global to .shared asynchronously, bypassing L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_cg(shared_addr32<T> dst, global_ptr<S> src) {
static_assert(N >= 16 && N <= 16 && (N & (N - 1)) == 0, "cp_async_cg: cp.async.cg.shared.global copies exactly 16 bytes");
static_assert(alignof(T) >= N, "cp_async_cg: a cp.async of N bytes needs a destination aligned to N bytes, and this .shared address of T is only alignof(T)-byte aligned (view a 16-byte-aligned array as float4 or uint4: TYPED_PTX_SHARED_ARRAY(name, T, N, 16), then name.as<float4>(), or declare it of a 16-byte type)");
static_assert(alignof(S) >= N, "cp_async_cg: a cp.async of N bytes needs a source aligned to N bytes, and this .global address of S is only alignof(S)-byte aligned (pass a pointer to a 16-byte type such as const float4*)");
asm volatile("cp.async.cg.shared.global [%0], [%1], %2;" :: "r"(dst.raw()), "l"(src.raw()), "n"(N) : "memory");
}
/// `cp.async.commit_group`: close the group of outstanding cp.async operations (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_commit_group() {
asm volatile("cp.async.commit_group;" ::: "memory");
}
/// `cp.async.wait_group`: wait until at most N groups are pending (PTX ISA 7.0, sm_80)
template <int N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_wait_group() {
static_assert(N >= 0 && N <= 7, "cp_async_wait_group: cp.async.wait_group takes N in 0..=7");
asm volatile("cp.async.wait_group %0;" :: "n"(N) : "memory");
}
/// `cp.async.wait_all`: wait for every cp.async of the thread (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_wait_all() {
asm volatile("cp.async.wait_all;" ::: "memory");
}
#else  // older than sm_80: the same names fail to compile, saying why
/// `cp.async.ca.shared.global`: copy 4, 8 or 16 bytes from .global to .shared asynchronously, cached in L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_ca(shared_addr64<T> dst, global_ptr<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_ca: cp.async.ca.shared.global needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.ca.shared.global`: copy 4, 8 or 16 bytes from .global to .shared asynchronously, cached in L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_ca(shared_addr32<T> dst, global_ptr<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_ca: cp.async.ca.shared.global needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.cg.shared.global`: copy 16 bytes from .global to .shared asynchronously, bypassing L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_cg(shared_addr64<T> dst, global_ptr<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_cg: cp.async.cg.shared.global needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.cg.shared.global`: copy 16 bytes from .global to .shared asynchronously, bypassing L1 (PTX ISA 7.0, sm_80)
template <int N, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_cg(shared_addr32<T> dst, global_ptr<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_cg: cp.async.cg.shared.global needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.commit_group`: close the group of outstanding cp.async operations (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_commit_group() {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_commit_group: cp.async.commit_group needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.wait_group`: wait until at most N groups are pending (PTX ISA 7.0, sm_80)
template <int N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_wait_group() {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_wait_group: cp.async.wait_group needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.wait_all`: wait for every cp.async of the thread (PTX ISA 7.0, sm_80)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void cp_async_wait_all() {
  static_assert(detail::always_false<TypedPtxArch>::value, "cp_async_wait_all: cp.async.wait_all needs sm_80 (PTX ISA 7.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
#endif  // sm_80

namespace detail {
template <class A> struct is_cp_async_dst { static constexpr bool value = space_of<A>::value == 3; };
template <class A> struct is_cp_async_src { static constexpr bool value = space_of<A>::value == 2; };
}  // namespace detail

/// `cp_async_ca` from or to a space `cp.async.ca.shared.global` does not name: fails to compile, saying why.
template <int N, class D, class S, typename detail::enable_if<!(detail::is_cp_async_dst<D>::value && detail::is_cp_async_src<S>::value), int>::type = 0>
TYPED_PTX_DEVICE void cp_async_ca(D, S) {
  static_assert(detail::is_cp_async_dst<D>::value, "cp_async_ca: cp.async.ca.shared.global writes to .shared (the executing CTA's shared memory: shared_addr32<T> or shared_addr64<T>), not to this address");
  static_assert(detail::is_cp_async_src<S>::value, "cp_async_ca: cp.async.ca.shared.global reads from .global (global_ptr<T>), not from this address");
}

/// `cp_async_cg` from or to a space `cp.async.cg.shared.global` does not name: fails to compile, saying why.
template <int N, class D, class S, typename detail::enable_if<!(detail::is_cp_async_dst<D>::value && detail::is_cp_async_src<S>::value), int>::type = 0>
TYPED_PTX_DEVICE void cp_async_cg(D, S) {
  static_assert(detail::is_cp_async_dst<D>::value, "cp_async_cg: cp.async.cg.shared.global writes to .shared (the executing CTA's shared memory: shared_addr32<T> or shared_addr64<T>), not to this address");
  static_assert(detail::is_cp_async_src<S>::value, "cp_async_cg: cp.async.cg.shared.global reads from .global (global_ptr<T>), not from this address");
}

}  // namespace typed_ptx

#endif  // TYPED_PTX_ASYNC_CUH
