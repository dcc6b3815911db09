// @generated from ptx-isa/src/lib.rs by `cargo xtask codegen`; do not edit
// typed_ptx/warp_spec.cuh: Warp specialization (the namespace-scope wrappers of the table's
// WarpSpec rows). Part of typed_ptx.cuh; self-contained (it includes core.cuh).
#ifndef TYPED_PTX_WARP_SPEC_CUH
#define TYPED_PTX_WARP_SPEC_CUH

#include "core.cuh"

namespace typed_ptx {

// ---- Warp specialization: namespace-scope wrappers --------------------------------

/// `bar.arrive`: arrive at named barrier id (of count threads, a multiple of 32) without waiting (PTX ISA 2.0, sm_20)
template <int Id, int Count, class TypedPtxArch = void>
TYPED_PTX_DEVICE void bar_arrive() {
static_assert(Id >= 0 && Id <= 15, "bar_arrive: bar.arrive takes Id in 0..=15");
static_assert(Count >= 32 && Count <= 1024 && Count % 32 == 0, "bar_arrive: bar.arrive takes Count in 32..=1024, a multiple of 32");
asm volatile("bar.arrive %0, %1;" :: "n"(Id), "n"(Count) : "memory");
}
/// `barrier.sync`: wait at named barrier id for count threads (non-aligned form) (PTX ISA 6.0, sm_30)
template <int Id, int Count, class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_sync() {
static_assert(Id >= 0 && Id <= 15, "barrier_sync: barrier.sync takes Id in 0..=15");
static_assert(Count >= 32 && Count <= 1024 && Count % 32 == 0, "barrier_sync: barrier.sync takes Count in 32..=1024, a multiple of 32");
asm volatile("barrier.sync %0, %1;" :: "n"(Id), "n"(Count) : "memory");
}
/// `barrier.arrive`: arrive at named barrier id (of count threads) without waiting (non-aligned form) (PTX ISA 6.0, sm_30)
template <int Id, int Count, class TypedPtxArch = void>
TYPED_PTX_DEVICE void barrier_arrive() {
static_assert(Id >= 0 && Id <= 15, "barrier_arrive: barrier.arrive takes Id in 0..=15");
static_assert(Count >= 32 && Count <= 1024 && Count % 32 == 0, "barrier_arrive: barrier.arrive takes Count in 32..=1024, a multiple of 32");
asm volatile("barrier.arrive %0, %1;" :: "n"(Id), "n"(Count) : "memory");
}
// -- sm_90 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
/// `elect.sync`: elect one leader lane of the member mask: d = its lane index, p = true in the leader only (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE bool elect_leader(unsigned int mask, unsigned int& leader) {
detail::u32 lane, elected;
asm volatile("{ .reg .pred p; elect.sync %0|p, %2; selp.u32 %1, 1, 0, p; }" : "=r"(lane), "=r"(elected) : "r"(mask));
leader = lane;
return elected != 0;
}
/// `griddepcontrol.launch_dependents`: let the grids that depend on this one (programmatic dependent launch) be scheduled (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void griddepcontrol_launch_dependents() {
asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
}
/// `griddepcontrol.wait`: wait until the prerequisite grids have completed and their memory is visible (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void griddepcontrol_wait() {
asm volatile("griddepcontrol.wait;" ::: "memory");
}
#else  // older than sm_90: the same names fail to compile, saying why
/// `elect.sync`: elect one leader lane of the member mask: d = its lane index, p = true in the leader only (PTX ISA 8.0, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE bool elect_leader(unsigned int mask, unsigned int& leader) {
  static_assert(detail::always_false<TypedPtxArch>::value, "elect_leader: elect.sync needs sm_90 (PTX ISA 8.0); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `griddepcontrol.launch_dependents`: let the grids that depend on this one (programmatic dependent launch) be scheduled (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void griddepcontrol_launch_dependents() {
  static_assert(detail::always_false<TypedPtxArch>::value, "griddepcontrol_launch_dependents: griddepcontrol.launch_dependents needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}
/// `griddepcontrol.wait`: wait until the prerequisite grids have completed and their memory is visible (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE void griddepcontrol_wait() {
  static_assert(detail::always_false<TypedPtxArch>::value, "griddepcontrol_wait: griddepcontrol.wait needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
}
#endif  // sm_90
// -- sm_90a, sm_100f, sm_100a, sm_103f, sm_103a, sm_110f, sm_110a, sm_120f, sm_120a, sm_121f, sm_121a only --
#if !defined(__CUDA_ARCH__) || (defined(__CUDA_ARCH_FAMILY_SPECIFIC__) && (__CUDA_ARCH_FAMILY_SPECIFIC__ == 900 || __CUDA_ARCH_FAMILY_SPECIFIC__ == 1000 || __CUDA_ARCH_FAMILY_SPECIFIC__ == 1030 || __CUDA_ARCH_FAMILY_SPECIFIC__ == 1100 || __CUDA_ARCH_FAMILY_SPECIFIC__ == 1200 || __CUDA_ARCH_FAMILY_SPECIFIC__ == 1210)) || defined(__CUDA_ARCH_FEAT_SM90_ALL) || defined(__CUDA_ARCH_FEAT_SM100_ALL) || defined(__CUDA_ARCH_FEAT_SM103_ALL) || defined(__CUDA_ARCH_FEAT_SM110_ALL) || defined(__CUDA_ARCH_FEAT_SM120_ALL) || defined(__CUDA_ARCH_FEAT_SM121_ALL)
/// `setmaxnreg.inc.sync.aligned.u32`: raise the per-thread register count of every warp of the warpgroup to N (24..=256, a multiple of 8; ptxas honours it only when the kernel has .maxntid and .minnctapersm, as __launch_bounds__ gives) (PTX ISA 8.0, sm_90)
template <int N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void setmaxnreg_inc_to() {
static_assert(N >= 24 && N <= 256 && N % 8 == 0, "setmaxnreg_inc_to: setmaxnreg.inc.sync.aligned.u32 takes a register count in 24..=256, a multiple of 8");
asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;" :: "n"(N) : "memory");
}
/// `setmaxnreg.dec.sync.aligned.u32`: release registers: lower the per-thread register count of every warp of the warpgroup to N (24..=256, a multiple of 8) (PTX ISA 8.0, sm_90)
template <int N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void setmaxnreg_dec_to() {
static_assert(N >= 24 && N <= 256 && N % 8 == 0, "setmaxnreg_dec_to: setmaxnreg.dec.sync.aligned.u32 takes a register count in 24..=256, a multiple of 8");
asm volatile("setmaxnreg.dec.sync.aligned.u32 %0;" :: "n"(N) : "memory");
}
#else  // not sm_90a, sm_100f, sm_100a, sm_103f, sm_103a, sm_110f, sm_110a, sm_120f, sm_120a, sm_121f, sm_121a: the same names fail to compile, saying why
/// `setmaxnreg.inc.sync.aligned.u32`: raise the per-thread register count of every warp of the warpgroup to N (24..=256, a multiple of 8; ptxas honours it only when the kernel has .maxntid and .minnctapersm, as __launch_bounds__ gives) (PTX ISA 8.0, sm_90)
template <int N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void setmaxnreg_inc_to() {
  static_assert(detail::always_false<TypedPtxArch>::value, "setmaxnreg_inc_to: setmaxnreg.inc.sync.aligned.u32 needs an architecture-specific target, sm_90a, sm_100f, sm_100a, sm_103f, sm_103a, sm_110f, sm_110a, sm_120f, sm_120a, sm_121f, sm_121a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a, sm_100f, sm_100a, sm_103f, sm_103a, sm_110f, sm_110a, sm_120f, sm_120a, sm_121f, sm_121a)");
}
/// `setmaxnreg.dec.sync.aligned.u32`: release registers: lower the per-thread register count of every warp of the warpgroup to N (24..=256, a multiple of 8) (PTX ISA 8.0, sm_90)
template <int N, class TypedPtxArch = void>
TYPED_PTX_DEVICE void setmaxnreg_dec_to() {
  static_assert(detail::always_false<TypedPtxArch>::value, "setmaxnreg_dec_to: setmaxnreg.dec.sync.aligned.u32 needs an architecture-specific target, sm_90a, sm_100f, sm_100a, sm_103f, sm_103a, sm_110f, sm_110a, sm_120f, sm_120a, sm_121f, sm_121a (PTX ISA 8.0); this translation unit is compiled for another (nvcc -arch=sm_90a, sm_100f, sm_100a, sm_103f, sm_103a, sm_110f, sm_110a, sm_120f, sm_120a, sm_121f, sm_121a)");
}
#endif  // sm_90a, sm_100f, sm_100a, sm_103f, sm_103a, sm_110f, sm_110a, sm_120f, sm_120a, sm_121f, sm_121a
// -- sm_100f, sm_100a, sm_103f, sm_103a only --
#if !defined(__CUDA_ARCH__) || (defined(__CUDA_ARCH_FAMILY_SPECIFIC__) && (__CUDA_ARCH_FAMILY_SPECIFIC__ == 1000 || __CUDA_ARCH_FAMILY_SPECIFIC__ == 1030)) || defined(__CUDA_ARCH_FEAT_SM100_ALL) || defined(__CUDA_ARCH_FEAT_SM103_ALL)
/// `redux.sync.min`: d = the f32 minimum (.min) or maximum (.max) of a over the member lanes (optionally of |a|, NaN-propagating) (PTX ISA 8.6, sm_100)
template <bool Abs = false, bool NaN = false, class TypedPtxArch = void>
TYPED_PTX_DEVICE float redux_sync_min_f32(float v, unsigned int mask) {
float d;
if constexpr (Abs && NaN) {
  asm volatile("redux.sync.min.abs.NaN.f32 %0, %1, %2;" : "=f"(d) : "f"(v), "r"(mask));
}
else if constexpr (Abs && !NaN) {
  asm volatile("redux.sync.min.abs.f32 %0, %1, %2;" : "=f"(d) : "f"(v), "r"(mask));
}
else if constexpr (!Abs && NaN) {
  asm volatile("redux.sync.min.NaN.f32 %0, %1, %2;" : "=f"(d) : "f"(v), "r"(mask));
}
else if constexpr (!Abs && !NaN) {
  asm volatile("redux.sync.min.f32 %0, %1, %2;" : "=f"(d) : "f"(v), "r"(mask));
}
return d;
}
/// `redux.sync.max`: d = the f32 minimum (.min) or maximum (.max) of a over the member lanes (optionally of |a|, NaN-propagating) (PTX ISA 8.6, sm_100)
template <bool Abs = false, bool NaN = false, class TypedPtxArch = void>
TYPED_PTX_DEVICE float redux_sync_max_f32(float v, unsigned int mask) {
float d;
if constexpr (Abs && NaN) {
  asm volatile("redux.sync.max.abs.NaN.f32 %0, %1, %2;" : "=f"(d) : "f"(v), "r"(mask));
}
else if constexpr (Abs && !NaN) {
  asm volatile("redux.sync.max.abs.f32 %0, %1, %2;" : "=f"(d) : "f"(v), "r"(mask));
}
else if constexpr (!Abs && NaN) {
  asm volatile("redux.sync.max.NaN.f32 %0, %1, %2;" : "=f"(d) : "f"(v), "r"(mask));
}
else if constexpr (!Abs && !NaN) {
  asm volatile("redux.sync.max.f32 %0, %1, %2;" : "=f"(d) : "f"(v), "r"(mask));
}
return d;
}
#else  // not sm_100f, sm_100a, sm_103f, sm_103a: the same names fail to compile, saying why
/// `redux.sync.min`: d = the f32 minimum (.min) or maximum (.max) of a over the member lanes (optionally of |a|, NaN-propagating) (PTX ISA 8.6, sm_100)
template <bool Abs = false, bool NaN = false, class TypedPtxArch = void>
TYPED_PTX_DEVICE float redux_sync_min_f32(float v, unsigned int mask) {
  static_assert(detail::always_false<TypedPtxArch>::value, "redux_sync_min_f32: redux.sync.min needs an architecture-specific target, sm_100f, sm_100a, sm_103f, sm_103a (PTX ISA 8.6); this translation unit is compiled for another (nvcc -arch=sm_100f, sm_100a, sm_103f, sm_103a)");
  return {};
}
/// `redux.sync.max`: d = the f32 minimum (.min) or maximum (.max) of a over the member lanes (optionally of |a|, NaN-propagating) (PTX ISA 8.6, sm_100)
template <bool Abs = false, bool NaN = false, class TypedPtxArch = void>
TYPED_PTX_DEVICE float redux_sync_max_f32(float v, unsigned int mask) {
  static_assert(detail::always_false<TypedPtxArch>::value, "redux_sync_max_f32: redux.sync.max needs an architecture-specific target, sm_100f, sm_100a, sm_103f, sm_103a (PTX ISA 8.6); this translation unit is compiled for another (nvcc -arch=sm_100f, sm_100a, sm_103f, sm_103a)");
  return {};
}
#endif  // sm_100f, sm_100a, sm_103f, sm_103a

}  // namespace typed_ptx

#endif  // TYPED_PTX_WARP_SPEC_CUH
