//! Bulk copies and TMA on a real GPU (sm_90), each checked byte for byte against the CPU.
//!
//! * `bulk_copy`: one CTA copies 4 KiB from global to shared memory with
//!   `cp.async.bulk` (four 1 KiB pieces completing on one mbarrier, the last with its size
//!   in a register), waits on the mbarrier, and copies the tile back to another buffer
//!   with `cp.async.bulk.global.shared::cta` (bulk group, `wait_group 0`). The output is
//!   the input.
//! * `tma_swizzle`: a 64 x 64 `u32` matrix, read in 32 x 16 tiles (128 bytes by 16 rows)
//!   through a tensor map with the 128-byte swizzle. Each CTA loads its tile
//!   (`cp.async.bulk.tensor.2d`, a kernel-parameter map), waits on the mbarrier, dumps
//!   the raw shared-memory tile to global memory (checked against the CPU's model of the
//!   swizzle: 16-byte chunk `c` of 128-byte row `r` lands in chunk `c ^ (r % 8)`), and
//!   stores the tile back through a second map, a `.global` tensor-map variable written
//!   by the host (`GpuModule::write_tensor_map`), which undoes the swizzle: the output
//!   matrix is the input.
//! * `tma_multicast`: the same tiles, loaded by 2-CTA clusters: each CTA loads half the
//!   tile's rows (a 32 x 8 box) with `.multicast::cluster` to both CTAs (mask 0b11), so
//!   each CTA's tile holds both halves; both dump their whole raw tile (the half the peer
//!   loaded included) and store their own half back through a `.const` tensor map.
//!
//! The same module is written with `ptx_module!` (`macro_module`) and emits the same bytes.
//!
//! The GPU tests are `#[ignore]`d with the reason, so without a GPU they show as ignored;
//! `scripts/gpu.sh` runs them with `--include-ignored`. The module is also emitted and
//! checked with `ptxas` for sm_90 and sm_90a by a test that needs no GPU.

mod common;

use typed_ptx::*;

/// The matrix: `W` columns (innermost) by `H` rows of `u32`.
const W: u32 = 64;
const H: u32 = 64;
/// A tile: 32 columns (128 bytes, the 128-byte swizzle span) by 16 rows.
const TW: u32 = 32;
const TH: u32 = 16;
const TILE_WORDS: u32 = TW * TH;
const TILE_BYTES: u32 = TILE_WORDS * 4;
/// Tiles across and down: one CTA each.
const TX: u32 = W / TW;
const TY: u32 = H / TH;
/// The bulk copy: 1024 words, in four pieces.
const BULK_WORDS: u32 = 1024;
const THREADS: u32 = 128;

type Map = Var<Param<Entry>, TensorMap<u32, 2>>;
type BulkArgs = (Ptr<Global, u32>, Ptr<Global, u32>);
type TmaArgs = (Map, Ptr<Global, u32>);

struct Kernels {
    bulk: KernelRef<BulkArgs>,
    swizzle: KernelRef<TmaArgs>,
    multicast: KernelRef<TmaArgs>,
    /// The `.global` map the swizzle kernel stores through (32 x 16 boxes).
    store_map: Var<Global, TensorMap<u32, 2>>,
    /// The `.const` map the multicast kernel stores through (32 x 8 boxes).
    half_map: Var<Const, TensorMap<u32, 2>>,
}

/// Thread 0 initialises `bar` for one arrival and makes it visible to the async proxy
/// and the CTA (and, with `cluster`, to the cluster).
fn init_bar(k: &mut Kernel<'_>, bar: Var<Shared<Cta>, Mbarrier>, first: Reg<Pred>, cluster: bool) {
    k.if_then(first, |k| {
        k.mbarrier_init(bar, 1u32);
        k.fence_mbarrier_init();
    });
    if cluster {
        k.barrier_cluster_arrive();
        k.barrier_cluster_wait();
    } else {
        k.bar_sync(0);
    }
}

/// Waits for phase 0 of `bar` (a `try_wait.parity` loop).
fn wait(k: &mut Kernel<'_>, bar: Var<Shared<Cta>, Mbarrier>) {
    k.while_loop(
        (),
        |k, ()| {
            let done = k.mbarrier_try_wait_parity(bar, 0u32);
            k.not(done)
        },
        |_, ()| (),
    );
}

/// Every thread copies the raw shared tile, word by word, to `raw[base ..]`.
fn dump(k: &mut Kernel<'_>, tile: Var<Shared<Cta>, u32>, raw: Ptr<Global, u32>, base: Reg<u32>) {
    let tid = k.tid_x();
    k.for_range(tid, TILE_WORDS, THREADS, (), |k, i, ()| {
        let s = k.index(tile, i);
        let v = k.ld(s);
        let j = k.add(base, i);
        let o = k.index(raw, j);
        k.st(o, v);
    });
}

fn module(target: Target) -> (Module, Kernels) {
    let mut m = Module::new(target);
    let store_map = m.global_tensor_map::<u32, 2>("store_map");
    let half_map = m.const_tensor_map::<u32, 2>("half_map");

    let bulk = m.kernel_named("bulk_copy", &["out", "inp"], |k, (out, inp): BulkArgs| {
        k.reqntid(THREADS, 1, 1);
        let tile = k.shared::<u32>("tile", BULK_WORDS as u64, Align(128));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let tid = k.tid_x();
        let first = k.setp(Cmp::Eq, tid, 0u32);
        init_bar(k, bar, first, false);
        k.if_then(first, |k| {
            k.cp_async_bulk_prefetch_l2(inp, BULK_WORDS * 4);
            let _ = k.mbarrier_arrive_expect_tx(bar, BULK_WORDS * 4);
            // Three 1 KiB pieces with immediate sizes and offsets, the last with its size
            // in a register and 32-bit shared addresses.
            for i in 0..3i64 {
                k.cp_async_bulk_global_to_shared(tile.at(256 * i), inp.at(256 * i), 1024u32, bar);
            }
            let n = k.mov(1024u32);
            let t = k.addr_of(tile);
            let t32 = k.to_u32(t);
            let last = k.mov(768u32);
            let dst = k.index(t32, last);
            let src = k.index(inp, last);
            let b = k.addr_of(bar);
            let b32 = k.to_u32(b);
            k.cp_async_bulk_global_to_shared(dst, src, n, b32);
        });
        wait(k, bar);
        k.if_then(first, |k| {
            k.cp_async_bulk_shared_to_global(out, tile, BULK_WORDS * 4);
            k.cp_async_bulk_commit_group();
            k.cp_async_bulk_wait_group(0);
        });
    });

    let swizzle = m.kernel_named("tma_swizzle", &["map", "raw"], |k, (map, raw): TmaArgs| {
        let map = k.cvta_var(map, 0);
        k.reqntid(THREADS, 1, 1);
        // The 128-byte swizzle repeats every 1024 bytes: the tile starts on a repeat.
        let tile = k.shared::<u32>("tile", TILE_WORDS as u64, Align(1024));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let tid = k.tid_x();
        let first = k.setp(Cmp::Eq, tid, 0u32);
        init_bar(k, bar, first, false);
        let bx = k.ctaid_x();
        let by = k.ctaid_y();
        let x = k.mul_lo(bx, TW);
        let y = k.mul_lo(by, TH);
        k.if_then(first, |k| {
            k.prefetch_tensormap(map);
            let _ = k.mbarrier_arrive_expect_tx(bar, TILE_BYTES);
            k.cp_async_bulk_tensor_load(tile, map, (x, y), bar);
        });
        wait(k, bar);
        let cta = k.mad_lo(by, TX, bx);
        let base = k.mul_lo(cta, TILE_WORDS);
        dump(k, tile, raw, base);
        k.if_then(first, |k| {
            k.fence_proxy_async_space(ProxySpace::SharedCta);
            k.cp_async_bulk_tensor_store(store_map, (x, y), tile);
            k.cp_async_bulk_commit_group();
            k.cp_async_bulk_wait_group(0);
        });
    });

    let multicast = m.kernel_named(
        "tma_multicast",
        &["map", "raw"],
        |k, (map, raw): TmaArgs| {
            let map = k.cvta_var(map, 0);
            k.reqntid(THREADS, 1, 1);
            k.reqnctapercluster(2, 1, 1);
            let tile = k.shared::<u32>("tile", TILE_WORDS as u64, Align(1024));
            let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
            let tid = k.tid_x();
            let first = k.setp(Cmp::Eq, tid, 0u32);
            // Both CTAs' mbarriers are initialised before either multicasts into the other.
            init_bar(k, bar, first, true);
            // Cluster c (CTAs 2c and 2c + 1) owns tile c; CTA rank r loads rows r*8 .. r*8+8.
            let bx = k.ctaid_x();
            let rank = k.cluster_ctarank();
            let tile_id = k.shr(bx, 1u32);
            let tx = k.rem(tile_id, TX);
            let ty = k.div(tile_id, TX);
            let x = k.mul_lo(tx, TW);
            let y0 = k.mul_lo(ty, TH);
            let half = k.mul_lo(rank, TH / 2);
            let y = k.add(y0, half);
            let half_words = k.mul_lo(rank, TILE_WORDS / 2);
            let mine = k.index(tile, half_words);
            let cm = k.cvta_var(half_map, 0);
            k.if_then(first, |k| {
                // Both halves land here: this CTA's and its peer's multicast.
                let _ = k.mbarrier_arrive_expect_tx(bar, TILE_BYTES);
                k.cp_async_bulk_tensor_load_multicast(mine, map, (x, y), bar, 0b11u16);
            });
            wait(k, bar);
            let base = k.mul_lo(bx, TILE_WORDS);
            dump(k, tile, raw, base);
            k.if_then(first, |k| {
                k.fence_proxy_async_space(ProxySpace::SharedCta);
                k.cp_async_bulk_tensor_store(cm, (x, y), mine);
                k.cp_async_bulk_commit_group();
                k.cp_async_bulk_wait_group(0);
            });
            // No CTA leaves while its peer may still write its shared memory.
            k.barrier_cluster_arrive();
            k.barrier_cluster_wait();
        },
    );
    (
        m,
        Kernels {
            bulk,
            swizzle,
            multicast,
            store_map,
            half_map,
        },
    )
}

/// The same module written with `ptx_module!` (byte-identical to [`module`]'s).
fn macro_module(target: Target) -> Module {
    let m = ptx_module! {
        target = target;
        global store_map: tensormap u32[2];
        const half_map: tensormap u32[2];
        kernel bulk_copy(out: global u32, inp: global u32) .reqntid 128, 1, 1 {
            shared tile: u32[1024] align 128;
            shared bar: mbarrier;
            let tid = mov.u32 %tid.x;
            let first = setp.eq.u32 tid, 0;
            if first {
                mbarrier.init.shared.b64 [bar], 1;
                fence.mbarrier_init.release.cluster;
            }
            bar.sync 0;
            if first {
                cp.async.bulk.prefetch.L2.global [inp], 4096;
                let t0 = mbarrier.arrive.expect_tx.shared::cta.b64 [bar], 4096;
                cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [tile], [inp], 1024, [bar];
                cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [tile+1024], [inp+1024], 1024, [bar];
                cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [tile+2048], [inp+2048], 1024, [bar];
                let n = mov.u32 1024;
                let t = mov.u64 tile;
                let t32 = cvt.u32.u64 t;
                let last = mov.u32 768;
                let dst = index t32, last;
                let src = index inp, last;
                let b = mov.u64 bar;
                let b32 = cvt.u32.u64 b;
                cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [dst], [src], n, [b32];
            }
            while {
                let done = mbarrier.try_wait.parity.shared::cta.b64 [bar], 0;
                let more = not.pred done;
                yield more;
            } do {
            }
            if first {
                cp.async.bulk.global.shared::cta.bulk_group [out], [tile], 4096;
                cp.async.bulk.commit_group;
                cp.async.bulk.wait_group 0;
            }
        }
        kernel tma_swizzle(map: tensormap u32[2], raw: global u32) .reqntid 128, 1, 1 {
            let g = cvta.param map;
            shared tile: u32[512] align 1024;
            shared bar: mbarrier;
            let tid = mov.u32 %tid.x;
            let first = setp.eq.u32 tid, 0;
            if first {
                mbarrier.init.shared.b64 [bar], 1;
                fence.mbarrier_init.release.cluster;
            }
            bar.sync 0;
            let bx = mov.u32 %ctaid.x;
            let by = mov.u32 %ctaid.y;
            let x = mul.lo.u32 bx, 32;
            let y = mul.lo.u32 by, 16;
            if first {
                prefetch.tensormap [g];
                let t0 = mbarrier.arrive.expect_tx.shared::cta.b64 [bar], 2048;
                cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [tile], [g, {x, y}], [bar];
            }
            while {
                let done = mbarrier.try_wait.parity.shared::cta.b64 [bar], 0;
                let more = not.pred done;
                yield more;
            } do {
            }
            let cta = mad.lo.u32 by, 2, bx;
            let base = mul.lo.u32 cta, 512;
            let t = mov.u32 %tid.x;
            for i: u32 in t..512 step 128 {
                let s = index tile, i;
                let v = ld.shared.u32 [s];
                let j = add.u32 base, i;
                let o = index raw, j;
                st.global.u32 [o], v;
            }
            if first {
                fence.proxy.async.shared::cta;
                cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [store_map, {x, y}], [tile];
                cp.async.bulk.commit_group;
                cp.async.bulk.wait_group 0;
            }
        }
        kernel tma_multicast(map: tensormap u32[2], raw: global u32) .reqntid 128, 1, 1 .reqnctapercluster 2, 1, 1 {
            let g = cvta.param map;
            shared tile: u32[512] align 1024;
            shared bar: mbarrier;
            let tid = mov.u32 %tid.x;
            let first = setp.eq.u32 tid, 0;
            if first {
                mbarrier.init.shared.b64 [bar], 1;
                fence.mbarrier_init.release.cluster;
            }
            barrier.cluster.arrive;
            barrier.cluster.wait;
            let bx = mov.u32 %ctaid.x;
            let rank = mov.u32 %cluster_ctarank;
            let tile_id = shr.u32 bx, 1;
            let tx = rem.u32 tile_id, 2;
            let ty = div.u32 tile_id, 2;
            let x = mul.lo.u32 tx, 32;
            let y0 = mul.lo.u32 ty, 16;
            let half = mul.lo.u32 rank, 8;
            let y = add.u32 y0, half;
            let half_words = mul.lo.u32 rank, 256;
            let mine = index tile, half_words;
            let cm = cvta.const half_map;
            if first {
                let t0 = mbarrier.arrive.expect_tx.shared::cta.b64 [bar], 2048;
                cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [mine], [g, {x, y}], [bar], 3;
            }
            while {
                let done = mbarrier.try_wait.parity.shared::cta.b64 [bar], 0;
                let more = not.pred done;
                yield more;
            } do {
            }
            let base = mul.lo.u32 bx, 512;
            let t = mov.u32 %tid.x;
            for i: u32 in t..512 step 128 {
                let s = index tile, i;
                let v = ld.shared.u32 [s];
                let j = add.u32 base, i;
                let o = index raw, j;
                st.global.u32 [o], v;
            }
            if first {
                fence.proxy.async.shared::cta;
                cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [cm, {x, y}], [mine];
                cp.async.bulk.commit_group;
                cp.async.bulk.wait_group 0;
            }
            barrier.cluster.arrive;
            barrier.cluster.wait;
        }
    };
    m.into_module()
}

#[test]
fn the_macro_builds_the_same_module() {
    for target in [Target::SM_90, Target::SM_90A] {
        let (b, _) = module(target);
        let b = b.emit().unwrap_or_else(|e| panic!("builder: {e}"));
        let m = macro_module(target)
            .emit()
            .unwrap_or_else(|e| panic!("ptx_module!: {e}"));
        if b != m {
            let line = b.lines().zip(m.lines()).position(|(x, y)| x != y);
            panic!(
                "ptx_module! differs from the builder at line {line:?}:\n--- builder\n{b}\n--- macro\n{m}"
            );
        }
    }
}

/// The CPU's model of the 128-byte swizzle: byte `offset` of a tile whose rows are 128
/// bytes lands in the same row, its 16-byte chunk XORed with the row index modulo 8.
fn swizzle128(offset: u32) -> u32 {
    let row = offset / 128;
    let chunk = (offset % 128) / 16;
    row * 128 + ((chunk ^ (row % 8)) * 16) + offset % 16
}

/// The input matrix: every word different, none zero.
fn matrix() -> Vec<u32> {
    (0..W * H)
        .map(|i| 0x5a00_0000 ^ i.wrapping_mul(2654435761))
        .collect()
}

/// The raw tile a CTA holds for the tile at (x, y): `raw[swizzle(l) / 4] = in[l]`.
fn expected_raw(input: &[u32], x: u32, y: u32) -> Vec<u32> {
    let mut raw = vec![0u32; TILE_WORDS as usize];
    for r in 0..TH {
        for c in 0..TW {
            let logical = (r * TW + c) * 4;
            raw[(swizzle128(logical) / 4) as usize] = input[((y + r) * W + x + c) as usize];
        }
    }
    raw
}

/// The tensor-map edit kernel (sm_90a, one warp): `tmpl` is a map of matrix A (a kernel
/// parameter); thread 0 copies it into a `.shared::cta` tensor map (`tensormap_copy`),
/// points that copy (`tensormap.replace` in shared memory) and the `.global` map `gmap`
/// (in place) at matrix `b`, the warp publishes the shared copy to the `.global` map `pubmap`
/// (`tensormap.cp_fenceproxy`), thread 0 acquires both maps and loads the tile at (0, 0)
/// through each; every thread copies the two tiles to `out`.
type RetargetArgs = (Ptr<Global, u32>, Map, Ptr<Global, u32>);
struct Retarget {
    k: KernelRef<RetargetArgs>,
    gmap: Var<Global, TensorMap<u32, 2>>,
    pubmap: Var<Global, TensorMap<u32, 2>>,
}

fn retarget_module() -> (Module, Retarget) {
    let mut m = Module::new(Target::SM_90A);
    let gmap = m.global_tensor_map::<u32, 2>("gmap");
    let pubmap = m.global_tensor_map::<u32, 2>("pubmap");
    let k = m.kernel_named(
        "retarget",
        &["b", "tmpl", "out"],
        |k, (b, tmpl, out): RetargetArgs| {
            k.reqntid(32, 1, 1);
            let smap = k.shared::<TensorMap<u32, 2>>("smap", 1, Align(128));
            let tiles = k.shared::<u32>("tiles", 2 * TILE_WORDS as u64, Align(128));
            let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
            let tid = k.tid_x();
            let first = k.setp(Cmp::Eq, tid, 0u32);
            // The template into the shared map (visible after init_bar's bar.sync).
            let tmpl = k.cvta_var(tmpl, 0);
            k.if_then(first, |k| k.tensormap_copy(smap, tmpl));
            init_bar(k, bar, first, false);
            k.if_then(first, |k| {
                k.tensormap_replace_global_address(smap, b);
                k.tensormap_replace_global_address(gmap, b);
                k.fence_proxy_tensormap_release(Scope::Gpu);
            });
            k.bar_sync(0);
            k.tensormap_cp_fenceproxy(pubmap, smap, Scope::Gpu);
            k.if_then(first, |k| {
                let g = k.cvta_var(gmap, 0);
                let p = k.cvta_var(pubmap, 0);
                k.fence_proxy_tensormap_acquire(g, Scope::Gpu);
                k.fence_proxy_tensormap_acquire(p, Scope::Gpu);
                let _ = k.mbarrier_arrive_expect_tx(bar, 2 * TILE_BYTES);
                k.cp_async_bulk_tensor_load(tiles, gmap, (0u32, 0u32), bar);
                k.cp_async_bulk_tensor_load(tiles.at(TILE_WORDS as i64), pubmap, (0u32, 0u32), bar);
            });
            wait(k, bar);
            k.for_range(tid, 2 * TILE_WORDS, 32, (), |k, i, ()| {
                let s = k.index(tiles, i);
                let v = k.ld(s);
                let o = k.index(out, i);
                k.st(o, v);
            });
        },
    );
    (m, Retarget { k, gmap, pubmap })
}

/// The edit kernel passes ptxas for sm_90a (with the GPU test below, on the device).
#[test]
fn a_tensor_map_edited_on_the_device_passes_ptxas_for_sm_90a() {
    let (m, _) = retarget_module();
    let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
    for spelled in [
        "tensormap.replace.tile.global_address.shared::cta.b1024.b64",
        "tensormap.replace.tile.global_address.global.b1024.b64",
        "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned",
    ] {
        assert!(ptx.contains(spelled), "{spelled} missing:\n{ptx}");
    }
    common::assert_ptxas_accepts("gpu_tma", &ptx);
}

#[test]
fn the_gpu_modules_emit_and_ptxas_accepts_them_for_sm_90() {
    for target in [Target::SM_90, Target::SM_90A] {
        let (m, _) = module(target);
        let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
        for needle in [
            ".global .align 64 .b8 store_map[128];",
            ".const .align 64 .b8 half_map[128];",
            ".param .align 64 .b8 map[128],",
            "cp.async.bulk.prefetch.L2.global",
            "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes \t[tile+2048], [%rd",
            "cp.async.bulk.global.shared::cta.bulk_group",
            "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes \t[tile], [%rd",
            "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster",
            "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group \t[store_map, {",
            "cp.async.bulk.commit_group;",
            "cp.async.bulk.wait_group \t0;",
            "prefetch.tensormap",
        ] {
            assert!(ptx.contains(needle), "no `{needle}` in:\n{ptx}");
        }
        // The last piece of the bulk copy uses 32-bit shared addresses.
        assert!(
            ptx.lines()
                .any(|l| l.contains("cp.async.bulk.shared::cluster.global") && l.contains("[%r")),
            "{ptx}"
        );
        common::assert_ptxas_accepts(&format!("gpu_tma ({target})"), &ptx);
    }
    // The CPU model is the runtime's, and a permutation of each 1024-byte repeat.
    let mut seen = vec![false; TILE_BYTES as usize];
    for o in 0..TILE_BYTES {
        assert_eq!(
            swizzle128(o) as u64,
            typed_ptx::runtime::Swizzle::B128.apply(o as u64)
        );
        seen[swizzle128(o) as usize] = true;
    }
    assert!(seen.iter().all(|s| *s));
    // Row 1 swaps neighbouring chunks; the model is not the identity.
    let raw = expected_raw(&matrix(), 0, 0);
    assert_eq!(raw[32 + 4], matrix()[W as usize]);
    assert_ne!(raw[32], matrix()[W as usize]);
}

/// The interpreter runs the three kernels of the GPU tests below with their checks: the
/// bulk copy is byte-exact, each CTA's raw tile is the CPU's model of the 128-byte swizzle
/// (the multicast ones with the peer's half), and the stores back give the input.
#[test]
fn the_interpreter_runs_the_tma_kernels_as_the_gpu_does() {
    use typed_ptx::sim::Sim;
    use typed_ptx::tma::{Swizzle as TmaSwizzle, TiledLayout};
    let (m, ks) = module(Target::SM_90);
    let mut sim = Sim::new();
    let input: Vec<u32> = (0..BULK_WORDS)
        .map(|i| i.wrapping_mul(0x9e37_79b9) ^ 0xa5a5_0000)
        .collect();
    let inp = sim.upload(&input);
    let out = sim.upload(&vec![0xdead_beefu32; BULK_WORDS as usize]);
    sim.run(&m, &ks.bulk, &Launch::new(1, THREADS), (&out, &inp))
        .unwrap();
    assert_eq!(sim.read(&out), input, "the bulk copy");
    let input = matrix();
    let inp = sim.upload(&input);
    for multicast in [false, true] {
        let out = sim.zeros::<u32>((W * H) as usize);
        let th = if multicast { TH / 2 } else { TH };
        let layout = TiledLayout::new([W as u64, H as u64], [TW, th]).swizzle(TmaSwizzle::B128);
        let load_map = sim.tensor_map_tiled(&inp, &layout).unwrap();
        let store_map = sim.tensor_map_tiled(&out, &layout).unwrap();
        let (k, launch, ctas) = if multicast {
            sim.write_tensor_map(&m, ks.half_map, &store_map).unwrap();
            let ctas = 2 * TX * TY;
            (
                &ks.multicast,
                Launch::new(ctas, THREADS).cluster(2, 1, 1),
                ctas,
            )
        } else {
            sim.write_tensor_map(&m, ks.store_map, &store_map).unwrap();
            (
                &ks.swizzle,
                Launch::new(1, THREADS).grid3([TX, TY, 1]),
                TX * TY,
            )
        };
        let raw = sim.zeros::<u32>((ctas * TILE_WORDS) as usize);
        sim.run(&m, k, &launch, (&load_map, &raw)).unwrap();
        let raw = sim.read(&raw);
        for cta in 0..ctas {
            let tile = if multicast { cta / 2 } else { cta };
            let (tx, ty) = (tile % TX, tile / TX);
            let want = expected_raw(&input, tx * TW, ty * TH);
            let got = &raw[(cta * TILE_WORDS) as usize..((cta + 1) * TILE_WORDS) as usize];
            assert_eq!(got, &want[..], "CTA {cta} (multicast {multicast})");
        }
        assert_eq!(
            sim.read(&out),
            input,
            "the TMA stores back (multicast {multicast})"
        );
    }
}

#[cfg(feature = "cuda")]
mod gpu {
    use super::*;
    use typed_ptx::runtime::{Gpu, Launch, Swizzle, TiledLayout};

    fn gpu() -> Gpu {
        match Gpu::new(0) {
            Ok(g) => g,
            Err(e) => panic!("this test needs an NVIDIA GPU: {e}"),
        }
    }

    /// sm_90: bulk copies and TMA need it.
    fn target(g: &Gpu) -> Target {
        let (a, b) = g.info().capability;
        assert!(
            a * 10 + b >= 90,
            "this test needs an sm_90 GPU (bulk copies, TMA); {} is sm_{a}{b}",
            g.info().name
        );
        Target::SM_90
    }

    #[test]
    #[ignore = "needs an NVIDIA GPU (sm_90): run scripts/gpu.sh"]
    fn a_bulk_copy_global_to_shared_to_global_is_byte_exact() {
        let g = gpu();
        let (m, ks) = module(target(&g));
        let loaded = g.load(&m).unwrap();
        let f = loaded.kernel(&ks.bulk).unwrap();
        let input: Vec<u32> = (0..BULK_WORDS)
            .map(|i| i.wrapping_mul(0x9e37_79b9) ^ 0xa5a5_0000)
            .collect();
        let inp = g.upload(&input).unwrap();
        let mut out = g
            .upload(&vec![0xdead_beefu32; BULK_WORDS as usize])
            .unwrap();
        unsafe {
            f.launch(&Launch::new(1, THREADS), (&mut out, &inp))
                .unwrap()
        };
        let got = g.download(&out).unwrap();
        for (i, (a, b)) in got.iter().zip(&input).enumerate() {
            assert_eq!(a, b, "word {i} of the bulk copy");
        }
        println!(
            "bulk copy: {} bytes global -> shared -> global, byte-exact",
            BULK_WORDS * 4
        );
    }

    /// A tensor map edited on the device (`tensormap.replace`, in `.global` and in a
    /// `.shared::cta` copy published with `tensormap.cp_fenceproxy`), then a TMA load
    /// through each: both tiles come from the new tensor, none from the old.
    #[test]
    #[ignore = "needs an NVIDIA GPU (sm_90a): run scripts/gpu.sh"]
    fn a_tensor_map_edited_on_the_device_loads_from_its_new_tensor() {
        let g = gpu();
        let _ = target(&g);
        let (m, r) = retarget_module();
        let loaded = g.load(&m).unwrap();
        let a: Vec<u32> = (0..W * H).collect();
        let bm: Vec<u32> = (0..W * H).map(|i| 0x8000_0000 | (i * 7)).collect();
        let da = g.upload(&a).unwrap();
        let db = g.upload(&bm).unwrap();
        let layout = TiledLayout::new([W as u64, H as u64], [TW, TH]);
        let map_a = g.tensor_map_tiled(&da, &layout).unwrap();
        loaded.write_tensor_map(&m, r.gmap, &map_a).unwrap();
        loaded.write_tensor_map(&m, r.pubmap, &map_a).unwrap();
        let mut out = g.upload(&vec![0u32; 2 * TILE_WORDS as usize]).unwrap();
        let f = loaded.kernel(&r.k).unwrap();
        unsafe {
            f.launch(
                &Launch::grid_3d([1, 1, 1], [32, 1, 1]),
                (&db, &map_a, &mut out),
            )
            .unwrap()
        };
        let got = g.download(&out).unwrap();
        let want: Vec<u32> = (0..TH)
            .flat_map(|y| (0..TW).map(move |x| (y * W + x) as usize))
            .map(|i| bm[i])
            .collect();
        assert_eq!(
            &got[..TILE_WORDS as usize],
            &want[..],
            "the map edited in .global"
        );
        assert_eq!(
            &got[TILE_WORDS as usize..],
            &want[..],
            "the map edited in .shared::cta and published"
        );
        println!(
            "tensormap.replace: a {TW} x {TH} tile loaded through the map edited in .global and through the one edited in .shared::cta and published: both from the new tensor"
        );
    }

    #[test]
    #[ignore = "needs an NVIDIA GPU (sm_90): run scripts/gpu.sh"]
    fn a_tma_tile_with_128_byte_swizzle_loads_as_the_cpu_model_and_stores_back() {
        let g = gpu();
        let (m, ks) = module(target(&g));
        let loaded = g.load(&m).unwrap();
        let input = matrix();
        let inp = g.upload(&input).unwrap();
        let out = g.upload(&vec![0u32; (W * H) as usize]).unwrap();
        let layout = TiledLayout::new([W as u64, H as u64], [TW, TH]).swizzle(Swizzle::B128);
        let load_map = g.tensor_map_tiled(&inp, &layout).unwrap();
        assert_eq!(load_map.box_bytes(), TILE_BYTES as u64);
        let store_map = g.tensor_map_tiled(&out, &layout).unwrap();
        loaded
            .write_tensor_map(&m, ks.store_map, &store_map)
            .unwrap();
        let mut raw = g
            .upload(&vec![0u32; (TX * TY * TILE_WORDS) as usize])
            .unwrap();
        let f = loaded.kernel(&ks.swizzle).unwrap();
        unsafe {
            f.launch(
                &Launch::grid_3d([TX, TY, 1], [THREADS, 1, 1]),
                (&load_map, &mut raw),
            )
            .unwrap()
        };
        let raw = g.download(&raw).unwrap();
        for ty in 0..TY {
            for tx in 0..TX {
                let cta = (ty * TX + tx) as usize;
                let want = expected_raw(&input, tx * TW, ty * TH);
                let got = &raw[cta * TILE_WORDS as usize..(cta + 1) * TILE_WORDS as usize];
                for (w, (a, b)) in got.iter().zip(&want).enumerate() {
                    assert_eq!(
                        a,
                        b,
                        "tile ({tx}, {ty}): shared word {w} (byte {}) differs from the 128-byte swizzle model",
                        w * 4
                    );
                }
            }
        }
        assert_eq!(g.download(&out).unwrap(), input, "the TMA store back");
        println!(
            "TMA 2-D: {} tiles of {TW} x {TH} u32 with the 128-byte swizzle match the CPU model; the store back is byte-exact",
            TX * TY
        );
    }

    #[test]
    #[ignore = "needs an NVIDIA GPU (sm_90): run scripts/gpu.sh"]
    fn a_multicast_tma_load_fills_both_ctas_of_a_cluster() {
        let g = gpu();
        let (m, ks) = module(target(&g));
        let loaded = g.load(&m).unwrap();
        let input = matrix();
        let inp = g.upload(&input).unwrap();
        let out = g.upload(&vec![0u32; (W * H) as usize]).unwrap();
        let half = TiledLayout::new([W as u64, H as u64], [TW, TH / 2]).swizzle(Swizzle::B128);
        let load_map = g.tensor_map_tiled(&inp, &half).unwrap();
        let store_map = g.tensor_map_tiled(&out, &half).unwrap();
        loaded
            .write_tensor_map(&m, ks.half_map, &store_map)
            .unwrap();
        let ctas = 2 * TX * TY;
        let mut raw = g.upload(&vec![0u32; (ctas * TILE_WORDS) as usize]).unwrap();
        let f = loaded.kernel(&ks.multicast).unwrap();
        unsafe {
            f.launch(
                &Launch::new(ctas, THREADS).cluster(2, 1, 1),
                (&load_map, &mut raw),
            )
            .unwrap()
        };
        let raw = g.download(&raw).unwrap();
        for cta in 0..ctas {
            let tile = cta / 2;
            let (tx, ty) = (tile % TX, tile / TX);
            let want = expected_raw(&input, tx * TW, ty * TH);
            let got = &raw[(cta * TILE_WORDS) as usize..((cta + 1) * TILE_WORDS) as usize];
            for (w, (a, b)) in got.iter().zip(&want).enumerate() {
                assert_eq!(
                    a,
                    b,
                    "CTA {cta} (rank {}) of tile ({tx}, {ty}): shared word {w} ({} half) differs",
                    cta % 2,
                    if (w as u32) < TILE_WORDS / 2 {
                        "rank 0's"
                    } else {
                        "rank 1's"
                    }
                );
            }
        }
        assert_eq!(g.download(&out).unwrap(), input, "the TMA stores back");
        println!(
            "TMA multicast: {ctas} CTAs in clusters of 2 each hold the whole tile (their half and the peer's), swizzled as the CPU model; the stores back are byte-exact"
        );
    }
}
