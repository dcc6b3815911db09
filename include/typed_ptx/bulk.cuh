// @generated from ptx-isa/src/lib.rs by `cargo xtask codegen`; do not edit
// typed_ptx/bulk.cuh: Bulk copies and TMA (the namespace-scope wrappers of the table's
// Bulk rows). Part of typed_ptx.cuh; self-contained (it includes core.cuh).
#ifndef TYPED_PTX_BULK_CUH
#define TYPED_PTX_BULK_CUH

#include "core.cuh"

namespace typed_ptx {

// ---- bulk copies and TMA: the mbarrier a copy completes on, and tensor maps -----------

// `mbarrier` (declared with the mbarrier wrappers above) is what bulk copies and TMA loads
// complete their bytes on.

/// A tensor map of Rank (1 to 5) dimensions of T: the 128 bytes of a CUtensorMap the host
/// encodes (cuTensorMapEncodeTiled, or Rust's typed_ptx::runtime) for a tensor of T, passed
/// as a `const __grid_constant__ typed_ptx::tensor_map<T, Rank>` kernel parameter or held in
/// a __constant__ or __device__ variable.
template <class T, int Rank> struct alignas(64) tensor_map {
  static_assert(Rank >= 1 && Rank <= 5, "tensor_map: a tensor map has 1 to 5 dimensions");
  unsigned char opaque_[128];
};

/// The generic address of a tensor_map<T, Rank> in .param, .const or .global: the tensor-map
/// operand of the TMA wrappers, made only by tensor_map_param and tensor_map_of.
template <class T, int Rank> class tensor_map_addr {
  detail::u64 raw_;
 public:
  typedef T element_type;
  static constexpr int rank = Rank;
  /// A tensor-map address from a raw generic address: nothing checks its space.
  TYPED_PTX_DEVICE constexpr tensor_map_addr(unchecked_t, detail::u64 raw) : raw_(raw) {}
  /// The generic address.
  TYPED_PTX_DEVICE constexpr detail::u64 raw() const { return raw_; }
};

/// The address of a `const __grid_constant__ tensor_map<T, R>` kernel parameter (.param;
/// with TYPED_PTX_CHECK_ORIGIN, a parameter that is not __grid_constant__ traps).
template <class T, int R, class TypedPtxArch = void> TYPED_PTX_DEVICE tensor_map_addr<T, R> tensor_map_param(const tensor_map<T, R>& m) {
#ifdef TYPED_PTX_CHECK_ORIGIN
  if (!__isGridConstant((const void*)&m)) { __trap(); }
#endif
  return tensor_map_addr<T, R>(unchecked, (detail::u64)(const void*)&m);
}
/// The address of a tensor map in .global (a global_array element).
template <class T, int R, class TypedPtxArch = void> TYPED_PTX_DEVICE tensor_map_addr<T, R> tensor_map_of(generic_ptr<tensor_map<T, R>, from_global> p) { return tensor_map_addr<T, R>(unchecked, (detail::u64)p.get()); }
/// The address of a tensor map in .const (a const_array element).
template <class T, int R, class TypedPtxArch = void> TYPED_PTX_DEVICE tensor_map_addr<T, R> tensor_map_of(generic_ptr<const tensor_map<T, R>, from_const> p) { return tensor_map_addr<T, R>(unchecked, (detail::u64)p.get()); }

/// The element-wise operation of bulk_reduce_* and tma_reduce.
enum class bulk_op { add, min, max, inc, dec, and_, or_, xor_ };

// ---- Bulk copies and TMA: namespace-scope wrappers --------------------------------

// -- sm_90 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
/// `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes`: copy size bytes (a multiple of 16) from .global to shared memory, completing size transaction bytes on the mbarrier bar of the destination's CTA; both addresses 16-byte aligned, of the same element type (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_global_to_shared(shared_addr32<T> dst, global_ptr<S> src, shared_addr32<mbarrier> bar) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_copy_global_to_shared: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_copy_global_to_shared: the source and the destination hold the same element type");
asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "l"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
/// `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes`: copy size bytes (a multiple of 16) from .global to shared memory, completing size transaction bytes on the mbarrier bar of the destination's CTA; both addresses 16-byte aligned, of the same element type (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_global_to_shared(shared_addr64<T> dst, global_ptr<S> src, shared_addr64<mbarrier> bar) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_copy_global_to_shared: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_copy_global_to_shared: the source and the destination hold the same element type");
asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
/// `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster`: the same copy into the same CTA-relative offset of every CTA whose bit is set in the 16-bit cluster mask (by %cluster_ctarank), each completing on its mbarrier at bar's offset (ptxas advises sm_90a) (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_global_to_shared_multicast(shared_addr32<T> dst, global_ptr<S> src, shared_addr32<mbarrier> bar, unsigned short cta_mask) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_copy_global_to_shared_multicast: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_copy_global_to_shared_multicast: the source and the destination hold the same element type");
asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1], %2, [%3], %4;" :: "r"(dst.raw()), "l"(src.raw()), "n"(Bytes), "r"(bar.raw()), "h"(cta_mask) : "memory");
}
/// `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster`: the same copy into the same CTA-relative offset of every CTA whose bit is set in the 16-bit cluster mask (by %cluster_ctarank), each completing on its mbarrier at bar's offset (ptxas advises sm_90a) (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_global_to_shared_multicast(shared_addr64<T> dst, global_ptr<S> src, shared_addr64<mbarrier> bar, unsigned short cta_mask) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_copy_global_to_shared_multicast: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_copy_global_to_shared_multicast: the source and the destination hold the same element type");
asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1], %2, [%3], %4;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()), "h"(cta_mask) : "memory");
}
/// `cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`: copy size bytes from this CTA's shared memory into a CTA's of the cluster (dst and bar from mapa, or this CTA's own, widened), completing on that CTA's mbarrier bar (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_shared_to_cluster(shared_cluster_addr32<T> dst, shared_addr32<S> src, shared_cluster_addr32<mbarrier> bar) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_copy_shared_to_cluster: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_copy_shared_to_cluster: the source and the destination hold the same element type");
asm volatile("cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
/// `cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`: copy size bytes from this CTA's shared memory into a CTA's of the cluster (dst and bar from mapa, or this CTA's own, widened), completing on that CTA's mbarrier bar (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_shared_to_cluster(shared_cluster_addr64<T> dst, shared_addr64<S> src, shared_cluster_addr64<mbarrier> bar) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_copy_shared_to_cluster: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_copy_shared_to_cluster: the source and the destination hold the same element type");
asm volatile("cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
/// `cp.async.bulk.global.shared::cta.bulk_group`: copy size bytes from this CTA's shared memory to .global, as part of the thread's bulk async-group (cp.async.bulk.commit_group, cp.async.bulk.wait_group) (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_shared_to_global(global_ptr<T> dst, shared_addr32<S> src) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_copy_shared_to_global: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_copy_shared_to_global: the source and the destination hold the same element type");
asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
/// `cp.async.bulk.global.shared::cta.bulk_group`: copy size bytes from this CTA's shared memory to .global, as part of the thread's bulk async-group (cp.async.bulk.commit_group, cp.async.bulk.wait_group) (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_shared_to_global(global_ptr<T> dst, shared_addr64<S> src) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_copy_shared_to_global: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_copy_shared_to_global: the source and the destination hold the same element type");
asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
/// `cp.reduce.async.bulk.global.shared::cta.bulk_group`: combine size bytes of this CTA's shared memory into .global element by element with op, in the thread's bulk async-group (`.noftz` is the rules': spelled exactly with .add of f16/bf16 elements) (PTX ISA 8.0, sm_90)
template <bulk_op Op, unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_reduce_shared_to_global(global_ptr<T> dst, shared_addr32<S> src) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_reduce_shared_to_global: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_reduce_shared_to_global: the source and the destination hold the same element type");
typedef typename detail::remove_cv<T>::type U;
if constexpr (Op == bulk_op::add && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.s32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, float>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, double>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.min.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.min.s32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.min.u64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.min.s64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.max.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.max.s32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.max.u64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.max.s64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::inc && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.inc.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::dec && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.dec.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "r"(src.raw()), "n"(Bytes) : "memory");
}
else {
  static_assert(detail::always_false<U>::value, "bulk_reduce_shared_to_global: into .global PTX reduces add on u32/s32/u64/f32/f64, min/max on u32/s32/u64/s64, inc/dec on u32, and/or/xor on 32/64-bit integers");
}
}
/// `cp.reduce.async.bulk.global.shared::cta.bulk_group`: combine size bytes of this CTA's shared memory into .global element by element with op, in the thread's bulk async-group (`.noftz` is the rules': spelled exactly with .add of f16/bf16 elements) (PTX ISA 8.0, sm_90)
template <bulk_op Op, unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_reduce_shared_to_global(global_ptr<T> dst, shared_addr64<S> src) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_reduce_shared_to_global: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_reduce_shared_to_global: the source and the destination hold the same element type");
typedef typename detail::remove_cv<T>::type U;
if constexpr (Op == bulk_op::add && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.s32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, float>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, double>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.min.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.min.s32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.min.u64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.min.s64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.max.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.max.s32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.max.u64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.max.s64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::inc && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.inc.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::dec && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.dec.u32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b32 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, long long>::value) {
  asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b64 [%0], [%1], %2;" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes) : "memory");
}
else {
  static_assert(detail::always_false<U>::value, "bulk_reduce_shared_to_global: into .global PTX reduces add on u32/s32/u64/f32/f64, min/max on u32/s32/u64/s64, inc/dec on u32, and/or/xor on 32/64-bit integers");
}
}
/// `cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`: combine size bytes of this CTA's shared memory into a CTA's of the cluster (dst and bar from mapa, or this CTA's own, widened) element by element with op, completing on that CTA's mbarrier bar (PTX ISA 8.0, sm_90)
template <bulk_op Op, unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_reduce_shared_to_cluster(shared_cluster_addr32<T> dst, shared_addr32<S> src, shared_cluster_addr32<mbarrier> bar) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_reduce_shared_to_cluster: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_reduce_shared_to_cluster: the source and the destination hold the same element type");
typedef typename detail::remove_cv<T>::type U;
if constexpr (Op == bulk_op::add && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.s32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u64 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.min.u32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.min.s32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.max.u32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.max.s32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::inc && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.inc.u32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::dec && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.dec.u32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.and.b32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.and.b32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.or.b32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.or.b32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.xor.b32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.xor.b32 [%0], [%1], %2, [%3];" :: "r"(dst.raw()), "r"(src.raw()), "n"(Bytes), "r"(bar.raw()) : "memory");
}
else {
  static_assert(detail::always_false<U>::value, "bulk_reduce_shared_to_cluster: into .shared::cluster PTX reduces add on u32/s32/u64, min/max on u32/s32, inc/dec on u32, and/or/xor on 32-bit integers");
}
}
/// `cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`: combine size bytes of this CTA's shared memory into a CTA's of the cluster (dst and bar from mapa, or this CTA's own, widened) element by element with op, completing on that CTA's mbarrier bar (PTX ISA 8.0, sm_90)
template <bulk_op Op, unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_reduce_shared_to_cluster(shared_cluster_addr64<T> dst, shared_addr64<S> src, shared_cluster_addr64<mbarrier> bar) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_reduce_shared_to_cluster: a bulk copy moves a multiple of 16 bytes, at most 1048560");
static_assert(detail::is_same<typename detail::remove_cv<S>::type, typename detail::remove_cv<T>::type>::value, "bulk_reduce_shared_to_cluster: the source and the destination hold the same element type");
typedef typename detail::remove_cv<T>::type U;
if constexpr (Op == bulk_op::add && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.s32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::add && detail::is_same<U, unsigned long long>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u64 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.min.u32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::min && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.min.s32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.max.u32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::max && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.max.s32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::inc && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.inc.u32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::dec && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.dec.u32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.and.b32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::and_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.and.b32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.or.b32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::or_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.or.b32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, unsigned int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.xor.b32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else if constexpr (Op == bulk_op::xor_ && detail::is_same<U, int>::value) {
  asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.xor.b32 [%0], [%1], %2, [%3];" :: "l"(dst.raw()), "l"(src.raw()), "n"(Bytes), "l"(bar.raw()) : "memory");
}
else {
  static_assert(detail::always_false<U>::value, "bulk_reduce_shared_to_cluster: into .shared::cluster PTX reduces add on u32/s32/u64, min/max on u32/s32, inc/dec on u32, and/or/xor on 32-bit integers");
}
}
/// `cp.async.bulk.prefetch.L2.global`: prefetch size bytes of .global into L2 (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_prefetch_l2(global_ptr<T> src) {
static_assert(Bytes % 16 == 0 && Bytes <= 1048560, "bulk_prefetch_l2: a bulk copy moves a multiple of 16 bytes, at most 1048560");
asm volatile("cp.async.bulk.prefetch.L2.global [%0], %1;" :: "l"(src.raw()), "n"(Bytes) : "memory");
}
/// `cp.async.bulk.commit_group`: close the thread's group of bulk copies to .global (bulk_group) (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_commit_group() {
asm volatile("cp.async.bulk.commit_group;" ::: "memory");
}
/// `cp.async.bulk.wait_group`: wait until at most N bulk async-groups are pending (PTX ISA 8.0, sm_90)
template <unsigned N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_wait_group() {
asm volatile("cp.async.bulk.wait_group %0;" :: "n"(N) : "memory");
}
/// `cp.async.bulk.wait_group.read`: wait until at most N bulk async-groups still read their shared-memory source (PTX ISA 8.0, sm_90)
template <unsigned N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_wait_group_read() {
asm volatile("cp.async.bulk.wait_group.read %0;" :: "n"(N) : "memory");
}
/// `cp.async.bulk.tensor`: load the tile ("box") of the tensor map `map` at `coords` (innermost first, exactly the map's rank of them, which is the .Nd) into shared memory at `dst` (128-byte aligned, of the map's element type), completing the tile's bytes on `bar`, an mbarrier in the destination's shared window; coordinates outside the tensor read as zero (or NaN, as the map says) (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_load(shared_addr32<T> dst, tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr32<mbarrier> bar) {
static_assert(detail::is_same<typename detail::remove_cv<T>::type, U>::value, "tma_load: the tile holds the tensor map's element type");
static_assert(R2 == R, "tma_load: a tensor map of rank R takes exactly R coordinates, innermost first");
if constexpr (R == 1) {
  asm volatile("cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2}], [%3];" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(bar.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(bar.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4}], [%5];" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(bar.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4, %5}], [%6];" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(bar.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4, %5, %6}], [%7];" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(bar.raw()) : "memory");
}
}
/// `cp.async.bulk.tensor`: load the tile ("box") of the tensor map `map` at `coords` (innermost first, exactly the map's rank of them, which is the .Nd) into shared memory at `dst` (128-byte aligned, of the map's element type), completing the tile's bytes on `bar`, an mbarrier in the destination's shared window; coordinates outside the tensor read as zero (or NaN, as the map says) (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_load(shared_addr64<T> dst, tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr64<mbarrier> bar) {
static_assert(detail::is_same<typename detail::remove_cv<T>::type, U>::value, "tma_load: the tile holds the tensor map's element type");
static_assert(R2 == R, "tma_load: a tensor map of rank R takes exactly R coordinates, innermost first");
if constexpr (R == 1) {
  asm volatile("cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2}], [%3];" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "l"(bar.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(bar.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4}], [%5];" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(bar.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4, %5}], [%6];" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(bar.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4, %5, %6}], [%7];" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(bar.raw()) : "memory");
}
}
/// `cp.async.bulk.tensor`: the TMA load with .multicast::cluster: the same tile lands at `dst`'s CTA-relative offset in every CTA whose bit is set in the 16-bit cluster mask (the last operand), and completes on each of those CTAs' mbarrier at `bar`'s offset (ptxas accepts it for sm_90 with an advisory to prefer sm_90a) (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_load_multicast(shared_addr32<T> dst, tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr32<mbarrier> bar, unsigned short cta_mask) {
static_assert(detail::is_same<typename detail::remove_cv<T>::type, U>::value, "tma_load_multicast: the tile holds the tensor map's element type");
static_assert(R2 == R, "tma_load_multicast: a tensor map of rank R takes exactly R coordinates, innermost first");
if constexpr (R == 1) {
  asm volatile("cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2}], [%3], %4;" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(bar.raw()), "h"(cta_mask) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2, %3}], [%4], %5;" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(bar.raw()), "h"(cta_mask) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2, %3, %4}], [%5], %6;" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(bar.raw()), "h"(cta_mask) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2, %3, %4, %5}], [%6], %7;" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(bar.raw()), "h"(cta_mask) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2, %3, %4, %5, %6}], [%7], %8;" :: "r"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(bar.raw()), "h"(cta_mask) : "memory");
}
}
/// `cp.async.bulk.tensor`: the TMA load with .multicast::cluster: the same tile lands at `dst`'s CTA-relative offset in every CTA whose bit is set in the 16-bit cluster mask (the last operand), and completes on each of those CTAs' mbarrier at `bar`'s offset (ptxas accepts it for sm_90 with an advisory to prefer sm_90a) (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_load_multicast(shared_addr64<T> dst, tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr64<mbarrier> bar, unsigned short cta_mask) {
static_assert(detail::is_same<typename detail::remove_cv<T>::type, U>::value, "tma_load_multicast: the tile holds the tensor map's element type");
static_assert(R2 == R, "tma_load_multicast: a tensor map of rank R takes exactly R coordinates, innermost first");
if constexpr (R == 1) {
  asm volatile("cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2}], [%3], %4;" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "l"(bar.raw()), "h"(cta_mask) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2, %3}], [%4], %5;" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(bar.raw()), "h"(cta_mask) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2, %3, %4}], [%5], %6;" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(bar.raw()), "h"(cta_mask) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2, %3, %4, %5}], [%6], %7;" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(bar.raw()), "h"(cta_mask) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2, %3, %4, %5, %6}], [%7], %8;" :: "l"(dst.raw()), "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(bar.raw()), "h"(cta_mask) : "memory");
}
}
/// `cp.async.bulk.tensor`: store the tile at `src` (this CTA's shared memory, 128-byte aligned, of the map's element type) into the tensor of `map` at `coords` (innermost first, the map's rank of them), in the thread's bulk async-group; elements outside the tensor are not written (make the tile's generic-proxy writes visible to the TMA unit first: fence.proxy.async) (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_store(tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr32<T> src) {
static_assert(detail::is_same<typename detail::remove_cv<T>::type, U>::value, "tma_store: the source tile holds the tensor map's element type");
static_assert(R2 == R, "tma_store: a tensor map of rank R takes exactly R coordinates, innermost first");
if constexpr (R == 1) {
  asm volatile("cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.async.bulk.tensor.4d.global.shared::cta.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.async.bulk.tensor.5d.global.shared::cta.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(src.raw()) : "memory");
}
}
/// `cp.async.bulk.tensor`: store the tile at `src` (this CTA's shared memory, 128-byte aligned, of the map's element type) into the tensor of `map` at `coords` (innermost first, the map's rank of them), in the thread's bulk async-group; elements outside the tensor are not written (make the tile's generic-proxy writes visible to the TMA unit first: fence.proxy.async) (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_store(tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr64<T> src) {
static_assert(detail::is_same<typename detail::remove_cv<T>::type, U>::value, "tma_store: the source tile holds the tensor map's element type");
static_assert(R2 == R, "tma_store: a tensor map of rank R takes exactly R coordinates, innermost first");
if constexpr (R == 1) {
  asm volatile("cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.async.bulk.tensor.4d.global.shared::cta.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.async.bulk.tensor.5d.global.shared::cta.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(src.raw()) : "memory");
}
}
/// `cp.reduce.async.bulk.tensor`: combine the tile at `src` (this CTA's shared memory, 128-byte aligned, of the map's element type) into the tensor of `map` at `coords` (innermost first, the map's rank of them) element by element with `op`, in the thread's bulk async-group (the map's element type is not spelled, so `ptxas` cannot check it against `op`: the builder does) (PTX ISA 8.0, sm_90)
template <bulk_op Op, class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_reduce(tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr32<T> src) {
static_assert(detail::is_same<typename detail::remove_cv<T>::type, U>::value, "tma_reduce: the source tile holds the tensor map's element type");
static_assert(R2 == R, "tma_reduce: a tensor map of rank R takes exactly R coordinates, innermost first");
static_assert((Op == bulk_op::add && (detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value || detail::is_same<U, unsigned long long>::value || detail::is_same<U, float>::value)) || (Op == bulk_op::min && (detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value || detail::is_same<U, unsigned long long>::value || detail::is_same<U, long long>::value)) || (Op == bulk_op::max && (detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value || detail::is_same<U, unsigned long long>::value || detail::is_same<U, long long>::value)) || (Op == bulk_op::inc && (detail::is_same<U, unsigned int>::value)) || (Op == bulk_op::dec && (detail::is_same<U, unsigned int>::value)) || (Op == bulk_op::and_ && (detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value || detail::is_same<U, unsigned long long>::value || detail::is_same<U, long long>::value)) || (Op == bulk_op::or_ && (detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value || detail::is_same<U, unsigned long long>::value || detail::is_same<U, long long>::value)) || (Op == bulk_op::xor_ && (detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value || detail::is_same<U, unsigned long long>::value || detail::is_same<U, long long>::value)), "tma_reduce: PTX reduces add on u32/s32/u64/f32, min/max on u32/s32/u64/s64, inc/dec on u32, and/or/xor on u32/s32/u64/s64 maps");
if constexpr (Op == bulk_op::add) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.add.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::min) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.min.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.min.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.min.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.min.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::max) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.max.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.max.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.max.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::inc) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.inc.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.inc.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.inc.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.inc.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.inc.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::dec) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.dec.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.dec.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.dec.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.dec.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.dec.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::and_) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.and.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.and.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.and.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.and.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.and.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::or_) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.or.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.or.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.or.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.or.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.or.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::xor_) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.xor.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.xor.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.xor.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.xor.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.xor.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "r"(src.raw()) : "memory");
}
}
}
/// `cp.reduce.async.bulk.tensor`: combine the tile at `src` (this CTA's shared memory, 128-byte aligned, of the map's element type) into the tensor of `map` at `coords` (innermost first, the map's rank of them) element by element with `op`, in the thread's bulk async-group (the map's element type is not spelled, so `ptxas` cannot check it against `op`: the builder does) (PTX ISA 8.0, sm_90)
template <bulk_op Op, class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_reduce(tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr64<T> src) {
static_assert(detail::is_same<typename detail::remove_cv<T>::type, U>::value, "tma_reduce: the source tile holds the tensor map's element type");
static_assert(R2 == R, "tma_reduce: a tensor map of rank R takes exactly R coordinates, innermost first");
static_assert((Op == bulk_op::add && (detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value || detail::is_same<U, unsigned long long>::value || detail::is_same<U, float>::value)) || (Op == bulk_op::min && (detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value || detail::is_same<U, unsigned long long>::value || detail::is_same<U, long long>::value)) || (Op == bulk_op::max && (detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value || detail::is_same<U, unsigned long long>::value || detail::is_same<U, long long>::value)) || (Op == bulk_op::inc && (detail::is_same<U, unsigned int>::value)) || (Op == bulk_op::dec && (detail::is_same<U, unsigned int>::value)) || (Op == bulk_op::and_ && (detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value || detail::is_same<U, unsigned long long>::value || detail::is_same<U, long long>::value)) || (Op == bulk_op::or_ && (detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value || detail::is_same<U, unsigned long long>::value || detail::is_same<U, long long>::value)) || (Op == bulk_op::xor_ && (detail::is_same<U, unsigned int>::value || detail::is_same<U, int>::value || detail::is_same<U, unsigned long long>::value || detail::is_same<U, long long>::value)), "tma_reduce: PTX reduces add on u32/s32/u64/f32, min/max on u32/s32/u64/s64, inc/dec on u32, and/or/xor on u32/s32/u64/s64 maps");
if constexpr (Op == bulk_op::add) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.add.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::min) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.min.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.min.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.min.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.min.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::max) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.max.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.max.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.max.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::inc) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.inc.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.inc.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.inc.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.inc.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.inc.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::dec) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.dec.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.dec.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.dec.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.dec.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.dec.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::and_) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.and.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.and.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.and.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.and.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.and.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::or_) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.or.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.or.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.or.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.or.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.or.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(src.raw()) : "memory");
}
}
else if constexpr (Op == bulk_op::xor_) {
if constexpr (R == 1) {
  asm volatile("cp.reduce.async.bulk.tensor.1d.global.shared::cta.xor.tile.bulk_group [%0, {%1}], [%2];" :: "l"(map.raw()), "r"(c[0]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.xor.tile.bulk_group [%0, {%1, %2}], [%3];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.reduce.async.bulk.tensor.3d.global.shared::cta.xor.tile.bulk_group [%0, {%1, %2, %3}], [%4];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.reduce.async.bulk.tensor.4d.global.shared::cta.xor.tile.bulk_group [%0, {%1, %2, %3, %4}], [%5];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "l"(src.raw()) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.reduce.async.bulk.tensor.5d.global.shared::cta.xor.tile.bulk_group [%0, {%1, %2, %3, %4, %5}], [%6];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]), "l"(src.raw()) : "memory");
}
}
}
/// `cp.async.bulk.prefetch.tensor`: bring the tile of the tensor map `map` at `coords` (innermost first, the map's rank of them) into L2 (PTX ISA 8.0, sm_90)
template <class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_prefetch_tile(tensor_map_addr<U, R> map, const int (&c)[R2]) {
static_assert(R2 == R, "tma_prefetch_tile: a tensor map of rank R takes exactly R coordinates, innermost first");
if constexpr (R == 1) {
  asm volatile("cp.async.bulk.prefetch.tensor.1d.L2.global.tile [%0, {%1}];" :: "l"(map.raw()), "r"(c[0]) : "memory");
}
else if constexpr (R == 2) {
  asm volatile("cp.async.bulk.prefetch.tensor.2d.L2.global.tile [%0, {%1, %2}];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]) : "memory");
}
else if constexpr (R == 3) {
  asm volatile("cp.async.bulk.prefetch.tensor.3d.L2.global.tile [%0, {%1, %2, %3}];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]) : "memory");
}
else if constexpr (R == 4) {
  asm volatile("cp.async.bulk.prefetch.tensor.4d.L2.global.tile [%0, {%1, %2, %3, %4}];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]) : "memory");
}
else if constexpr (R == 5) {
  asm volatile("cp.async.bulk.prefetch.tensor.5d.L2.global.tile [%0, {%1, %2, %3, %4, %5}];" :: "l"(map.raw()), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]), "r"(c[4]) : "memory");
}
}
/// `prefetch.tensormap`: prefetch a tensor map: through its generic address (from .param, .const or .global), in .const, or a kernel parameter (.param) (PTX ISA 8.0, sm_90)
template <class U, int R, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tensor_map_prefetch(tensor_map_addr<U, R> map) {
asm volatile("prefetch.tensormap [%0];" :: "l"(map.raw()) : "memory");
}
#else  // older than sm_90: the same names fail to compile, saying why
/// `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes`: copy size bytes (a multiple of 16) from .global to shared memory, completing size transaction bytes on the mbarrier bar of the destination's CTA; both addresses 16-byte aligned, of the same element type (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_global_to_shared(shared_addr32<T> dst, global_ptr<S> src, shared_addr32<mbarrier> bar) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_copy_global_to_shared: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes`: copy size bytes (a multiple of 16) from .global to shared memory, completing size transaction bytes on the mbarrier bar of the destination's CTA; both addresses 16-byte aligned, of the same element type (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_global_to_shared(shared_addr64<T> dst, global_ptr<S> src, shared_addr64<mbarrier> bar) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_copy_global_to_shared: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster`: the same copy into the same CTA-relative offset of every CTA whose bit is set in the 16-bit cluster mask (by %cluster_ctarank), each completing on its mbarrier at bar's offset (ptxas advises sm_90a) (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_global_to_shared_multicast(shared_addr32<T> dst, global_ptr<S> src, shared_addr32<mbarrier> bar, unsigned short cta_mask) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_copy_global_to_shared_multicast: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster`: the same copy into the same CTA-relative offset of every CTA whose bit is set in the 16-bit cluster mask (by %cluster_ctarank), each completing on its mbarrier at bar's offset (ptxas advises sm_90a) (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_global_to_shared_multicast(shared_addr64<T> dst, global_ptr<S> src, shared_addr64<mbarrier> bar, unsigned short cta_mask) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_copy_global_to_shared_multicast: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`: copy size bytes from this CTA's shared memory into a CTA's of the cluster (dst and bar from mapa, or this CTA's own, widened), completing on that CTA's mbarrier bar (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_shared_to_cluster(shared_cluster_addr32<T> dst, shared_addr32<S> src, shared_cluster_addr32<mbarrier> bar) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_copy_shared_to_cluster: cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`: copy size bytes from this CTA's shared memory into a CTA's of the cluster (dst and bar from mapa, or this CTA's own, widened), completing on that CTA's mbarrier bar (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_shared_to_cluster(shared_cluster_addr64<T> dst, shared_addr64<S> src, shared_cluster_addr64<mbarrier> bar) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_copy_shared_to_cluster: cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.global.shared::cta.bulk_group`: copy size bytes from this CTA's shared memory to .global, as part of the thread's bulk async-group (cp.async.bulk.commit_group, cp.async.bulk.wait_group) (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_shared_to_global(global_ptr<T> dst, shared_addr32<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_copy_shared_to_global: cp.async.bulk.global.shared::cta.bulk_group needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.global.shared::cta.bulk_group`: copy size bytes from this CTA's shared memory to .global, as part of the thread's bulk async-group (cp.async.bulk.commit_group, cp.async.bulk.wait_group) (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_copy_shared_to_global(global_ptr<T> dst, shared_addr64<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_copy_shared_to_global: cp.async.bulk.global.shared::cta.bulk_group needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.reduce.async.bulk.global.shared::cta.bulk_group`: combine size bytes of this CTA's shared memory into .global element by element with op, in the thread's bulk async-group (`.noftz` is the rules': spelled exactly with .add of f16/bf16 elements) (PTX ISA 8.0, sm_90)
template <bulk_op Op, unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_reduce_shared_to_global(global_ptr<T> dst, shared_addr32<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_reduce_shared_to_global: cp.reduce.async.bulk.global.shared::cta.bulk_group needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.reduce.async.bulk.global.shared::cta.bulk_group`: combine size bytes of this CTA's shared memory into .global element by element with op, in the thread's bulk async-group (`.noftz` is the rules': spelled exactly with .add of f16/bf16 elements) (PTX ISA 8.0, sm_90)
template <bulk_op Op, unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_reduce_shared_to_global(global_ptr<T> dst, shared_addr64<S> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_reduce_shared_to_global: cp.reduce.async.bulk.global.shared::cta.bulk_group needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`: combine size bytes of this CTA's shared memory into a CTA's of the cluster (dst and bar from mapa, or this CTA's own, widened) element by element with op, completing on that CTA's mbarrier bar (PTX ISA 8.0, sm_90)
template <bulk_op Op, unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_reduce_shared_to_cluster(shared_cluster_addr32<T> dst, shared_addr32<S> src, shared_cluster_addr32<mbarrier> bar) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_reduce_shared_to_cluster: cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`: combine size bytes of this CTA's shared memory into a CTA's of the cluster (dst and bar from mapa, or this CTA's own, widened) element by element with op, completing on that CTA's mbarrier bar (PTX ISA 8.0, sm_90)
template <bulk_op Op, unsigned Bytes, class T, class S, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_reduce_shared_to_cluster(shared_cluster_addr64<T> dst, shared_addr64<S> src, shared_cluster_addr64<mbarrier> bar) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_reduce_shared_to_cluster: cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.prefetch.L2.global`: prefetch size bytes of .global into L2 (PTX ISA 8.0, sm_90)
template <unsigned Bytes, class T, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_prefetch_l2(global_ptr<T> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_prefetch_l2: cp.async.bulk.prefetch.L2.global needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.commit_group`: close the thread's group of bulk copies to .global (bulk_group) (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_commit_group() {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_commit_group: cp.async.bulk.commit_group needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.wait_group`: wait until at most N bulk async-groups are pending (PTX ISA 8.0, sm_90)
template <unsigned N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_wait_group() {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_wait_group: cp.async.bulk.wait_group needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.wait_group.read`: wait until at most N bulk async-groups still read their shared-memory source (PTX ISA 8.0, sm_90)
template <unsigned N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bulk_wait_group_read() {
  static_assert(detail::always_false<TypedPtxArch>::value, "bulk_wait_group_read: cp.async.bulk.wait_group.read needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.tensor`: load the tile ("box") of the tensor map `map` at `coords` (innermost first, exactly the map's rank of them, which is the .Nd) into shared memory at `dst` (128-byte aligned, of the map's element type), completing the tile's bytes on `bar`, an mbarrier in the destination's shared window; coordinates outside the tensor read as zero (or NaN, as the map says) (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_load(shared_addr32<T> dst, tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr32<mbarrier> bar) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tma_load: cp.async.bulk.tensor needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.tensor`: load the tile ("box") of the tensor map `map` at `coords` (innermost first, exactly the map's rank of them, which is the .Nd) into shared memory at `dst` (128-byte aligned, of the map's element type), completing the tile's bytes on `bar`, an mbarrier in the destination's shared window; coordinates outside the tensor read as zero (or NaN, as the map says) (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_load(shared_addr64<T> dst, tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr64<mbarrier> bar) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tma_load: cp.async.bulk.tensor needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.tensor`: the TMA load with .multicast::cluster: the same tile lands at `dst`'s CTA-relative offset in every CTA whose bit is set in the 16-bit cluster mask (the last operand), and completes on each of those CTAs' mbarrier at `bar`'s offset (ptxas accepts it for sm_90 with an advisory to prefer sm_90a) (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_load_multicast(shared_addr32<T> dst, tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr32<mbarrier> bar, unsigned short cta_mask) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tma_load_multicast: cp.async.bulk.tensor needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.tensor`: the TMA load with .multicast::cluster: the same tile lands at `dst`'s CTA-relative offset in every CTA whose bit is set in the 16-bit cluster mask (the last operand), and completes on each of those CTAs' mbarrier at `bar`'s offset (ptxas accepts it for sm_90 with an advisory to prefer sm_90a) (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_load_multicast(shared_addr64<T> dst, tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr64<mbarrier> bar, unsigned short cta_mask) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tma_load_multicast: cp.async.bulk.tensor needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.tensor`: store the tile at `src` (this CTA's shared memory, 128-byte aligned, of the map's element type) into the tensor of `map` at `coords` (innermost first, the map's rank of them), in the thread's bulk async-group; elements outside the tensor are not written (make the tile's generic-proxy writes visible to the TMA unit first: fence.proxy.async) (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_store(tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr32<T> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tma_store: cp.async.bulk.tensor needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.tensor`: store the tile at `src` (this CTA's shared memory, 128-byte aligned, of the map's element type) into the tensor of `map` at `coords` (innermost first, the map's rank of them), in the thread's bulk async-group; elements outside the tensor are not written (make the tile's generic-proxy writes visible to the TMA unit first: fence.proxy.async) (PTX ISA 8.0, sm_90)
template <class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_store(tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr64<T> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tma_store: cp.async.bulk.tensor needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.reduce.async.bulk.tensor`: combine the tile at `src` (this CTA's shared memory, 128-byte aligned, of the map's element type) into the tensor of `map` at `coords` (innermost first, the map's rank of them) element by element with `op`, in the thread's bulk async-group (the map's element type is not spelled, so `ptxas` cannot check it against `op`: the builder does) (PTX ISA 8.0, sm_90)
template <bulk_op Op, class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_reduce(tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr32<T> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tma_reduce: cp.reduce.async.bulk.tensor needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.reduce.async.bulk.tensor`: combine the tile at `src` (this CTA's shared memory, 128-byte aligned, of the map's element type) into the tensor of `map` at `coords` (innermost first, the map's rank of them) element by element with `op`, in the thread's bulk async-group (the map's element type is not spelled, so `ptxas` cannot check it against `op`: the builder does) (PTX ISA 8.0, sm_90)
template <bulk_op Op, class T, class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_reduce(tensor_map_addr<U, R> map, const int (&c)[R2], shared_addr64<T> src) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tma_reduce: cp.reduce.async.bulk.tensor needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `cp.async.bulk.prefetch.tensor`: bring the tile of the tensor map `map` at `coords` (innermost first, the map's rank of them) into L2 (PTX ISA 8.0, sm_90)
template <class U, int R, int R2, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tma_prefetch_tile(tensor_map_addr<U, R> map, const int (&c)[R2]) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tma_prefetch_tile: cp.async.bulk.prefetch.tensor needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `prefetch.tensormap`: prefetch a tensor map: through its generic address (from .param, .const or .global), in .const, or a kernel parameter (.param) (PTX ISA 8.0, sm_90)
template <class U, int R, class TypedPtxArch = void>
TYPED_PTX_DEVICE void tensor_map_prefetch(tensor_map_addr<U, R> map) {
  static_assert(detail::always_false<TypedPtxArch>::value, "tensor_map_prefetch: prefetch.tensormap needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
#endif  // sm_90

namespace detail {
template <class A> struct is_shared_tile { static constexpr bool value = space_of<A>::value == 3; };
template <class A, bool = (space_of<A>::value == 3)> struct is_cta_mbarrier { static constexpr bool value = false; };
template <class A> struct is_cta_mbarrier<A, true> { static constexpr bool value = is_same<typename remove_cv<typename A::element_type>::type, mbarrier>::value; };
template <class P> struct is_tensor_map_home { static constexpr bool value = false; };
template <class T, int R> struct is_tensor_map_home<generic_ptr<tensor_map<T, R>, from_global> > { static constexpr bool value = true; };
template <class T, int R> struct is_tensor_map_home<generic_ptr<const tensor_map<T, R>, from_const> > { static constexpr bool value = true; };
}  // namespace detail

/// `tma_load` of a destination or mbarrier it does not take: fails to compile, saying why.
template <class D, class M, int R2, class B, typename detail::enable_if<!(detail::is_shared_tile<D>::value && detail::is_cta_mbarrier<B>::value), int>::type = 0>
TYPED_PTX_DEVICE void tma_load(D, M, const int (&)[R2], B) {
  static_assert(detail::is_shared_tile<D>::value, "tma_load: a TMA load writes a .shared tile (shared_addr32<T> or shared_addr64<T>), not this address");
  static_assert(detail::is_cta_mbarrier<B>::value, "tma_load: a TMA load completes its bytes on an mbarrier in .shared (shared_addr32<mbarrier> or shared_addr64<mbarrier>), not on this address");
}
/// `tma_store` of a source it does not take: fails to compile, saying why.
template <class M, int R2, class S, typename detail::enable_if<!detail::is_shared_tile<S>::value, int>::type = 0>
TYPED_PTX_DEVICE void tma_store(M, const int (&)[R2], S) {
  static_assert(detail::is_shared_tile<S>::value, "tma_store: a TMA store reads the executing CTA's .shared tile (shared_addr32<T> or shared_addr64<T>), not this address");
}
/// `bulk_copy_global_to_shared` of addresses it does not take: fails to compile, saying why.
template <unsigned Bytes, class D, class S, class B, typename detail::enable_if<!(detail::is_shared_tile<D>::value && detail::space_of<S>::value == 2 && detail::is_cta_mbarrier<B>::value), int>::type = 0>
TYPED_PTX_DEVICE void bulk_copy_global_to_shared(D, S, B) {
  static_assert(detail::is_shared_tile<D>::value, "bulk_copy_global_to_shared: cp.async.bulk from .global writes .shared (shared_addr32<T> or shared_addr64<T>), not this address");
  static_assert(detail::space_of<S>::value == 2, "bulk_copy_global_to_shared: cp.async.bulk into .shared reads .global (global_ptr<T>), not this address");
  static_assert(detail::is_cta_mbarrier<B>::value, "bulk_copy_global_to_shared: a bulk copy completes its bytes on an mbarrier in .shared (shared_addr32<mbarrier> or shared_addr64<mbarrier>), not on this address");
}
/// `bulk_copy_shared_to_global` of addresses it does not take: fails to compile, saying why.
template <unsigned Bytes, class D, class S, typename detail::enable_if<!(detail::space_of<D>::value == 2 && detail::is_shared_tile<S>::value), int>::type = 0>
TYPED_PTX_DEVICE void bulk_copy_shared_to_global(D, S) {
  static_assert(detail::space_of<D>::value == 2, "bulk_copy_shared_to_global: this bulk copy writes .global (global_ptr<T>), not this address");
  static_assert(detail::is_shared_tile<S>::value, "bulk_copy_shared_to_global: this bulk copy reads the executing CTA's .shared (shared_addr32<T> or shared_addr64<T>), not this address");
}
/// `tensor_map_of` of an address that is not a tensor map's in .global or .const: fails to
/// compile, saying why.
template <class P, typename detail::enable_if<!detail::is_tensor_map_home<P>::value, int>::type = 0>
TYPED_PTX_DEVICE void tensor_map_of(P) {
  static_assert(detail::is_tensor_map_home<P>::value, "tensor_map_of: TMA reads a tensor map from .param (tensor_map_param), .const or .global (a generic_ptr to a tensor_map from_const or from_global), not from this address");
}

}  // namespace typed_ptx

#endif  // TYPED_PTX_BULK_CUH
