// @generated from ptx-isa/src/lib.rs by `cargo xtask codegen`; do not edit
// typed_ptx/sync.cuh: Barriers and memory ordering (the namespace-scope wrappers of the table's
// Sync rows). Part of typed_ptx.cuh; self-contained (it includes core.cuh).
#ifndef TYPED_PTX_SYNC_CUH
#define TYPED_PTX_SYNC_CUH

#include "core.cuh"

namespace typed_ptx {

// ---- Barriers and memory ordering: namespace-scope wrappers -----------------------

/// `bar.sync`: CTA barrier (all threads) (PTX ISA 1.0, sm_20)
template <int Id = 0, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bar_sync() {
static_assert(Id >= 0 && Id <= 15, "bar_sync: bar.sync takes Id in 0..=15");
asm volatile("bar.sync %0;" :: "n"(Id) : "memory");
}
/// `bar.sync`: CTA barrier for a thread count (multiple of 32) (PTX ISA 2.0, sm_20)
template <int Id, int Count, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bar_sync() {
static_assert(Id >= 0 && Id <= 15, "bar_sync: bar.sync takes Id in 0..=15");
static_assert(Count >= 32 && Count <= 1024 && Count % 32 == 0, "bar_sync: bar.sync takes Count in 32..=1024, a multiple of 32");
asm volatile("bar.sync %0, %1;" :: "n"(Id), "n"(Count) : "memory");
}
/// `barrier.sync`: CTA barrier, non-aligned form (PTX ISA 6.0, sm_30)
template <int Id = 0, class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_sync() {
static_assert(Id >= 0 && Id <= 15, "barrier_sync: barrier.sync takes Id in 0..=15");
asm volatile("barrier.sync %0;" :: "n"(Id) : "memory");
}
/// `bar.warp.sync`: warp barrier for a member mask (PTX ISA 6.0, sm_30)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void bar_warp_sync(unsigned int a) {
asm volatile("bar.warp.sync %0;" :: "r"(detail::bits_as<unsigned int>(a)) : "memory");
}
/// `membar.cta`: memory barrier at a level: the CTA (.cta), the GPU (.gl) or the system (.sys) (PTX ISA 1.4, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void membar_cta() {
asm volatile("membar.cta;" ::: "memory");
}
/// `membar.gl`: memory barrier at a level: the CTA (.cta), the GPU (.gl) or the system (.sys) (PTX ISA 1.4, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void membar_gl() {
asm volatile("membar.gl;" ::: "memory");
}
/// `membar.sys`: memory barrier at a level: the CTA (.cta), the GPU (.gl) or the system (.sys) (PTX ISA 1.4, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void membar_sys() {
asm volatile("membar.sys;" ::: "memory");
}
/// `fence.acq_rel.cta`: acquire-release fence at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 6.0, sm_70)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acq_rel_cta() {
asm volatile("fence.acq_rel.cta;" ::: "memory");
}
/// `fence.acq_rel.gpu`: acquire-release fence at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 6.0, sm_70)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acq_rel_gpu() {
asm volatile("fence.acq_rel.gpu;" ::: "memory");
}
/// `fence.acq_rel.sys`: acquire-release fence at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 6.0, sm_70)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acq_rel_sys() {
asm volatile("fence.acq_rel.sys;" ::: "memory");
}
/// `fence.sc.gpu`: sequentially consistent fence, GPU scope (PTX ISA 6.0, sm_70)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_sc_gpu() {
asm volatile("fence.sc.gpu;" ::: "memory");
}
// -- sm_90 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
/// `fence.acq_rel.cluster`: acquire-release fence at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acq_rel_cluster() {
asm volatile("fence.acq_rel.cluster;" ::: "memory");
}
/// `barrier.cluster.arrive`: arrive at the cluster barrier (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_arrive() {
asm volatile("barrier.cluster.arrive;" ::: "memory");
}
/// `barrier.cluster.arrive.aligned`: arrive at the cluster barrier (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_arrive_aligned() {
asm volatile("barrier.cluster.arrive.aligned;" ::: "memory");
}
/// `barrier.cluster.arrive.release`: arrive at the cluster barrier (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_arrive_release() {
asm volatile("barrier.cluster.arrive.release;" ::: "memory");
}
/// `barrier.cluster.arrive.release.aligned`: arrive at the cluster barrier (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_arrive_release_aligned() {
asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory");
}
/// `barrier.cluster.arrive.relaxed`: arrive at the cluster barrier (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_arrive_relaxed() {
asm volatile("barrier.cluster.arrive.relaxed;" ::: "memory");
}
/// `barrier.cluster.arrive.relaxed.aligned`: arrive at the cluster barrier (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_arrive_relaxed_aligned() {
asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory");
}
/// `barrier.cluster.wait`: wait at the cluster barrier (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_wait() {
asm volatile("barrier.cluster.wait;" ::: "memory");
}
/// `barrier.cluster.wait.aligned`: wait at the cluster barrier (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_wait_aligned() {
asm volatile("barrier.cluster.wait.aligned;" ::: "memory");
}
/// `barrier.cluster.wait.acquire`: wait at the cluster barrier (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_wait_acquire() {
asm volatile("barrier.cluster.wait.acquire;" ::: "memory");
}
/// `barrier.cluster.wait.acquire.aligned`: wait at the cluster barrier (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_wait_acquire_aligned() {
asm volatile("barrier.cluster.wait.acquire.aligned;" ::: "memory");
}
/// `fence.proxy.async`: bidirectional fence between the generic proxy and the async proxy (TMA, bulk copies, wgmma operands), every state space (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async() {
asm volatile("fence.proxy.async;" ::: "memory");
}
/// `fence.proxy.async.shared::cta`: generic/async proxy fence for one state space (.shared::cta, .shared::cluster, .global) (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_shared_cta() {
asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
}
/// `fence.proxy.async.shared::cluster`: generic/async proxy fence for one state space (.shared::cta, .shared::cluster, .global) (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_shared_cluster() {
asm volatile("fence.proxy.async.shared::cluster;" ::: "memory");
}
/// `fence.proxy.async.global`: generic/async proxy fence for one state space (.shared::cta, .shared::cluster, .global) (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_global() {
asm volatile("fence.proxy.async.global;" ::: "memory");
}
/// `fence.mbarrier_init.release.cluster`: release the preceding mbarrier.init of the thread to the cluster (before remote arrives or TMA multicast use them) (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_mbarrier_init_release_cluster() {
asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
}
/// `fence.proxy.tensormap::generic.release.cta`: release the thread's generic-proxy writes of tensor maps to the tensormap proxy, at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 8.3, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_tensormap_generic_release_cta() {
asm volatile("fence.proxy.tensormap::generic.release.cta;" ::: "memory");
}
/// `fence.proxy.tensormap::generic.release.cluster`: release the thread's generic-proxy writes of tensor maps to the tensormap proxy, at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 8.3, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_tensormap_generic_release_cluster() {
asm volatile("fence.proxy.tensormap::generic.release.cluster;" ::: "memory");
}
/// `fence.proxy.tensormap::generic.release.gpu`: release the thread's generic-proxy writes of tensor maps to the tensormap proxy, at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 8.3, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_tensormap_generic_release_gpu() {
asm volatile("fence.proxy.tensormap::generic.release.gpu;" ::: "memory");
}
/// `fence.proxy.tensormap::generic.release.sys`: release the thread's generic-proxy writes of tensor maps to the tensormap proxy, at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 8.3, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_tensormap_generic_release_sys() {
asm volatile("fence.proxy.tensormap::generic.release.sys;" ::: "memory");
}
#else  // older than sm_90: the same names fail to compile, saying why
/// `fence.acq_rel.cluster`: acquire-release fence at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acq_rel_cluster() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_acq_rel_cluster: fence.acq_rel.cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `barrier.cluster.arrive`: arrive at the cluster barrier (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_arrive() {
  static_assert(detail::always_false<TypedPtxArch>::value, "barrier_cluster_arrive: barrier.cluster.arrive needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `barrier.cluster.arrive.aligned`: arrive at the cluster barrier (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_arrive_aligned() {
  static_assert(detail::always_false<TypedPtxArch>::value, "barrier_cluster_arrive_aligned: barrier.cluster.arrive.aligned needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `barrier.cluster.arrive.release`: arrive at the cluster barrier (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_arrive_release() {
  static_assert(detail::always_false<TypedPtxArch>::value, "barrier_cluster_arrive_release: barrier.cluster.arrive.release needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `barrier.cluster.arrive.release.aligned`: arrive at the cluster barrier (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_arrive_release_aligned() {
  static_assert(detail::always_false<TypedPtxArch>::value, "barrier_cluster_arrive_release_aligned: barrier.cluster.arrive.release.aligned needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `barrier.cluster.arrive.relaxed`: arrive at the cluster barrier (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_arrive_relaxed() {
  static_assert(detail::always_false<TypedPtxArch>::value, "barrier_cluster_arrive_relaxed: barrier.cluster.arrive.relaxed needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `barrier.cluster.arrive.relaxed.aligned`: arrive at the cluster barrier (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_arrive_relaxed_aligned() {
  static_assert(detail::always_false<TypedPtxArch>::value, "barrier_cluster_arrive_relaxed_aligned: barrier.cluster.arrive.relaxed.aligned needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `barrier.cluster.wait`: wait at the cluster barrier (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_wait() {
  static_assert(detail::always_false<TypedPtxArch>::value, "barrier_cluster_wait: barrier.cluster.wait needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `barrier.cluster.wait.aligned`: wait at the cluster barrier (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_wait_aligned() {
  static_assert(detail::always_false<TypedPtxArch>::value, "barrier_cluster_wait_aligned: barrier.cluster.wait.aligned needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `barrier.cluster.wait.acquire`: wait at the cluster barrier (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_wait_acquire() {
  static_assert(detail::always_false<TypedPtxArch>::value, "barrier_cluster_wait_acquire: barrier.cluster.wait.acquire needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `barrier.cluster.wait.acquire.aligned`: wait at the cluster barrier (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_cluster_wait_acquire_aligned() {
  static_assert(detail::always_false<TypedPtxArch>::value, "barrier_cluster_wait_acquire_aligned: barrier.cluster.wait.acquire.aligned needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.async`: bidirectional fence between the generic proxy and the async proxy (TMA, bulk copies, wgmma operands), every state space (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_async: fence.proxy.async needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.async.shared::cta`: generic/async proxy fence for one state space (.shared::cta, .shared::cluster, .global) (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_shared_cta() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_async_shared_cta: fence.proxy.async.shared::cta needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.async.shared::cluster`: generic/async proxy fence for one state space (.shared::cta, .shared::cluster, .global) (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_shared_cluster() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_async_shared_cluster: fence.proxy.async.shared::cluster needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.async.global`: generic/async proxy fence for one state space (.shared::cta, .shared::cluster, .global) (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_global() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_async_global: fence.proxy.async.global needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.mbarrier_init.release.cluster`: release the preceding mbarrier.init of the thread to the cluster (before remote arrives or TMA multicast use them) (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_mbarrier_init_release_cluster() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_mbarrier_init_release_cluster: fence.mbarrier_init.release.cluster needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.tensormap::generic.release.cta`: release the thread's generic-proxy writes of tensor maps to the tensormap proxy, at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 8.3, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_tensormap_generic_release_cta() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_tensormap_generic_release_cta: fence.proxy.tensormap::generic.release.cta needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.tensormap::generic.release.cluster`: release the thread's generic-proxy writes of tensor maps to the tensormap proxy, at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 8.3, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_tensormap_generic_release_cluster() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_tensormap_generic_release_cluster: fence.proxy.tensormap::generic.release.cluster needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.tensormap::generic.release.gpu`: release the thread's generic-proxy writes of tensor maps to the tensormap proxy, at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 8.3, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_tensormap_generic_release_gpu() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_tensormap_generic_release_gpu: fence.proxy.tensormap::generic.release.gpu needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.tensormap::generic.release.sys`: release the thread's generic-proxy writes of tensor maps to the tensormap proxy, at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 8.3, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_tensormap_generic_release_sys() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_tensormap_generic_release_sys: fence.proxy.tensormap::generic.release.sys needs sm_90 (PTX ISA 8.3); this translation unit is compiled for an older __CUDA_ARCH__");
}
#endif  // sm_90

}  // namespace typed_ptx

#endif  // TYPED_PTX_SYNC_CUH
