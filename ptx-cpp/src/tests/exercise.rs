//! The exerciser: a CUDA C++ translation unit that calls every wrapper of the header, and
//! the PTX text each call must leave in `nvcc -ptx`'s output (test-only; `nvcc.rs` compiles
//! it).

use core::fmt::Write;
use typed_ptx_isa::Target;

use crate::{ATOM_OPS, Cls, Gen, classes, generate, refusals};

/// The exerciser's bulk-copy and TMA kernel (sm_90): every wrapper of the family.
const EXERCISE_BULK: &str = r#"
TYPED_PTX_GLOBAL_ARRAY(exercise_map, tensor_map<float, 2>, 1);

__global__ void exercise_bulk(const __grid_constant__ tensor_map<float, 2> map2,
                              const __grid_constant__ tensor_map<unsigned int, 1> map1,
                              const __grid_constant__ tensor_map<int, 3> map3,
                              const __grid_constant__ tensor_map<unsigned long long, 4> map4,
                              const __grid_constant__ tensor_map<float, 5> map5,
                              global_param<float> gf, global_param<unsigned> gu, unsigned rank) {
  TYPED_PTX_SHARED_ARRAY(tile, float, 512, 128);
  TYPED_PTX_SHARED_ARRAY(utile, unsigned int, 64, 128);
  TYPED_PTX_SHARED_ARRAY(itile, int, 64, 128);
  TYPED_PTX_SHARED_ARRAY(ltile, unsigned long long, 64, 128);
  TYPED_PTX_SHARED_ARRAY(bars, mbarrier, 2);
  shared_addr32<mbarrier> b32 = bars.addr32(0);
  shared_addr64<mbarrier> b64 = bars.addr64(1);
  global_ptr<float> g = kernel_param(gf);
  global_ptr<unsigned int> gu32 = kernel_param(gu);
  bulk_prefetch_l2<256>(g);
  bulk_copy_global_to_shared<256>(tile.addr32(0), g, b32);
  bulk_copy_global_to_shared<256>(tile.addr64(64), g + 64, b64);
  bulk_copy_global_to_shared_multicast<256>(tile.addr32(128), g, b32, (unsigned short)3);
  bulk_copy_global_to_shared_multicast<256>(tile.addr64(192), g, b64, (unsigned short)3);
  shared_cluster_addr32<float> rt32 = mapa(tile.addr32(256), rank);
  shared_cluster_addr64<float> rt64 = mapa(tile.addr64(256), rank);
  shared_cluster_addr32<mbarrier> rb32 = mapa(b32, rank);
  shared_cluster_addr64<mbarrier> rb64 = mapa(b64, rank);
  bulk_copy_shared_to_cluster<128>(rt32, tile.addr32(0), rb32);
  bulk_copy_shared_to_cluster<128>(rt64, tile.addr64(0), rb64);
  bulk_reduce_shared_to_cluster<bulk_op::add, 64>(mapa(utile.addr32(0), rank), utile.addr32(0), rb32);
  bulk_reduce_shared_to_cluster<bulk_op::xor_, 64>(mapa(itile.addr64(0), rank), itile.addr64(0), rb64);
  bulk_copy_shared_to_global<256>(g, tile.addr32(0));
  bulk_copy_shared_to_global<256>(g + 64, tile.addr64(64));
  bulk_reduce_shared_to_global<bulk_op::add, 64>(g, tile.addr32(0));
  bulk_reduce_shared_to_global<bulk_op::max, 64>(gu32, utile.addr64(0));
  bulk_commit_group();
  bulk_wait_group<0>();
  bulk_wait_group_read<1>();
  tensor_map_addr<float, 2> m2 = tensor_map_param(map2);
  tensor_map_addr<unsigned int, 1> m1 = tensor_map_param(map1);
  tensor_map_addr<int, 3> m3 = tensor_map_param(map3);
  tensor_map_addr<unsigned long long, 4> m4 = tensor_map_param(map4);
  tensor_map_addr<float, 5> m5 = tensor_map_param(map5);
  tensor_map_addr<float, 2> mg = tensor_map_of(exercise_map.generic(0));
  tensor_map_prefetch(m2);
  tensor_map_prefetch(mg);
  int x = (int)threadIdx.x;
  tma_load(tile.addr32(0), m2, {x, 0}, b32);
  tma_load(tile.addr64(0), mg, {x, 1}, b64);
  tma_load(utile.addr32(0), m1, {x}, b32);
  tma_load(itile.addr64(0), m3, {x, 1, 2}, b64);
  tma_load(ltile.addr32(0), m4, {x, 1, 2, 3}, b32);
  tma_load(tile.addr32(0), m5, {x, 1, 2, 3, 4}, b32);
  tma_load_multicast(tile.addr32(0), m2, {0, x}, b32, (unsigned short)1);
  tma_load_multicast(tile.addr64(0), m5, {0, x, 0, 0, 0}, b64, (unsigned short)3);
  tma_store(m2, {x, 0}, tile.addr32(0));
  tma_store(m3, {x, 0, 1}, itile.addr64(0));
  tma_reduce<bulk_op::add>(m2, {x, 0}, tile.addr32(0));
  tma_reduce<bulk_op::inc>(m1, {x}, utile.addr64(0));
  tma_reduce<bulk_op::and_>(m4, {x, 0, 0, 0}, ltile.addr32(0));
  tma_prefetch_tile(m1, {x});
  tma_prefetch_tile(m5, {x, 0, 0, 0, 0});
  bulk_commit_group();
  bulk_wait_group<0>();
}
"#;

/// The C++ element types the exerciser loads and stores (plain accesses take any type).
const EXERCISE_DATA: &[&str] = &[
    "unsigned char",
    "signed char",
    "unsigned short",
    "short",
    "unsigned int",
    "int",
    "unsigned long long",
    "long long",
    "float",
    "double",
    "__half",
    "__nv_bfloat16",
    "uchar4",
    "short2",
    "int2",
    "uint4",
    "float2",
    "float4",
    "double2",
];

/// The exerciser's read-only and no-atomics unknown origins (`gl`, `gc`: its generic
/// pointers from `.local` and `.const`).
const EXERCISE_UNKNOWN_ORIGINS: &str = r#"  generic_ptr<const float> ur = from_ptr((float*)opaque[rank + 2]);  // read-only: it may be .const
  generic_ptr<float, from_unknown_rw> u4 = gl;  // a .local origin forgotten: no atomics
  generic_ptr<const unsigned long long> u5 = gc.forget_origin();  // a .const origin: read-only
  st(u4, ld(ur) + ld(u4));
  n += isspacep_const(ur) + (int)ld(u5) + (int)ld(ur.cast<unsigned int>());
"#;

/// The exerciser's calls every target has: address conversions, special registers,
/// barriers and fences.
const EXERCISE_PORTABLE: &str = r#"  TYPED_PTX_SHARED_ARRAY(tile, float, 256, 16);
  global_ptr<float> g = kernel_param(gfp);
  generic_ptr<float, from_global> gg = cvta_global_to_generic(g);
  global_ptr<float> g2 = cvta_generic_to_global(gg);
  generic_ptr<float, from_shared> gs = tile.generic(threadIdx.x);
  shared_addr64<float> s64 = cvta_generic_to_shared(gs);
  shared_addr32<float> s32 = to_addr32(s64);
  generic_ptr<float, from_shared> gs2 = cvta_shared_to_generic(s64);
  generic_ptr<float, from_shared> gs3 = cvta_shared_to_generic(s32);
  shared_addr64<float> s64b = to_addr64(s32);
  TYPED_PTX_LOCAL_ARRAY(lo, float, 4);
  lo.data[threadIdx.x % 4] = 1.0f;
  generic_ptr<float, from_local> gl = lo.generic();
  local_addr64<float> l64 = cvta_generic_to_local(gl);
  generic_ptr<float, from_local> gl2 = cvta_local_to_generic(l64);
  generic_ptr<float, from_local> gl3 = cvta_local_to_generic(to_addr32(l64));
  local_addr64<float> l64b = to_addr64(to_addr32(l64));
  generic_ptr<const unsigned long long, from_const> gc = exercise_const.generic(1);
  const_addr64<const unsigned long long> c64 = cvta_generic_to_const(gc);
  generic_ptr<const unsigned long long, from_const> gc2 = cvta_const_to_generic(c64);
  generic_ptr<const unsigned long long, from_const> gc3 = cvta_const_to_generic(to_addr32(c64));
  const_addr64<const unsigned long long> c64b = to_addr64(to_addr32(c64));
  generic_ptr<unsigned long long, from_global> gv = exercise_global.generic(2);
  global_ptr<unsigned long long> gvp = cvta_generic_to_global(gv);
  generic_ptr<float> u = from_ptr_unchecked((float*)opaque[rank + 1]);  // origin unknown to nvcc too
  generic_ptr<float> u2 = gs;  // forgetting an origin is implicit
  generic_ptr<float, from_unknown_rw> u3 = gl.forget_origin();  // a .local origin: no atomics
  shared_addr64<float> ts;
  global_ptr<float> tg;
  local_addr64<float> tl;
  const_addr64<float> tc;
  int n = 0;
  n += isspacep_global(u) + isspacep_shared(u) + isspacep_local(u) + isspacep_const(u);
  n += try_cvta_generic_to_shared(u2, &ts) + try_cvta_generic_to_global(u, &tg);
  n += try_cvta_generic_to_local(u3, &tl) + try_cvta_generic_to_const(u, &tc);
  global_ptr<float> ug = cvta_generic_to_global_unchecked(u);
  shared_addr64<float> us = cvta_generic_to_shared_unchecked(u);
  local_addr64<float> ul = cvta_generic_to_local_unchecked(u);
  const_addr64<float> uc = cvta_generic_to_const_unchecked(u);
  n += (g2 == g) + (gs2 == gs) + (gs3 == gs) + (s64b == s64) + (gl2 == gl) + (gl3 == gl) + (l64b == l64);
  n += (gc2 == gc) + (gc3 == gc) + (c64b == c64) + (ug == g) + (us == s64) + (ul == l64) + (uc.raw() != 0);
  n += (int)ld(gvp) + (int)ld_nc(g + 1) + (int)ld(s32.cast<unsigned int>()) + (int)ld(c64);
  n += (s32.byte_offset(4) != s32 + 1) + (gs.byte_offset(8) == gs + 2) + (gs.get() != nullptr) + (to_ptr(s32) == gs.get()) + (to_ptr(g) != nullptr);
  float4 f4 = ld(tile.as<float4>().addr32(threadIdx.x % 64));
  st(tile.as<float4>().addr64(1), f4);
  n += (int)tile.view()[3] + (int)dynamic_shared<float4>()[rank].x;
  __shared__ float plain[32];
  n += (int)ld(shared_view_unchecked(plain).addr32(rank % 32));
  n += sreg_tid_x() + sreg_tid_y() + sreg_tid_z() + sreg_ntid_x() + sreg_ntid_y() + sreg_ntid_z();
  n += sreg_ctaid_x() + sreg_ctaid_y() + sreg_ctaid_z() + sreg_nctaid_x() + sreg_nctaid_y() + sreg_nctaid_z();
  n += sreg_laneid() + sreg_warpid() + sreg_smid() + sreg_clock() + (int)sreg_clock64() + (int)sreg_globaltimer();
  n += sreg_nwarpid() + sreg_nsmid() + (int)sreg_gridid() + sreg_clock_hi() + sreg_globaltimer_lo() + sreg_globaltimer_hi();
  n += (int)sreg_current_graph_exec();
  n += sreg_dynamic_smem_size() + sreg_total_smem_size();
  n += sreg_lanemask_eq() + sreg_lanemask_le() + sreg_lanemask_lt() + sreg_lanemask_ge() + sreg_lanemask_gt();
  bar_arrive<4, 64>();
  barrier_sync<5, 96>();
  barrier_arrive<6, 128>();
  bar_sync();
  bar_sync<1>();
  bar_sync<2, 64>();
  barrier_sync<3>();
  bar_warp_sync(0xffffffffu);
  membar_cta();
  membar_gl();
  membar_sys();
  fence_acq_rel_cta();
  fence_acq_rel_gpu();
  fence_acq_rel_sys();
  fence_sc_gpu();
"#;

/// The exerciser's calls: `cp.async` (sm_80).
const EXERCISE_CP_ASYNC: &str = r#"  global_ptr<const float4> g4 = kernel_param_unchecked((const float4*)gfp.get());
  global_ptr<const float2> g2v = kernel_param_unchecked((const float2*)gfp.get());
  cp_async_ca<4>(s32, g);
  cp_async_ca<8>(tile.as<float2>().addr32(threadIdx.x), g2v);
  cp_async_ca<16>(tile.as<float4>().addr64(threadIdx.x % 64), g4);
  cp_async_cg<16>(tile.as<float4>().addr32(threadIdx.x % 64), g4 + 1);
  cp_async_cg<16>(tile.as<float4>().addr64(threadIdx.x % 64), g4 + 2);
  cp_async_commit_group();
  cp_async_wait_group<0>();
  cp_async_wait_group<7>();
  cp_async_wait_all();
"#;

/// The exerciser's calls: the cluster window, `mapa` and the cluster barriers (sm_90).
const EXERCISE_CLUSTER: &str = r#"  shared_cluster_addr64<float> k64 = to_cluster(s64);
  shared_cluster_addr32<float> k32 = mapa(s32, rank);
  shared_cluster_addr64<float> k64b = mapa(s64, rank);
  shared_cluster_addr32<float> k32b = mapa(to_cluster(s32), rank);
  shared_cluster_addr64<float> k64c = mapa(k64, rank);
  generic_ptr<float, from_shared_cluster> gk = mapa(gs, rank);
  generic_ptr<float, from_shared_cluster> gk2 = mapa(gk, rank);
  generic_ptr<float, from_shared_cluster> gk3 = cvta_shared_cluster_to_generic(k64);
  generic_ptr<float, from_shared_cluster> gk4 = cvta_shared_cluster_to_generic(k32);
  shared_cluster_addr64<float> k64d = cvta_generic_to_shared_cluster(gk3);
  shared_cluster_addr64<float> k64e = cvta_generic_to_shared_cluster_unchecked(u);
  shared_cluster_addr64<float> tk;
  n += isspacep_shared_cluster(u) + try_cvta_generic_to_shared_cluster(gk2.forget_origin(), &tk);
  n += (k32 == k32b) + (k64b == k64c) + (gk4 == gk3) + (k64d == k64e) + (to_ptr(k32) != nullptr);
  shared_cluster_addr32<float> k32c = to_addr32(k64);
  n += (to_addr64(k32c) == k64);
  n += sreg_cluster_ctarank() + sreg_cluster_nctarank() + sreg_cluster_ctaid_x() + sreg_cluster_nctaid_x();
  n += sreg_clusterid_x() + sreg_nclusterid_x();
  n += sreg_cluster_ctaid_y() + sreg_cluster_ctaid_z() + sreg_cluster_nctaid_y() + sreg_cluster_nctaid_z();
  n += sreg_clusterid_y() + sreg_clusterid_z() + sreg_nclusterid_y() + sreg_nclusterid_z() + sreg_aggr_smem_size();
  fence_acq_rel_cluster();
  barrier_cluster_arrive();
  barrier_cluster_wait();
"#;

/// The exerciser's calls: the mbarrier operations of sm_80.
const EXERCISE_MBARRIER: &str = r#"  TYPED_PTX_SHARED_ARRAY(bars, mbarrier, 4);
  shared_addr32<mbarrier> b32 = bars.addr32(0);
  shared_addr64<mbarrier> b64 = bars.addr64(1);
  generic_ptr<mbarrier, from_shared> bg = bars.generic(2);
  mbarrier_init(b32, 32u);
  mbarrier_init(b64, 1u);
  mbarrier_init(bg, 1u);
  mbar_token t0 = mbarrier_arrive(b32);
  mbar_token t1 = mbarrier_arrive(b64);
  mbar_token t2 = mbarrier_arrive(bg);
  n += mbarrier_test_wait(b32, t0) + mbarrier_test_wait(b64, t1) + mbarrier_test_wait(bg, t2);
  n += mbarrier_test_wait_parity(b32, 0u) + mbarrier_test_wait_parity(b64, 1u) + mbarrier_test_wait_parity(bg, 0u);
  mbar_token t3 = mbarrier_arrive_release_cta(b32);
  n += mbarrier_test_wait_acquire_cta(b64, t3) + mbarrier_test_wait_parity_acquire_cta(b32, 1u);
  mbar_token t4 = mbarrier_arrive_no_complete(b64, 2u);
  mbar_token t5 = mbarrier_arrive_drop(b32);
  n += (int)mbar_token_pending_count(t4) + (int)mbar_token_pending_count(t5);
  cp_async_mbarrier_arrive(b32);
  cp_async_mbarrier_arrive_noinc(b64);
  cp_async_mbarrier_arrive(bg);
  cp_async_mbarrier_arrive_noinc(bg);
  mbar_token dt4 = mbarrier_arrive_drop_no_complete_release(b32, 2u);
  n += mbarrier_test_wait(b32, dt4);
"#;

/// The exerciser's calls: the mbarrier transaction counts, remote mbarriers and proxy
/// fences (sm_90).
const EXERCISE_MBARRIER_TX: &str = r#"  mbar_token t6 = mbarrier_arrive_expect_tx(b32, 128u);
  mbar_token t7 = mbarrier_arrive_expect_tx(bg, 16u);
  mbarrier_expect_tx(b64, 64u);
  mbarrier_expect_tx(bg, 64u);
  mbarrier_complete_tx(b32, 64u);
  mbarrier_complete_tx(bg, 64u);
  n += mbarrier_try_wait(b32, t6) + mbarrier_try_wait(bg, t7);
  n += mbarrier_try_wait_parity(b64, 0u) + mbarrier_try_wait_parity(bg, 1u);
  mbar_token t8 = mbarrier_arrive_release_cluster(b64);
  mbar_token t9 = mbarrier_arrive_expect_tx_release_cta(b32, 32u);
  mbar_token ta = mbarrier_arrive_expect_tx_release_cluster(b64, 32u);
  n += mbarrier_test_wait_acquire_cluster(b32, t8) + mbarrier_test_wait_parity_acquire_cluster(b64, 0u);
  n += mbarrier_try_wait_acquire_cta(b32, t9) + mbarrier_try_wait_acquire_cluster(b64, ta);
  n += mbarrier_try_wait_parity_acquire_cta(b32, 0u) + mbarrier_try_wait_parity_acquire_cluster(b64, 1u);
  shared_cluster_addr32<mbarrier> rb = mapa(b32, rank);
  shared_cluster_addr64<mbarrier> rb64 = mapa(b64, rank);
  mbarrier_arrive_remote(rb);
  mbarrier_arrive_expect_tx_remote(rb64, 64u);
  mbarrier_expect_tx_remote(rb, 64u);
  mbarrier_complete_tx_remote(rb64, 64u);
  mbarrier_arrive_drop_remote(rb);
  mbar_token rt0 = mbarrier_arrive_relaxed_cta(b32);
  mbar_token rt1 = mbarrier_arrive_relaxed_cluster(b64);
  mbar_token rt2 = mbarrier_arrive_expect_tx_relaxed_cta(b32, 16u);
  mbar_token rt3 = mbarrier_arrive_expect_tx_relaxed_cluster(b64, 16u);
  mbarrier_expect_tx_relaxed_cta(b32, 16u);
  mbarrier_expect_tx_relaxed_cluster(b64, 16u);
  mbarrier_complete_tx_relaxed_cta(b32, 16u);
  mbarrier_complete_tx_relaxed_cluster(b64, 16u);
  n += mbarrier_test_wait_relaxed_cta(b32, rt0) + mbarrier_test_wait_relaxed_cluster(b64, rt1);
  n += mbarrier_test_wait_parity_relaxed_cta(b32, 0u) + mbarrier_test_wait_parity_relaxed_cluster(b64, 1u);
  n += mbarrier_try_wait_relaxed_cta(b32, rt2) + mbarrier_try_wait_relaxed_cluster(b64, rt3);
  n += mbarrier_try_wait_parity_relaxed_cta(b32, 0u) + mbarrier_try_wait_parity_relaxed_cluster(b64, 1u);
  n += mbarrier_try_wait_hint(b32, t6, 1000u) + mbarrier_try_wait_parity_hint(b64, 0u, 1000u);
  n += mbarrier_try_wait_acquire_hint_cta(b32, t9, 100u) + mbarrier_try_wait_acquire_hint_cluster(b64, ta, 100u);
  n += mbarrier_try_wait_parity_acquire_hint_cta(b32, 0u, 100u) + mbarrier_try_wait_parity_acquire_hint_cluster(b64, 1u, 100u);
  n += mbarrier_try_wait_relaxed_hint_cta(b32, rt2, 100u) + mbarrier_try_wait_relaxed_hint_cluster(b64, rt3, 100u);
  n += mbarrier_try_wait_parity_relaxed_hint_cta(b32, 0u, 100u) + mbarrier_try_wait_parity_relaxed_hint_cluster(b64, 1u, 100u);
  mbarrier_arrive_relaxed_remote(rb);
  mbarrier_arrive_expect_tx_relaxed_remote(rb64, 64u);
  mbar_token ct0 = mbarrier_arrive_count(b32, 2u);
  mbar_token ct1 = mbarrier_arrive_release_count_cta(b64, 2u);
  mbar_token ct2 = mbarrier_arrive_release_count_cluster(b32, 2u);
  mbar_token ct3 = mbarrier_arrive_relaxed_count_cta(b64, 2u);
  mbar_token ct4 = mbarrier_arrive_relaxed_count_cluster(b32, 2u);
  n += mbarrier_test_wait_relaxed_cta(b32, ct0) + mbarrier_test_wait_relaxed_cta(b32, ct1) + mbarrier_test_wait_relaxed_cta(b32, ct2) + mbarrier_test_wait_relaxed_cta(b32, ct3) + mbarrier_test_wait_relaxed_cta(b32, ct4);
  mbarrier_arrive_remote_count(rb, 2u);
  mbarrier_arrive_relaxed_remote_count(rb64, 2u);
  mbar_token dt0 = mbarrier_arrive_drop_release_count_cta(b32, 2u);
  mbar_token dt1 = mbarrier_arrive_drop_release_count_cluster(b64, 2u);
  mbar_token dt2 = mbarrier_arrive_drop_relaxed_count_cta(b64, 2u);
  mbar_token dt3 = mbarrier_arrive_drop_relaxed_count_cluster(b32, 2u);
  mbar_token dt5 = mbarrier_arrive_drop_expect_tx_release_cta(b64, 32u);
  mbar_token dt6 = mbarrier_arrive_drop_expect_tx_release_cluster(b32, 32u);
  mbar_token dt7 = mbarrier_arrive_drop_expect_tx_relaxed_cta(b32, 32u);
  mbar_token dt8 = mbarrier_arrive_drop_expect_tx_relaxed_cluster(b64, 32u);
  n += mbarrier_test_wait_relaxed_cta(b32, dt0) + mbarrier_test_wait_relaxed_cta(b32, dt1) + mbarrier_test_wait_relaxed_cta(b32, dt2) + mbarrier_test_wait_relaxed_cta(b32, dt3);
  n += mbarrier_test_wait_relaxed_cta(b32, dt5) + mbarrier_test_wait_relaxed_cta(b32, dt6) + mbarrier_test_wait_relaxed_cta(b32, dt7) + mbarrier_test_wait_relaxed_cta(b32, dt8);
  mbarrier_arrive_drop_remote_count(rb, 2u);
  mbarrier_arrive_drop_relaxed_remote_count(rb64, 2u);
  mbarrier_arrive_drop_expect_tx_remote(rb, 64u);
  mbarrier_arrive_drop_expect_tx_relaxed_remote(rb64, 64u);
  mbarrier_expect_tx_remote_cta(rb, 64u);
  mbarrier_complete_tx_remote_cta(rb64, 64u);
  fence_proxy_async();
  fence_proxy_async_shared_cta();
  fence_proxy_async_shared_cluster();
  fence_proxy_async_global();
  fence_mbarrier_init_release_cluster();
  fence_proxy_tensormap_generic_release_cta();
  fence_proxy_tensormap_generic_release_cluster();
  fence_proxy_tensormap_generic_release_gpu();
  fence_proxy_tensormap_generic_release_sys();
  fence_proxy_tensormap_acquire_cta(gg);
  fence_proxy_tensormap_acquire_cluster(gg);
  fence_proxy_tensormap_acquire_gpu(gg);
  fence_proxy_tensormap_acquire_sys(u);
"#;

/// The exerciser's calls of the warp-specialization wrappers: `st.async`, `red.async`,
/// `getctarank`, `elect`, `griddepcontrol` (sm_90).
const EXERCISE_WARP_SPEC: &str = r#"  TYPED_PTX_SHARED_ARRAY(wu, unsigned int, 16, 16);
  TYPED_PTX_SHARED_ARRAY(wf, float, 8, 16);
  TYPED_PTX_SHARED_ARRAY(wd, unsigned long long, 4, 16);
  TYPED_PTX_SHARED_ARRAY(wbars, mbarrier, 2);
  shared_cluster_addr64<unsigned int> ku = mapa(wu.addr64(0), rank);
  shared_cluster_addr32<unsigned int> ku32 = to_addr32(mapa(wu.addr64(4), rank));
  shared_cluster_addr64<int> ki = mapa(wu.addr64(8), rank).cast<int>();
  shared_cluster_addr64<float> kf = mapa(wf.addr64(0), rank);
  shared_cluster_addr64<unsigned long long> kd = mapa(wd.addr64(0), rank);
  shared_cluster_addr64<long long> kl = mapa(wd.addr64(2), rank).cast<long long>();
  shared_cluster_addr32<mbarrier> kb = mapa(wbars.addr32(0), rank);
  shared_cluster_addr64<mbarrier> kb64 = mapa(wbars.addr64(1), rank);
  st_async(ku, 1u, kb);
  st_async(ku32, 2u, kb64);
  st_async(kd, 3ull, kb);
  st_async(kf, 1.5f, kb64);
  st_async_v2(ku, 4u, 5u, kb);
  st_async_v2(kd, 6ull, 7ull, kb64);
  st_async_v4(kf, 1.0f, 2.0f, 3.0f, 4.0f, kb);
  st_async_v4(ku32, 8u, 9u, 10u, 11u, kb64);
  red_async_add(ku, 1u, kb);
  red_async_add(kd, 2ull, kb64);
  red_async_add(kl, -3ll, kb);
  red_async_min(ki, -1, kb);
  red_async_min(ku32, 2u, kb64);
  red_async_max(ku32, 7u, kb64);
  red_async_inc(ku, 9u, kb);
  red_async_dec(ku32, 9u, kb);
  red_async_and(ki, 3, kb64);
  red_async_or(ku, 4u, kb);
  red_async_xor(ku32, 5u, kb);
  n += getctarank(ku) + getctarank(ku32) + getctarank(wu.addr64(1)) + getctarank(wu.addr32(2));
  n += getctarank(wu.generic(3)) + getctarank(mapa(wu.generic(5), rank));
  unsigned int leader;
  n += elect_leader(0xffffffffu, leader) + leader;
  griddepcontrol_launch_dependents();
  griddepcontrol_wait();
"#;

/// A CUDA C++ translation unit that calls every wrapper of [`cuda_header`](crate::cuda_header)
/// `target` compiles (`sm` ≥ 90 includes the cluster forms), and the PTX text the calls must
/// leave in `nvcc -ptx`'s output; `nvcc.rs` compiles it and runs `ptxas` on the result. For
/// an architecture-specific target (`sm_90a`: `wgmma`, `setmaxnreg`; `sm_100a`) it also
/// calls, and expects the PTX of, the wrappers only such targets have.
pub(crate) fn exerciser(target: Target) -> (String, Vec<String>) {
    let sm = target.sm;
    let g = generate();
    let mut expect: Vec<String> = Vec::new();
    let mut src = String::new();
    src.push_str("// Calls every wrapper of typed_ptx.cuh (generated by typed-ptx-cpp's test exerciser, ptx-cpp/src/tests/exercise.rs).\n#include <cuda_fp16.h>\n#include <cuda_bf16.h>\n#include \"typed_ptx.cuh\"\nusing namespace typed_ptx;\n\n");
    src.push_str("TYPED_PTX_CONST_ARRAY(exercise_const, unsigned long long, 8);\nTYPED_PTX_GLOBAL_ARRAY(exercise_global, unsigned long long, 8);\n\n");
    src.push_str("// Keeps a value wrapper's result alive.\ntemplate <class T> __device__ int exercise_use(T v) {\n  unsigned char b[sizeof(T)];\n  __builtin_memcpy(b, &v, sizeof(T));\n  return b[0] + b[sizeof(T) - 1];\n}\n\n");
    exercise_mem(&g, sm, &mut src, &mut expect);
    exercise_all(&g, target, &mut src);
    if sm >= 90 {
        // Bulk copies and TMA: tensor maps of every rank as __grid_constant__ parameters,
        // one in __device__ memory.
        src.push_str(EXERCISE_BULK);
    }
    expect.extend(plain_access_expects(sm).into_iter().map(String::from));
    src.push_str(&tensor_cores(target));
    for f in &g.funs {
        if f.min_sm() > sm || !f.arch().accepts(target) || f.expect.is_empty() {
            continue;
        }
        if !expect.contains(&f.expect) {
            expect.push(f.expect.clone());
        }
    }
    (src, expect)
}

/// `exercise_mem<E>`: every memory and atomic wrapper, through one address of each type,
/// with the first element type each atomic takes as `E`.
fn exercise_mem(g: &Gen, sm: u32, src: &mut String, expect: &mut Vec<String>) {
    src.push_str("template <class E> __device__ void exercise_mem(E* gp, E* sink, unsigned rank, void* opaque) {\n  E v = gp[rank];\n");
    src.push_str("  TYPED_PTX_SHARED_ARRAY(sh, E, 64);\n  TYPED_PTX_LOCAL_ARRAY(lo, E, 32);\n  lo.data[rank % 32] = v;\n");
    src.push_str("  global_ptr<E> global64 = kernel_param_unchecked(gp);  // gp: the kernel's global_param\n  shared_addr64<E> shared64 = sh.addr64(threadIdx.x % 64);\n  shared_addr32<E> shared32 = to_addr32(shared64);\n");
    src.push_str("  local_addr64<E> local64 = cvta_generic_to_local(lo.generic((rank * 5) % 32));\n  local_addr32<E> local32 = to_addr32(local64);\n");
    src.push_str("  const_addr64<const E> const64 = cvta_generic_to_const(exercise_const.generic().template cast<const E>(unchecked));\n  const_addr32<const E> const32 = to_addr32(const64);\n");
    src.push_str("  generic_ptr<E> generic64 = from_ptr_unchecked((E*)opaque);  // a pointer loaded from memory, claimed .global or .shared\n  *sink = ld(from_ptr((E*)opaque));  // the same, unclaimed: read-only\n");
    if sm >= 90 {
        src.push_str("  shared_cluster_addr64<E> shared_cluster64 = mapa(shared64, rank);\n  shared_cluster_addr32<E> shared_cluster32 = mapa(shared32, rank);\n");
    }
    src.push_str(
        "  (void)global64; (void)shared32; (void)local32; (void)const32; (void)generic64;\n",
    );
    src.push_str("  if constexpr (sizeof(E) == 4 || sizeof(E) == 8) {\n");
    src.push_str("  typedef typename detail::remove_cv<E>::type U;\n");
    // Atomics: each wrapper with the first element type it takes, as E.
    let mut atom_calls = String::new();
    // The 128-bit atomics.
    let mut b128_calls = String::new();
    // Loads and stores.
    let mut mem_calls = String::new();
    // The cache-hinted loads and stores (of every element size: 16 bytes as `.v4.b32`).
    let mut hint_calls = String::new();
    // Those under a cache policy (of 1 to 8 bytes).
    let mut policy_calls = String::new();
    let mut slot = 0;
    for fun in &g.funs {
        let Some(c) = fun.host else { continue };
        if fun.min_sm() > sm {
            continue;
        }
        let var = match c {
            Cls::Generic => "generic64".to_string(),
            Cls::Named(s, bits) => format!("{}{bits}", s.name),
        };
        let n = fun.name.as_str();
        if n.ends_with("_b128") {
            // The 128-bit atomics, on the 16-byte element (E is the 8-byte one here).
            let call = if n == "atom_cas_b128" {
                format!("{n}({var}.template cast<Q>(unchecked), (Q)1, (Q)2)")
            } else {
                format!("{n}({var}.template cast<Q>(unchecked), (Q)1)")
            };
            let _ = writeln!(
                b128_calls,
                "    *sink = (E)(*sink + (E)(unsigned long long){call});"
            );
        } else if (n.starts_with("atom_") || n.starts_with("red_")) && !n.starts_with("red_async") {
            let op = n.split('_').nth(1).unwrap_or("");
            let elem = if n == "atom_cas" {
                "unsigned int"
            } else {
                ATOM_OPS
                    .iter()
                    .find(|o| o.name() == op)
                    .map(|o| o.elems[0].cpp)
                    .unwrap_or("unsigned int")
            };
            let call = match n {
                "atom_cas" => format!("{n}({var}.template cast<U>(unchecked), (U)1, (U)2)"),
                _ if n.starts_with("red_") => {
                    format!("{n}({var}.template cast<U>(unchecked), (U)1)")
                }
                _ => format!("{n}({var}.template cast<U>(unchecked), (U)1)"),
            };
            let _ = writeln!(
                atom_calls,
                "    if constexpr (detail::is_same<U, {elem}>::value) {{ {}; }}",
                if n.starts_with("red_") {
                    call
                } else {
                    format!("*sink = (E)(*sink + (E){call})")
                }
            );
        } else if n == "ld" || n == "ld_nc" {
            slot += 1;
            let _ = writeln!(
                mem_calls,
                "  sink[{slot}] = ld{}({var});",
                if n == "ld_nc" { "_nc" } else { "" }
            );
        } else if n == "st" {
            let _ = writeln!(mem_calls, "  st({var}, v);");
        } else if n.starts_with("ld_L1_") || n.starts_with("ld_L2_") || n.starts_with("ld_nc_L") {
            // The cache-hinted `.global` loads (`ld_L1_evict_first_L2_256B` …), those
            // under a cache policy with `pol`.
            slot += 1;
            if n.contains("cache_hint") {
                let _ = writeln!(policy_calls, "    sink[{slot}] = {n}({var}, pol);");
            } else {
                let _ = writeln!(hint_calls, "  sink[{slot}] = {n}({var});");
            }
        } else if n.starts_with("st_L1_") || n.starts_with("st_L2_") {
            if n.contains("cache_hint") {
                let _ = writeln!(policy_calls, "    {n}({var}, v, pol);");
            } else {
                let _ = writeln!(hint_calls, "  {n}({var}, v);");
            }
        } else {
            continue;
        }
        if !fun.expect.is_empty() && !expect.contains(&fun.expect) {
            expect.push(fun.expect.clone());
        }
    }
    src.push_str(&atom_calls);
    src.push_str("  }\n");
    if !b128_calls.is_empty() {
        src.push_str("  if constexpr (detail::is_same<typename detail::remove_cv<E>::type, unsigned long long>::value) {\n  typedef unsigned __int128 Q;\n");
        src.push_str(&b128_calls);
        src.push_str("  }\n");
    }
    src.push_str(&mem_calls);
    src.push_str(&hint_calls);
    if !policy_calls.is_empty() {
        // A cache policy of the bits in memory (compiled, not run), for elements of 1 to 8
        // bytes: the policy wrappers refuse a 16-byte one.
        src.push_str("  if constexpr (sizeof(E) <= 8) {\n    const cache_policy pol(unchecked, exercise_global.data[2]);\n");
        src.push_str(&policy_calls);
        src.push_str("  }\n");
    }
    src.push_str("}\n\n");
}

/// `exercise_all`: everything else, once.
fn exercise_all(g: &Gen, target: Target, src: &mut String) {
    let sm = target.sm;
    src.push_str(
        "__global__ void exercise_all(unsigned* sink, global_param<float> gfp, void** opaque, unsigned rank) {\n  float* gf = gfp;\n",
    );
    for e in EXERCISE_DATA {
        let _ = writeln!(
            src,
            "  exercise_mem<{e}>(({e}*)gf, ({e}*)sink, rank, opaque[rank]);"
        );
    }
    for e in ["unsigned long", "long"] {
        let _ = writeln!(
            src,
            "  exercise_mem<{e}>(({e}*)gf, ({e}*)sink, rank, opaque[rank]);"
        );
    }
    src.push_str(EXERCISE_PORTABLE);
    src.push_str(EXERCISE_UNKNOWN_ORIGINS);
    if sm >= 80 {
        src.push_str(EXERCISE_CP_ASYNC);
    }
    if sm >= 90 {
        src.push_str(EXERCISE_CLUSTER);
    }
    if sm >= 80 {
        src.push_str(EXERCISE_MBARRIER);
    }
    if sm >= 90 {
        src.push_str(EXERCISE_MBARRIER_TX);
    }
    if sm >= 90 {
        src.push_str(EXERCISE_WARP_SPEC);
    }
    // The wrappers of architecture- or family-specific targets, compiled only for them
    // (under their rows' own guards).
    for (id, calls) in [
        (
            typed_ptx_isa::FormId::SetmaxnregInc,
            "  setmaxnreg_dec_to<40>();\n  setmaxnreg_inc_to<232>();\n",
        ),
        (
            typed_ptx_isa::FormId::ReduxSyncF32,
            "  float rf = (float)rank;\n  rf = redux_sync_min_f32(rf, 0xffffffffu) + redux_sync_max_f32(rf, 0xffffffffu);\n  rf += redux_sync_min_f32<true, true>(rf, 0xffffffffu) + redux_sync_max_f32<true, false>(rf, 0xffffffffu);\n  n += (int)rf;\n",
        ),
    ] {
        let (cond, _) = crate::tensor::arch_guard(id.form().arch).expect("a guarded row");
        let _ = write!(src, "#if {cond}\n{calls}#endif\n");
    }
    if sm >= 80 {
        src.push_str("  mbarrier_inval(b32);\n  mbarrier_inval(b64);\n  mbarrier_inval(bg);\n");
    }
    // The value wrappers (half precision, bit manipulation), on values from memory.
    src.push_str("  {\n    const float xf = gf[3];\n    const unsigned xu = sink[5];\n    const int xi = (int)sink[6];\n    const unsigned long long xul = exercise_global.data[1];\n    const long long xl = (long long)xul;\n    const __half xh = ((const __half*)gf)[9];\n    const __nv_bfloat16 xb = ((const __nv_bfloat16*)gf)[11];\n    const __half2 xh2 = ((const __half2*)gf)[7];\n    const __nv_bfloat162 xb2 = ((const __nv_bfloat162*)gf)[8];\n    const __nv_fp8x2_e4m3 xe4 = ((const __nv_fp8x2_e4m3*)gf)[13];\n    const __nv_fp8x2_e5m2 xe5 = ((const __nv_fp8x2_e5m2*)gf)[15];\n    (void)xi; (void)xl; (void)xh; (void)xb; (void)xh2; (void)xb2; (void)xe4; (void)xe5;\n");
    for fun in &g.funs {
        if let Some(call) = &fun.call
            && fun.min_sm() <= sm
            && fun.arch().accepts(target)
        {
            if fun.ret == "void" {
                let _ = writeln!(src, "    {call};");
            } else {
                let _ = writeln!(src, "    n += exercise_use({call});");
            }
        }
    }
    src.push_str("  }\n");
    src.push_str("  *sink += n;\n}\n");
}

/// Vector, 8-bit and 16-bit accesses: element types the plain accesses take as they are
/// (uint4, float4, uchar4, __half ...) and the cluster window moves by size.
fn plain_access_expects(sm: u32) -> Vec<&'static str> {
    let mut extra = vec![
        "ld.shared.v4.u32",
        "st.shared.v4.u32",
        "ld.global.v4.u32",
        "st.global.v4.u32",
        "ld.local.v4.u32",
        "\tld.v4.u32",
        "ld.global.u8",
        "ld.shared.u16",
    ];
    if sm >= 90 {
        extra.extend([
            "ld.shared::cluster.v4.b32",
            "st.shared::cluster.v4.b32",
            "ld.shared::cluster.b8",
            "st.shared::cluster.b16",
        ]);
    }
    extra
}

/// Names of the functions [`cuda_header`](crate::cuda_header) defines as hidden friends of its address types
/// (found only from a typed argument): `using namespace typed_ptx` must bring in none.
pub(crate) fn hidden_names() -> Vec<String> {
    let g = generate();
    let mut v: Vec<String> = g
        .funs
        .iter()
        .filter(|f| f.host.is_some())
        .map(|f| f.name.clone())
        .collect();
    for c in classes() {
        v.extend(refusals(c, &g).into_iter().map(|(n, _)| n));
    }
    v.push("to_ptr".into());
    v.sort();
    v.dedup();
    v
}

/// The exerciser's calls of the tensor-core wrappers that `target` compiles.
fn tensor_cores(target: Target) -> String {
    let mut s = String::new();
    if target.sm < 80 {
        return s;
    }
    s.push_str(
        r#"
__global__ void exercise_tensor_cores(float* gf, unsigned* gu) {
  TYPED_PTX_SHARED_ARRAY(tile, unsigned short, 256, 16);
  shared_addr32<unsigned short> row32 = tile.addr32((threadIdx.x % 16) * 16 + (threadIdx.x / 16) * 8);
  shared_addr64<unsigned short> row64 = tile.addr64((threadIdx.x % 16) * 16);
  unsigned a[4] = {gu[0], gu[1], gu[2], gu[3]};
  unsigned b[2] = {gu[4], gu[5]};
  float c[4] = {gf[0], gf[1], gf[2], gf[3]};
  float d[4];
  int ci[4] = {(int)gu[6], 0, 1, 2};
  int di[4];
  unsigned ch[2] = {gu[7], gu[8]};
  unsigned dh[2];
  unsigned t = cvt_rna_tf32_f32(gf[4]);
  unsigned at[4] = {t, t, t, t};
  unsigned bt[2] = {t, t};
  mma_m16n8k16_row_col_f32_f16_f16_f32(d, a, b, c);
  mma_m16n8k16_row_col_f16_f16_f16_f16(dh, a, b, ch);
  mma_m16n8k16_row_col_f32_bf16_bf16_f32(d, a, b, d);
  mma_m16n8k8_row_col_f32_tf32_tf32_f32(d, at, bt, d);
  mma_m16n8k32_row_col_s32_s8_s8_s32(di, a, b, ci);
  mma_m16n8k32_row_col_s32_s8_u8_s32(di, a, b, di);
  mma_m16n8k32_row_col_s32_u8_s8_s32(di, a, b, di);
  mma_m16n8k32_row_col_s32_u8_u8_s32(di, a, b, di);
  unsigned f1[1], f2[2], f4[4];
  ldmatrix_x1(row32, f1);
  ldmatrix_x2(row64, f2);
  ldmatrix_x4(row32, f4);
  ldmatrix_x1_trans(row64, f1);
  ldmatrix_x2_trans(row32, f2);
  ldmatrix_x4_trans(row64, f4);
"#,
    );
    if target.sm >= 89 {
        s.push_str(
            r#"  mma_m16n8k32_row_col_f32_e4m3_e4m3_f32(d, a, b, d);
  mma_m16n8k32_row_col_f32_e4m3_e5m2_f32(d, a, b, d);
  mma_m16n8k32_row_col_f32_e5m2_e4m3_f32(d, a, b, d);
  mma_m16n8k32_row_col_f32_e5m2_e5m2_f32(d, a, b, d);
"#,
        );
    }
    if target.sm >= 90 {
        s.push_str(
            r#"  stmatrix_x1(row32, f1);
  stmatrix_x2(row64, f2);
  stmatrix_x4(row32, f4);
  stmatrix_x1_trans(row64, f1);
  stmatrix_x2_trans(row32, f2);
  stmatrix_x4_trans(row64, f4);
"#,
        );
    }
    if target == Target::SM_90A {
        s.push_str(
            r#"  TYPED_PTX_SHARED_ARRAY(mat, unsigned short, 64 * 256, 1024);
  wgmma_desc da = make_wgmma_desc<swizzle::b128, 16, 1024>(mat.addr32());
  wgmma_desc db = make_wgmma_desc<swizzle::b64, 16, 512>(mat.addr64(64 * 64)).advance<32>();
  wgmma_desc dn = make_wgmma_desc<swizzle::none, 128, 256>(mat.addr32(8)).advance<0>();
  float acc[32] = {};
  float acc8[4] = {};
  float acc256[128] = {};
  unsigned acc16[16] = {};
  wgmma_fence();
  wgmma_ss_f32_f16_f16<64>(acc, da, db, true);
  wgmma_ss_f16_f16_f16<64, -1, 1, 1, 0>(acc16, da, db, false);
  wgmma_rs_f32_f16_f16<64>(acc, a, db, true);
  wgmma_rs_f16_f16_f16<64, 1, 1, 1>(acc16, a, db, true);
  wgmma_ss_f32_bf16_bf16<64, 1, -1, 0, 1>(acc, da, dn, true);
  wgmma_ss_f32_bf16_bf16<8>(acc8, da, db, true);
  wgmma_ss_f32_bf16_bf16<256>(acc256, da, db, true);
  wgmma_rs_f32_bf16_bf16<64>(acc, a, db, true);
  wgmma_ss_f32_tf32_tf32<64>(acc, da, db, true);
  wgmma_rs_f32_tf32_tf32<64, -1>(acc, at, db, true);
  wgmma_ss_f32_e4m3_e4m3<64>(acc, da, db, true);
  wgmma_ss_f32_e4m3_e5m2<64>(acc, da, db, true);
  wgmma_ss_f32_e5m2_e4m3<64>(acc, da, db, true);
  wgmma_ss_f32_e5m2_e5m2<64>(acc, da, db, true);
  wgmma_ss_f16_e4m3_e4m3<64>(acc16, da, db, true);
  wgmma_ss_f16_e4m3_e5m2<64>(acc16, da, db, true);
  wgmma_ss_f16_e5m2_e4m3<64>(acc16, da, db, true);
  wgmma_ss_f16_e5m2_e5m2<64>(acc16, da, db, true);
  wgmma_rs_f32_e4m3_e4m3<64>(acc, a, db, true);
  wgmma_rs_f32_e4m3_e5m2<64>(acc, a, db, true);
  wgmma_rs_f32_e5m2_e4m3<64>(acc, a, db, true);
  wgmma_rs_f32_e5m2_e5m2<64>(acc, a, db, true);
  wgmma_rs_f16_e4m3_e4m3<64>(acc16, a, db, true);
  wgmma_rs_f16_e4m3_e5m2<64>(acc16, a, db, true);
  wgmma_rs_f16_e5m2_e4m3<64>(acc16, a, db, true);
  wgmma_rs_f16_e5m2_e5m2<64>(acc16, a, db, true);
  wgmma_commit_group();
  wgmma_wait_group<0>();
  wgmma_wait_group<1>();
  for (int i = 0; i < 32; ++i) { gf[16 + i] = acc[i]; gu[16 + i] = acc16[i % 16]; }
  gf[48] = acc8[3] + acc256[127];
"#,
        );
    }
    if target == Target::SM_100A || target == Target::SM_100F {
        // The tcgen05 wrappers without a tensor-memory operand (the rest: CPP_SKIPPED).
        s.push_str(
            r#"  tcgen05_fence_before_thread_sync();
  __syncthreads();
  tcgen05_fence_after_thread_sync();
  tcgen05_wait_ld_sync_aligned();
  tcgen05_wait_st_sync_aligned();
"#,
        );
    }
    s.push_str(
        r#"  for (int i = 0; i < 4; ++i) { gf[8 + i] = d[i]; gu[8 + i] = (unsigned)di[i] + f4[i] + f2[i % 2] + f1[0] + dh[i % 2]; }
}
"#,
    );
    s
}
