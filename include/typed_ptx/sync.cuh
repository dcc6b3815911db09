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
/// `fence.sc.cta`: sequentially consistent fence at a scope (.cta, .cluster, .gpu, .sys): an acq_rel fence whose instances also take part in one total order (PTX ISA 6.0, sm_70)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_sc_cta() {
asm volatile("fence.sc.cta;" ::: "memory");
}
/// `fence.sc.gpu`: sequentially consistent fence at a scope (.cta, .cluster, .gpu, .sys): an acq_rel fence whose instances also take part in one total order (PTX ISA 6.0, sm_70)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_sc_gpu() {
asm volatile("fence.sc.gpu;" ::: "memory");
}
/// `fence.sc.sys`: sequentially consistent fence at a scope (.cta, .cluster, .gpu, .sys): an acq_rel fence whose instances also take part in one total order (PTX ISA 6.0, sm_70)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_sc_sys() {
asm volatile("fence.sc.sys;" ::: "memory");
}
/// `fence.proxy.alias`: bidirectional fence between accesses through different virtual addresses (aliases) of the same memory (PTX ISA 7.5, sm_70)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_alias() {
asm volatile("fence.proxy.alias;" ::: "memory");
}
// -- sm_90 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
/// `fence.acq_rel.cluster`: acquire-release fence at a scope (.cta, .cluster, .gpu, .sys) (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acq_rel_cluster() {
asm volatile("fence.acq_rel.cluster;" ::: "memory");
}
/// `fence.sc.cluster`: sequentially consistent fence at a scope (.cta, .cluster, .gpu, .sys): an acq_rel fence whose instances also take part in one total order (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_sc_cluster() {
asm volatile("fence.sc.cluster;" ::: "memory");
}
/// `fence.acquire.cta`: one-way acquire fence at a scope: orders the thread's earlier reads (those an acquire pattern observes) before its later memory operations (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acquire_cta() {
asm volatile("fence.acquire.cta;" ::: "memory");
}
/// `fence.acquire.cluster`: one-way acquire fence at a scope: orders the thread's earlier reads (those an acquire pattern observes) before its later memory operations (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acquire_cluster() {
asm volatile("fence.acquire.cluster;" ::: "memory");
}
/// `fence.acquire.gpu`: one-way acquire fence at a scope: orders the thread's earlier reads (those an acquire pattern observes) before its later memory operations (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acquire_gpu() {
asm volatile("fence.acquire.gpu;" ::: "memory");
}
/// `fence.acquire.sys`: one-way acquire fence at a scope: orders the thread's earlier reads (those an acquire pattern observes) before its later memory operations (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acquire_sys() {
asm volatile("fence.acquire.sys;" ::: "memory");
}
/// `fence.release.cta`: one-way release fence at a scope: orders the thread's earlier memory operations before its later writes (those a release pattern publishes) (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_release_cta() {
asm volatile("fence.release.cta;" ::: "memory");
}
/// `fence.release.cluster`: one-way release fence at a scope: orders the thread's earlier memory operations before its later writes (those a release pattern publishes) (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_release_cluster() {
asm volatile("fence.release.cluster;" ::: "memory");
}
/// `fence.release.gpu`: one-way release fence at a scope: orders the thread's earlier memory operations before its later writes (those a release pattern publishes) (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_release_gpu() {
asm volatile("fence.release.gpu;" ::: "memory");
}
/// `fence.release.sys`: one-way release fence at a scope: orders the thread's earlier memory operations before its later writes (those a release pattern publishes) (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_release_sys() {
asm volatile("fence.release.sys;" ::: "memory");
}
/// `fence.acquire.sync_restrict::shared::cluster.cluster`: acquire fence at cluster scope restricted to operations on .shared::cluster objects (after a wait on a remote mbarrier) (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acquire_sync_restrict_shared_cluster_cluster() {
asm volatile("fence.acquire.sync_restrict::shared::cluster.cluster;" ::: "memory");
}
/// `fence.release.sync_restrict::shared::cta.cluster`: release fence at cluster scope restricted to operations on this CTA's .shared::cta objects (before a remote arrive) (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_release_sync_restrict_shared_cta_cluster() {
asm volatile("fence.release.sync_restrict::shared::cta.cluster;" ::: "memory");
}
/// `fence.alias.sync_restrict::read.release.sys`: release fence at system scope between the thread's earlier reads and later writes through different virtual addresses of the same memory (aliases) (PTX ISA 9.5, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_alias_sync_restrict_read_release_sys() {
asm volatile("fence.alias.sync_restrict::read.release.sys;" ::: "memory");
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
/// `fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster`: one-way proxy fence: the async proxy's earlier writes to .shared::cluster objects become visible to the thread's later generic-proxy accesses, at cluster scope (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_generic_acquire_sync_restrict_shared_cluster_cluster() {
asm volatile("fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster;" ::: "memory");
}
/// `fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster`: one-way proxy fence: the thread's earlier generic-proxy accesses of .shared::cta objects are ordered before later async-proxy operations on them, at cluster scope (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_generic_release_sync_restrict_shared_cta_cluster() {
asm volatile("fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster;" ::: "memory");
}
/// `fence.proxy.async::generic.release.sync_restrict::shared::cluster::read.cta`: one-way proxy fence restricted to the thread's earlier generic-proxy reads of .shared::cluster objects, ordered before later async-proxy writes to them, at a scope (.cta, .cluster) (PTX ISA 9.4, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_generic_release_sync_restrict_shared_cluster_read_cta() {
asm volatile("fence.proxy.async::generic.release.sync_restrict::shared::cluster::read.cta;" ::: "memory");
}
/// `fence.proxy.async::generic.release.sync_restrict::shared::cluster::read.cluster`: one-way proxy fence restricted to the thread's earlier generic-proxy reads of .shared::cluster objects, ordered before later async-proxy writes to them, at a scope (.cta, .cluster) (PTX ISA 9.4, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_generic_release_sync_restrict_shared_cluster_read_cluster() {
asm volatile("fence.proxy.async::generic.release.sync_restrict::shared::cluster::read.cluster;" ::: "memory");
}
/// `fence.proxy.alias.acquire.sys`: one-way alias fence at system scope (.acquire, .release) (PTX ISA 9.4, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_alias_acquire_sys() {
asm volatile("fence.proxy.alias.acquire.sys;" ::: "memory");
}
/// `fence.proxy.alias.release.sys`: one-way alias fence at system scope (.acquire, .release) (PTX ISA 9.4, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_alias_release_sys() {
asm volatile("fence.proxy.alias.release.sys;" ::: "memory");
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
/// `fence.sc.cluster`: sequentially consistent fence at a scope (.cta, .cluster, .gpu, .sys): an acq_rel fence whose instances also take part in one total order (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_sc_cluster() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_sc_cluster: fence.sc.cluster needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.acquire.cta`: one-way acquire fence at a scope: orders the thread's earlier reads (those an acquire pattern observes) before its later memory operations (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acquire_cta() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_acquire_cta: fence.acquire.cta needs sm_90 (PTX ISA 8.6); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.acquire.cluster`: one-way acquire fence at a scope: orders the thread's earlier reads (those an acquire pattern observes) before its later memory operations (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acquire_cluster() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_acquire_cluster: fence.acquire.cluster needs sm_90 (PTX ISA 8.6); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.acquire.gpu`: one-way acquire fence at a scope: orders the thread's earlier reads (those an acquire pattern observes) before its later memory operations (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acquire_gpu() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_acquire_gpu: fence.acquire.gpu needs sm_90 (PTX ISA 8.6); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.acquire.sys`: one-way acquire fence at a scope: orders the thread's earlier reads (those an acquire pattern observes) before its later memory operations (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acquire_sys() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_acquire_sys: fence.acquire.sys needs sm_90 (PTX ISA 8.6); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.release.cta`: one-way release fence at a scope: orders the thread's earlier memory operations before its later writes (those a release pattern publishes) (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_release_cta() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_release_cta: fence.release.cta needs sm_90 (PTX ISA 8.6); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.release.cluster`: one-way release fence at a scope: orders the thread's earlier memory operations before its later writes (those a release pattern publishes) (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_release_cluster() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_release_cluster: fence.release.cluster needs sm_90 (PTX ISA 8.6); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.release.gpu`: one-way release fence at a scope: orders the thread's earlier memory operations before its later writes (those a release pattern publishes) (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_release_gpu() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_release_gpu: fence.release.gpu needs sm_90 (PTX ISA 8.6); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.release.sys`: one-way release fence at a scope: orders the thread's earlier memory operations before its later writes (those a release pattern publishes) (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_release_sys() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_release_sys: fence.release.sys needs sm_90 (PTX ISA 8.6); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.acquire.sync_restrict::shared::cluster.cluster`: acquire fence at cluster scope restricted to operations on .shared::cluster objects (after a wait on a remote mbarrier) (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_acquire_sync_restrict_shared_cluster_cluster() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_acquire_sync_restrict_shared_cluster_cluster: fence.acquire.sync_restrict::shared::cluster.cluster needs sm_90 (PTX ISA 8.6); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.release.sync_restrict::shared::cta.cluster`: release fence at cluster scope restricted to operations on this CTA's .shared::cta objects (before a remote arrive) (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_release_sync_restrict_shared_cta_cluster() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_release_sync_restrict_shared_cta_cluster: fence.release.sync_restrict::shared::cta.cluster needs sm_90 (PTX ISA 8.6); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.alias.sync_restrict::read.release.sys`: release fence at system scope between the thread's earlier reads and later writes through different virtual addresses of the same memory (aliases) (PTX ISA 9.5, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_alias_sync_restrict_read_release_sys() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_alias_sync_restrict_read_release_sys: fence.alias.sync_restrict::read.release.sys needs sm_90 (PTX ISA 9.5); this translation unit is compiled for an older __CUDA_ARCH__");
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
/// `fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster`: one-way proxy fence: the async proxy's earlier writes to .shared::cluster objects become visible to the thread's later generic-proxy accesses, at cluster scope (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_generic_acquire_sync_restrict_shared_cluster_cluster() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_async_generic_acquire_sync_restrict_shared_cluster_cluster: fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster needs sm_90 (PTX ISA 8.6); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster`: one-way proxy fence: the thread's earlier generic-proxy accesses of .shared::cta objects are ordered before later async-proxy operations on them, at cluster scope (PTX ISA 8.6, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_generic_release_sync_restrict_shared_cta_cluster() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_async_generic_release_sync_restrict_shared_cta_cluster: fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster needs sm_90 (PTX ISA 8.6); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.async::generic.release.sync_restrict::shared::cluster::read.cta`: one-way proxy fence restricted to the thread's earlier generic-proxy reads of .shared::cluster objects, ordered before later async-proxy writes to them, at a scope (.cta, .cluster) (PTX ISA 9.4, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_generic_release_sync_restrict_shared_cluster_read_cta() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_async_generic_release_sync_restrict_shared_cluster_read_cta: fence.proxy.async::generic.release.sync_restrict::shared::cluster::read.cta needs sm_90 (PTX ISA 9.4); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.async::generic.release.sync_restrict::shared::cluster::read.cluster`: one-way proxy fence restricted to the thread's earlier generic-proxy reads of .shared::cluster objects, ordered before later async-proxy writes to them, at a scope (.cta, .cluster) (PTX ISA 9.4, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_async_generic_release_sync_restrict_shared_cluster_read_cluster() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_async_generic_release_sync_restrict_shared_cluster_read_cluster: fence.proxy.async::generic.release.sync_restrict::shared::cluster::read.cluster needs sm_90 (PTX ISA 9.4); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.alias.acquire.sys`: one-way alias fence at system scope (.acquire, .release) (PTX ISA 9.4, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_alias_acquire_sys() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_alias_acquire_sys: fence.proxy.alias.acquire.sys needs sm_90 (PTX ISA 9.4); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `fence.proxy.alias.release.sys`: one-way alias fence at system scope (.acquire, .release) (PTX ISA 9.4, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void fence_proxy_alias_release_sys() {
  static_assert(detail::always_false<TypedPtxArch>::value, "fence_proxy_alias_release_sys: fence.proxy.alias.release.sys needs sm_90 (PTX ISA 9.4); this translation unit is compiled for an older __CUDA_ARCH__");
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
