// @generated from ptx-isa/src/lib.rs by `cargo xtask codegen`; do not edit
// typed_ptx/special.cuh: Special registers (the namespace-scope wrappers of the table's
// Special rows). Part of typed_ptx.cuh; self-contained (it includes core.cuh).
#ifndef TYPED_PTX_SPECIAL_CUH
#define TYPED_PTX_SPECIAL_CUH

#include "core.cuh"

namespace typed_ptx {

// ---- Special registers: namespace-scope wrappers ----------------------------------

/// `%tid.x`: thread index in the CTA, x (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_tid_x() {
return threadIdx.x;
}
/// `%tid.y`: thread index in the CTA, y (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_tid_y() {
return threadIdx.y;
}
/// `%tid.z`: thread index in the CTA, z (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_tid_z() {
return threadIdx.z;
}
/// `%ntid.x`: CTA size, x (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_ntid_x() {
return blockDim.x;
}
/// `%ntid.y`: CTA size, y (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_ntid_y() {
return blockDim.y;
}
/// `%ntid.z`: CTA size, z (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_ntid_z() {
return blockDim.z;
}
/// `%ctaid.x`: CTA index in the grid, x (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_ctaid_x() {
return blockIdx.x;
}
/// `%ctaid.y`: CTA index in the grid, y (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_ctaid_y() {
return blockIdx.y;
}
/// `%ctaid.z`: CTA index in the grid, z (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_ctaid_z() {
return blockIdx.z;
}
/// `%nctaid.x`: grid size in CTAs, x (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_nctaid_x() {
return gridDim.x;
}
/// `%nctaid.y`: grid size in CTAs, y (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_nctaid_y() {
return gridDim.y;
}
/// `%nctaid.z`: grid size in CTAs, z (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_nctaid_z() {
return gridDim.z;
}
/// `%laneid`: lane index in the warp (PTX ISA 1.3, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_laneid() {
unsigned int d;
asm("mov.u32 %0, %%laneid;" : "=r"(d));
return d;
}
/// `%warpid`: warp identifier (volatile) (PTX ISA 1.3, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_warpid() {
unsigned int d;
asm volatile("mov.u32 %0, %%warpid;" : "=r"(d));
return d;
}
/// `%smid`: SM identifier (volatile) (PTX ISA 1.3, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_smid() {
unsigned int d;
asm volatile("mov.u32 %0, %%smid;" : "=r"(d));
return d;
}
/// `%clock`: 32-bit cycle counter (PTX ISA 1.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_clock() {
unsigned int d;
asm volatile("mov.u32 %0, %%clock;" : "=r"(d));
return d;
}
/// `%clock64`: 64-bit cycle counter (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned long long sreg_clock64() {
unsigned long long d;
asm volatile("mov.u64 %0, %%clock64;" : "=l"(d));
return d;
}
/// `%globaltimer`: global nanosecond timer (PTX ISA 3.1, sm_30)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned long long sreg_globaltimer() {
unsigned long long d;
asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(d));
return d;
}
/// `%dynamic_smem_size`: bytes of dynamic shared memory of the CTA (PTX ISA 4.1, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_dynamic_smem_size() {
unsigned int d;
asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(d));
return d;
}
/// `%total_smem_size`: bytes of shared memory of the CTA (PTX ISA 4.1, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_total_smem_size() {
unsigned int d;
asm("mov.u32 %0, %%total_smem_size;" : "=r"(d));
return d;
}
/// `%nwarpid`: the most warp identifiers an SM has (one more than the largest %warpid) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_nwarpid() {
unsigned int d;
asm("mov.u32 %0, %%nwarpid;" : "=r"(d));
return d;
}
/// `%nsmid`: one more than the largest SM identifier (%smid; identifiers may skip) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_nsmid() {
unsigned int d;
asm("mov.u32 %0, %%nsmid;" : "=r"(d));
return d;
}
/// `%gridid`: the launch's grid identifier (unique among the grids running at one time) (PTX ISA 3.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned long long sreg_gridid() {
unsigned long long d;
asm("mov.u64 %0, %%gridid;" : "=l"(d));
return d;
}
/// `%clock_hi`: the upper 32 bits of the 64-bit cycle counter (%clock is the lower) (PTX ISA 5.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_clock_hi() {
unsigned int d;
asm("mov.u32 %0, %%clock_hi;" : "=r"(d));
return d;
}
/// `%globaltimer_lo`: the lower 32 bits of the global nanosecond timer (PTX ISA 3.1, sm_30)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_globaltimer_lo() {
unsigned int d;
asm("mov.u32 %0, %%globaltimer_lo;" : "=r"(d));
return d;
}
/// `%globaltimer_hi`: the upper 32 bits of the global nanosecond timer (PTX ISA 3.1, sm_30)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_globaltimer_hi() {
unsigned int d;
asm("mov.u32 %0, %%globaltimer_hi;" : "=r"(d));
return d;
}
/// `%current_graph_exec`: the handle of the CUDA graph execution running the kernel (0 outside a graph) (PTX ISA 8.0, sm_50)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned long long sreg_current_graph_exec() {
unsigned long long d;
asm("mov.u64 %0, %%current_graph_exec;" : "=l"(d));
return d;
}
/// `%lanemask_eq`: the bit of this lane (1 << laneid) (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_lanemask_eq() {
unsigned int d;
asm("mov.u32 %0, %%lanemask_eq;" : "=r"(d));
return d;
}
/// `%lanemask_le`: the bits of the lanes up to and including this one (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_lanemask_le() {
unsigned int d;
asm("mov.u32 %0, %%lanemask_le;" : "=r"(d));
return d;
}
/// `%lanemask_lt`: the bits of the lanes below this one (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_lanemask_lt() {
unsigned int d;
asm("mov.u32 %0, %%lanemask_lt;" : "=r"(d));
return d;
}
/// `%lanemask_ge`: the bits of this lane and the lanes above it (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_lanemask_ge() {
unsigned int d;
asm("mov.u32 %0, %%lanemask_ge;" : "=r"(d));
return d;
}
/// `%lanemask_gt`: the bits of the lanes above this one (PTX ISA 2.0, sm_20)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_lanemask_gt() {
unsigned int d;
asm("mov.u32 %0, %%lanemask_gt;" : "=r"(d));
return d;
}
// -- sm_90 and newer --
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
/// `%cluster_ctarank`: CTA rank in the cluster (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_ctarank() {
unsigned int d;
asm("mov.u32 %0, %%cluster_ctarank;" : "=r"(d));
return d;
}
/// `%cluster_nctarank`: number of CTAs in the cluster (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_nctarank() {
unsigned int d;
asm("mov.u32 %0, %%cluster_nctarank;" : "=r"(d));
return d;
}
/// `%cluster_ctaid.x`: CTA index in the cluster, x (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_ctaid_x() {
unsigned int d;
asm("mov.u32 %0, %%cluster_ctaid.x;" : "=r"(d));
return d;
}
/// `%cluster_nctaid.x`: cluster size in CTAs, x (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_nctaid_x() {
unsigned int d;
asm("mov.u32 %0, %%cluster_nctaid.x;" : "=r"(d));
return d;
}
/// `%clusterid.x`: cluster index in the grid, x (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_clusterid_x() {
unsigned int d;
asm("mov.u32 %0, %%clusterid.x;" : "=r"(d));
return d;
}
/// `%nclusterid.x`: grid size in clusters, x (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_nclusterid_x() {
unsigned int d;
asm("mov.u32 %0, %%nclusterid.x;" : "=r"(d));
return d;
}
/// `%cluster_ctaid.y`: CTA index in the cluster, y (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_ctaid_y() {
unsigned int d;
asm("mov.u32 %0, %%cluster_ctaid.y;" : "=r"(d));
return d;
}
/// `%cluster_ctaid.z`: CTA index in the cluster, z (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_ctaid_z() {
unsigned int d;
asm("mov.u32 %0, %%cluster_ctaid.z;" : "=r"(d));
return d;
}
/// `%cluster_nctaid.y`: cluster size in CTAs, y (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_nctaid_y() {
unsigned int d;
asm("mov.u32 %0, %%cluster_nctaid.y;" : "=r"(d));
return d;
}
/// `%cluster_nctaid.z`: cluster size in CTAs, z (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_nctaid_z() {
unsigned int d;
asm("mov.u32 %0, %%cluster_nctaid.z;" : "=r"(d));
return d;
}
/// `%clusterid.y`: cluster index in the grid, y (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_clusterid_y() {
unsigned int d;
asm("mov.u32 %0, %%clusterid.y;" : "=r"(d));
return d;
}
/// `%clusterid.z`: cluster index in the grid, z (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_clusterid_z() {
unsigned int d;
asm("mov.u32 %0, %%clusterid.z;" : "=r"(d));
return d;
}
/// `%nclusterid.y`: grid size in clusters, y (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_nclusterid_y() {
unsigned int d;
asm("mov.u32 %0, %%nclusterid.y;" : "=r"(d));
return d;
}
/// `%nclusterid.z`: grid size in clusters, z (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_nclusterid_z() {
unsigned int d;
asm("mov.u32 %0, %%nclusterid.z;" : "=r"(d));
return d;
}
/// `%aggr_smem_size`: bytes of shared memory of the CTA, the reserved part included (PTX ISA 8.1, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_aggr_smem_size() {
unsigned int d;
asm("mov.u32 %0, %%aggr_smem_size;" : "=r"(d));
return d;
}
#else  // older than sm_90: the same names fail to compile, saying why
/// `%cluster_ctarank`: CTA rank in the cluster (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_ctarank() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_cluster_ctarank: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `%cluster_nctarank`: number of CTAs in the cluster (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_nctarank() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_cluster_nctarank: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `%cluster_ctaid.x`: CTA index in the cluster, x (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_ctaid_x() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_cluster_ctaid_x: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `%cluster_nctaid.x`: cluster size in CTAs, x (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_nctaid_x() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_cluster_nctaid_x: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `%clusterid.x`: cluster index in the grid, x (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_clusterid_x() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_clusterid_x: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `%nclusterid.x`: grid size in clusters, x (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_nclusterid_x() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_nclusterid_x: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `%cluster_ctaid.y`: CTA index in the cluster, y (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_ctaid_y() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_cluster_ctaid_y: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `%cluster_ctaid.z`: CTA index in the cluster, z (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_ctaid_z() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_cluster_ctaid_z: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `%cluster_nctaid.y`: cluster size in CTAs, y (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_nctaid_y() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_cluster_nctaid_y: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `%cluster_nctaid.z`: cluster size in CTAs, z (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_cluster_nctaid_z() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_cluster_nctaid_z: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `%clusterid.y`: cluster index in the grid, y (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_clusterid_y() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_clusterid_y: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `%clusterid.z`: cluster index in the grid, z (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_clusterid_z() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_clusterid_z: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `%nclusterid.y`: grid size in clusters, y (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_nclusterid_y() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_nclusterid_y: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `%nclusterid.z`: grid size in clusters, z (PTX ISA 7.8, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_nclusterid_z() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_nclusterid_z: mov.u32 needs sm_90 (PTX ISA 7.8); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
/// `%aggr_smem_size`: bytes of shared memory of the CTA, the reserved part included (PTX ISA 8.1, sm_90)
template <class TypedPtxArch = void>
TYPED_PTX_DEVICE unsigned int sreg_aggr_smem_size() {
  static_assert(detail::always_false<TypedPtxArch>::value, "sreg_aggr_smem_size: mov.u32 needs sm_90 (PTX ISA 8.1); this translation unit is compiled for an older __CUDA_ARCH__");
  return {};
}
#endif  // sm_90

}  // namespace typed_ptx

#endif  // TYPED_PTX_SPECIAL_CUH
