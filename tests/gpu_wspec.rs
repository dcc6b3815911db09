//! Warp specialization and the rest of sm_90 on a GPU (issue 8, item 7), each kernel
//! checked against a CPU reference:
//!
//! * `elect.sync` picks exactly one lane of each warp (and of a partial member mask), and
//!   every member lane learns which one;
//! * `redux.sync` (add/min/max as u32 and i32, and/or/xor), `match.any/all.sync` and the
//!   `%lanemask_*` registers equal their CPU definitions, for whole warps and partial masks;
//! * a warp-specialized producer/consumer kernel: the producer warpgroup gives registers
//!   back (`setmaxnreg.dec`), the two consumer warpgroups take them (`setmaxnreg.inc`), and
//!   they hand tiles over through shared memory with named barriers (`bar.arrive` /
//!   `bar.sync` with a thread count); every output word is checked;
//! * `st.async` and `red.async` into the other CTA of a 2-CTA cluster, completing on its
//!   mbarrier, and `getctarank` of local and mapped addresses;
//! * `griddepcontrol` with programmatic dependent launch: a primary kernel writes half of
//!   a buffer, calls `launch_dependents`, writes the other half late; the secondary,
//!   launched with `Launch::programmatic`, works before `griddepcontrol.wait` and reads
//!   the whole buffer after it.
//!
//! GPU tests are `#[ignore]`d with the reason (run them with `--include-ignored` on an
//! sm_90 GPU). `every_module_passes_ptxas` runs everywhere: it emits every module of this
//! file for sm_90a and has ptxas check it.
#![cfg(feature = "cuda")]

mod common;
use common::gpu;

use typed_ptx::runtime::{Gpu, JitOptions, Launch};
use typed_ptx::*;

const FULL: u32 = u32::MAX;

/// Skips (with the reason) unless the GPU is sm_90 or newer.
fn hopper(g: &Gpu) -> bool {
    let (a, b) = g.info().capability;
    if a < 9 {
        println!("SKIPPED: needs compute capability 9.0 or newer; the GPU is {a}.{b}");
        return false;
    }
    true
}

/// A simple deterministic generator (xorshift) for input data.
fn data(n: usize, seed: u32) -> Vec<u32> {
    let mut x = seed | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            x
        })
        .collect()
}

// ---- elect.sync -------------------------------------------------------------------------

type ElectParams = (Ptr<Global, u32>, Ptr<Global, u32>, Ptr<Global, u32>);

/// `elect(lanes, leaders, odd)`: every thread stores the leader lane `elect.sync` names for
/// the whole warp and whether it is the leader; odd lanes then elect among themselves
/// (member mask `0xaaaaaaaa`) and store the leader lane in `odd[2 i]` and the predicate in
/// `odd[2 i + 1]` (even lanes leave theirs untouched).
fn elect_module(target: Target) -> (Module, KernelRef<ElectParams>) {
    let mut m = Module::new(target);
    let k = m.kernel_named(
        "elect",
        &["lanes", "leaders", "odd"],
        |k, (lanes, leaders, odd): ElectParams| {
            let i = k.mad_lo(sreg::CTAID_X, sreg::NTID_X, sreg::TID_X);
            let (lane, leader) = k.elect_sync(FULL);
            let one = k.selp(1u32, 0u32, leader);
            let p = k.index(lanes, i);
            k.st(p, lane);
            let p = k.index(leaders, i);
            k.st(p, one);
            let l = k.laneid();
            let bit = k.and(l, 1u32);
            let is_odd = k.setp(Cmp::Eq, bit, 1u32);
            k.if_then(is_odd, |k| {
                let (lane, leader) = k.elect_sync(0xaaaa_aaaau32);
                let one = k.selp(1u32, 0u32, leader);
                let j = k.shl(i, 1u32);
                let p = k.index(odd, j);
                k.st(p, lane);
                k.st(p.at(1), one);
            });
        },
    );
    (m, k)
}

#[test]
#[ignore = "needs an sm_90 NVIDIA GPU: run with --include-ignored"]
fn elect_sync_picks_exactly_one_lane_per_warp() {
    let g = gpu();
    if !hopper(&g) {
        return;
    }
    let (m, k) = elect_module(Target::SM_90);
    let module = g.load(&m).unwrap();
    let f = module.kernel(&k).unwrap();
    let (blocks, threads) = (5u32, 96u32);
    let n = (blocks * threads) as usize;
    let mut lanes = g.alloc_zeros::<u32>(n).unwrap();
    let mut leaders = g.alloc_zeros::<u32>(n).unwrap();
    let mut odd = g.upload(&vec![u32::MAX; 2 * n]).unwrap();
    unsafe {
        f.launch(
            &Launch::new(blocks, threads),
            (&mut lanes, &mut leaders, &mut odd),
        )
        .unwrap()
    };
    let lanes = g.download(&lanes).unwrap();
    let leaders = g.download(&leaders).unwrap();
    let odd = g.download(&odd).unwrap();
    for w in 0..n / 32 {
        let warp = w * 32..w * 32 + 32;
        let elected: Vec<usize> = warp.clone().filter(|&i| leaders[i] == 1).collect();
        assert_eq!(elected.len(), 1, "warp {w}: leaders {:?}", &leaders[warp]);
        assert!(leaders[warp.clone()].iter().all(|&x| x <= 1));
        let lane = (elected[0] - w * 32) as u32;
        assert!(
            lanes[warp.clone()].iter().all(|&l| l == lane),
            "warp {w}: the leader is lane {lane}, the lanes were told {:?}",
            &lanes[warp]
        );
        // Among the odd lanes: one leader, itself odd, known to every odd lane.
        let mut odd_leaders = Vec::new();
        for l in 0..32 {
            let (got_lane, got_pred) = (odd[2 * (w * 32 + l)], odd[2 * (w * 32 + l) + 1]);
            if l % 2 == 0 {
                assert_eq!(
                    (got_lane, got_pred),
                    (u32::MAX, u32::MAX),
                    "warp {w} lane {l}"
                );
            } else if got_pred == 1 {
                odd_leaders.push(l as u32);
            } else {
                assert_eq!(got_pred, 0, "warp {w} lane {l}");
            }
        }
        assert_eq!(
            odd_leaders.len(),
            1,
            "warp {w}: odd leaders {odd_leaders:?}"
        );
        assert_eq!(odd_leaders[0] % 2, 1);
        for l in (1..32).step_by(2) {
            assert_eq!(odd[2 * (w * 32 + l)], odd_leaders[0], "warp {w} lane {l}");
        }
    }
}

// ---- redux.sync, match.sync, %lanemask ---------------------------------------------------

/// Words each thread writes in `warp_ops`.
const OPS: usize = 16;

type WarpParams = (Ptr<Global, u32>, Ptr<Global, u32>);

/// `warp_ops(out, x)`: thread `i` reduces `x[i]` over its warp with every `redux.sync`
/// operation (u32 and i32), over its half-warp's first 13 lanes (`add`), matches keys
/// `x[i] % 4` (`match.any`) and the warp index (`match.all`, all equal) and `x[i] % 4`
/// again (`match.all`, not all equal), and reads the five `%lanemask_*`: `OPS` words at
/// `out[OPS i ..]`.
fn warp_ops_module(target: Target) -> (Module, KernelRef<WarpParams>) {
    let mut m = Module::new(target);
    let k = m.kernel("warp_ops", |k, (out, x): WarpParams| {
        let i = k.mad_lo(sreg::CTAID_X, sreg::NTID_X, sreg::TID_X);
        let p = k.index(x, i);
        let v = k.ld(p);
        let base = k.mul_lo(i, OPS as u32);
        let o = k.index(out, base);
        let add = k.redux_sync(ReduxOp::Add, v, FULL);
        k.st(o, add);
        let min = k.redux_sync(ReduxOp::Min, v, FULL);
        k.st(o.at(1), min);
        let max = k.redux_sync(ReduxOp::Max, v, FULL);
        k.st(o.at(2), max);
        let s = k.ld(p.cast::<i32>());
        let smin = k.redux_sync(ReduxOp::Min, s, FULL);
        let smax = k.redux_sync(ReduxOp::Max, s, FULL);
        let so = o.cast::<i32>();
        k.st(so.at(3), smin);
        k.st(so.at(4), smax);
        let and = k.redux_sync(ReduxOp::And, v, FULL);
        k.st(o.at(5), and);
        let or = k.redux_sync(ReduxOp::Or, v, FULL);
        k.st(o.at(6), or);
        let xor = k.redux_sync(ReduxOp::Xor, s, FULL);
        k.st(so.at(7), xor);
        // The first 13 lanes only, with their member mask.
        let lane = k.laneid();
        let low = k.setp(Cmp::Lt, lane, 13u32);
        k.if_then(low, |k| {
            let part = k.redux_sync(ReduxOp::Add, v, 0x1fffu32);
            k.st(o.at(8), part);
        });
        let key = k.and(v, 3u32);
        let any = k.match_any_sync(key, FULL);
        k.st(o.at(9), any);
        let w = k.shr(i, 5u32);
        let w64: Reg<u64> = k.cvt(w);
        let (all, same) = k.match_all_sync(w64, FULL);
        k.st(o.at(10), all);
        let (none, differ) = k.match_all_sync(key, FULL);
        let same = k.selp(1u32, 0u32, same);
        let differ = k.selp(1u32, 0u32, differ);
        let flags = k.shl(differ, 1u32);
        let flags = k.or(flags, same);
        k.st(o.at(11), flags);
        // `none` is 0 unless every key is the same.
        k.st(o.at(12), none);
        let eq = k.lanemask_eq();
        let lt = k.lanemask_lt();
        let le = k.lanemask_le();
        let ge = k.lanemask_ge();
        let gt = k.lanemask_gt();
        // Pack: eq and lt as they are, the other three checked through identities.
        k.st(o.at(13), eq);
        k.st(o.at(14), lt);
        let le_ok = k.xor(le, lt); // == eq
        let ge_gt = k.xor(ge, gt); // == eq
        let all_bits = k.or(le, gt); // == FULL
        let a = k.xor(le_ok, eq);
        let b = k.xor(ge_gt, eq);
        let c = k.xor(all_bits, FULL);
        let bad = k.or(a, b);
        let bad = k.or(bad, c);
        k.st(o.at(15), bad);
    });
    (m, k)
}

#[test]
#[ignore = "needs an sm_80 NVIDIA GPU: run with --include-ignored"]
fn redux_match_and_lanemasks_equal_the_cpu() {
    let g = gpu();
    let (a, b) = g.info().capability;
    let target = Target::portable(a * 10 + b);
    if target.sm < 80 {
        println!(
            "SKIPPED: redux.sync needs sm_80; the GPU is sm_{}",
            target.sm
        );
        return;
    }
    let (m, k) = warp_ops_module(target);
    let module = g.load(&m).unwrap();
    let f = module.kernel(&k).unwrap();
    let (blocks, threads) = (6u32, 128u32);
    let n = (blocks * threads) as usize;
    let mut x = data(n, 0x5eed);
    // Warp 1 gets equal keys (x % 4 == 2 everywhere), so match.all sees agreement too.
    for v in &mut x[32..64] {
        *v = (*v & !3) | 2;
    }
    let dx = g.upload(&x).unwrap();
    let mut out = g.upload(&vec![0xdead_beefu32; n * OPS]).unwrap();
    unsafe {
        f.launch(&Launch::new(blocks, threads), (&mut out, &dx))
            .unwrap()
    };
    let out = g.download(&out).unwrap();
    for w in 0..n / 32 {
        let xs = &x[w * 32..w * 32 + 32];
        let ss: Vec<i32> = xs.iter().map(|&v| v as i32).collect();
        let keys: Vec<u32> = xs.iter().map(|v| v & 3).collect();
        let all_same = keys.iter().all(|&k| k == keys[0]);
        for l in 0..32usize {
            let o = &out[(w * 32 + l) * OPS..(w * 32 + l + 1) * OPS];
            let at = format!("warp {w} lane {l}");
            assert_eq!(
                o[0],
                xs.iter().fold(0u32, |a, &b| a.wrapping_add(b)),
                "add, {at}"
            );
            assert_eq!(o[1], *xs.iter().min().unwrap(), "min.u32, {at}");
            assert_eq!(o[2], *xs.iter().max().unwrap(), "max.u32, {at}");
            assert_eq!(o[3] as i32, *ss.iter().min().unwrap(), "min.s32, {at}");
            assert_eq!(o[4] as i32, *ss.iter().max().unwrap(), "max.s32, {at}");
            assert_eq!(o[5], xs.iter().fold(FULL, |a, &b| a & b), "and, {at}");
            assert_eq!(o[6], xs.iter().fold(0, |a, &b| a | b), "or, {at}");
            assert_eq!(o[7], xs.iter().fold(0, |a, &b| a ^ b), "xor, {at}");
            if l < 13 {
                let part = xs[..13].iter().fold(0u32, |a, &b| a.wrapping_add(b));
                assert_eq!(o[8], part, "partial add, {at}");
            } else {
                assert_eq!(o[8], 0xdead_beef, "lanes 13.. do not reduce, {at}");
            }
            let any = (0..32)
                .filter(|&j| keys[j] == keys[l])
                .fold(0u32, |a, j| a | 1 << j);
            assert_eq!(o[9], any, "match.any, {at}");
            assert_eq!(o[10], FULL, "match.all of the warp index, {at}");
            assert_eq!(
                o[11],
                1 | (all_same as u32) << 1,
                "match.all predicates, {at}"
            );
            assert_eq!(
                o[12],
                if all_same { FULL } else { 0 },
                "match.all mask, {at}"
            );
            assert_eq!(o[13], 1 << l, "%lanemask_eq, {at}");
            assert_eq!(o[14], (1u32 << l) - 1, "%lanemask_lt, {at}");
            assert_eq!(o[15], 0, "%lanemask_le/ge/gt identities, {at}");
        }
        if w == 1 {
            assert!(all_same, "warp 1 was given equal keys");
        }
    }
}

// ---- setmaxnreg with named barriers: a producer/consumer kernel --------------------------

/// Threads per CTA: one producer warpgroup and two consumer warpgroups.
const WS_THREADS: u32 = 384;
/// Words per tile: one per consumer thread.
const TILE: u32 = 256;
/// Named barriers: the tile is full (producers arrive, consumers wait); the tile is free
/// (consumers arrive, producers wait). Each counts every thread of the CTA.
const FULL_BAR: u32 = 1;
const FREE_BAR: u32 = 2;

type WsParams = (Ptr<Global, u32>, Ptr<Global, u32>, Reg<u32>);

/// `ws_pipeline(out, inp, tiles)`: CTA `b` processes tiles `b * tiles .. (b + 1) * tiles`
/// of `TILE` words. The producer warpgroup (threads 0–127) lowers its registers to 40,
/// copies each tile into shared memory (two words a thread) and arrives at `FULL_BAR`; the
/// consumer warpgroups raise theirs to 232, wait at `FULL_BAR`, write
/// `out = 3 * word + tile index` and arrive at `FREE_BAR` (but after the last tile), at
/// which the producer waits before it overwrites the tile.
fn ws_module(target: Target) -> (Module, KernelRef<WsParams>) {
    let mut m = Module::new(target);
    let k = m.kernel_named(
        "ws_pipeline",
        &["out", "inp", "tiles"],
        |k, (out, inp, tiles): WsParams| {
            // `.maxntid` and `.minnctapersm` tell ptxas the registers at entry (168 for 384
            // threads), without which it ignores setmaxnreg.
            k.maxntid(WS_THREADS, 1, 1);
            k.minnctapersm(1);
            let buf = k.shared::<u32>("tile", TILE as u64, Align(16));
            let t = k.tid_x();
            let first = k.mul_lo(sreg::CTAID_X, tiles);
            let wg = k.shr(t, 7u32);
            let producer = k.setp(Cmp::Eq, wg, 0u32);
            k.if_else(
                producer,
                |k| {
                    k.setmaxnreg_dec(40);
                    k.for_range(0u32, tiles, 1u32, (), |k, j, ()| {
                        let later = k.setp(Cmp::Ne, j, 0u32);
                        k.if_then(later, |k| k.bar_sync_count(FREE_BAR, WS_THREADS));
                        let tile = k.add(first, j);
                        let base = k.mul_lo(tile, TILE);
                        for half in [0u32, 128] {
                            let c = k.add(t, half);
                            let g = k.add(base, c);
                            let src = k.index(inp, g);
                            let v = k.ld(src);
                            let addr = k.addr_of(buf);
                            let dst = k.index(addr, c);
                            k.st(dst, v);
                        }
                        k.bar_arrive(FULL_BAR, WS_THREADS);
                    });
                },
                |k| {
                    k.setmaxnreg_inc(232);
                    let c = k.sub(t, 128u32);
                    let last = k.sub(tiles, 1u32);
                    k.for_range(0u32, tiles, 1u32, (), |k, j, ()| {
                        k.bar_sync_count(FULL_BAR, WS_THREADS);
                        let addr = k.addr_of(buf);
                        let src = k.index(addr, c);
                        let v = k.ld(src);
                        let r = k.mad_lo(v, 3u32, j);
                        let tile = k.add(first, j);
                        let g = k.mad_lo(tile, TILE, c);
                        let dst = k.index(out, g);
                        k.st(dst, r);
                        let more = k.setp(Cmp::Lt, j, last);
                        k.if_then(more, |k| k.barrier_arrive(FREE_BAR, WS_THREADS));
                    });
                },
            );
        },
    );
    (m, k)
}

/// `Gpu::load_many` and `Gpu::load_split` compile a module with `setmaxnreg` whole: the
/// driver's linker, which they use for everything else, compiles relocatable code, and
/// ptxas then ignores `setmaxnreg` (advisory C7504 in the JIT's info log).
#[test]
#[ignore = "needs an sm_90 NVIDIA GPU: run with --include-ignored"]
fn setmaxnreg_survives_the_parallel_loads() {
    let g = gpu();
    if !hopper(&g) {
        return;
    }
    let (m, _) = ws_module(Target::SM_90A);
    let opts = JitOptions::default().uncached();
    let many = g.load_many(&[&m], &opts, Some(2));
    let module = many.into_iter().next().unwrap().unwrap();
    let dropped = |log: &str| log.contains("C7504") || log.contains("'setmaxnreg' ignored");
    assert!(
        !dropped(module.info_log()),
        "load_many: {}",
        module.info_log()
    );
    let split = g.load_split(&m, &opts, Some(2)).unwrap();
    for (name, unit) in split.units() {
        assert!(
            !dropped(unit.info_log()),
            "load_split, {name}: {}",
            unit.info_log()
        );
    }
}

#[test]
#[ignore = "needs an sm_90 NVIDIA GPU: run with --include-ignored"]
fn setmaxnreg_producer_consumer_computes_every_tile() {
    let g = gpu();
    if !hopper(&g) {
        return;
    }
    let (m, k) = ws_module(Target::SM_90A);
    let module = g.load(&m).unwrap();
    let f = module.kernel(&k).unwrap();
    let (blocks, tiles) = (8u32, 5u32);
    let n = (blocks * tiles * TILE) as usize;
    let x = data(n, 0xfeed);
    let dx = g.upload(&x).unwrap();
    let mut out = g.alloc_zeros::<u32>(n).unwrap();
    unsafe {
        f.launch(&Launch::new(blocks, WS_THREADS), (&mut out, &dx, tiles))
            .unwrap()
    };
    let got = g.download(&out).unwrap();
    for i in 0..n {
        let j = (i as u32 / TILE) % tiles;
        assert_eq!(got[i], x[i].wrapping_mul(3).wrapping_add(j), "out[{i}]");
    }
}

// ---- st.async / red.async / getctarank in a 2-CTA cluster --------------------------------

/// Threads per CTA of `cluster_async`.
const CA_THREADS: u32 = 128;

type CaParams = (Ptr<Global, u32>, Ptr<Global, u32>, Ptr<Global, u32>);

/// `cluster_async(out, sums, ranks)`, clusters of 2 CTAs of `CA_THREADS` threads. Each CTA
/// initialises its mbarrier (one arrival) and, after a cluster barrier, thread 0 expects
/// `2 * 4 * CA_THREADS` bytes on it. Thread `t` of the CTA of rank `r` stores
/// `1000 * (ctaid + 1) + t` into `buf[t]` of the other CTA with `st.async` and adds `t + 1`
/// to `sums[t % 4]` there with `red.async`, both completing on the other CTA's mbarrier.
/// Every thread waits for phase 0 of its own mbarrier, then writes `buf[t]` to
/// `out[ctaid * CA_THREADS + t]` and (thread < 4) `sums[t]` to `sums_out[ctaid * 4 + t]`;
/// `ranks[2 ctaid]` is `getctarank` of its own buffer (widened), `ranks[2 ctaid + 1]` of
/// the mapped one.
fn cluster_async_module(target: Target) -> (Module, KernelRef<CaParams>) {
    let mut m = Module::new(target);
    let k = m.kernel("cluster_async", |k, (out, sums_out, ranks): CaParams| {
        let buf = k.shared::<u32>("buf", CA_THREADS as u64, Align(16));
        let sums = k.shared::<u32>("sums", 4, Align(16));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let t = k.tid_x();
        let cta = k.ctaid_x();
        let rank = k.cluster_ctarank();
        let other = k.xor(rank, 1u32);
        let zero = k.setp(Cmp::Eq, t, 0u32);
        let few = k.setp(Cmp::Lt, t, 4u32);
        k.if_then(few, |k| {
            let s = k.addr_of(sums);
            let p = k.index(s, t);
            k.st(p, 0u32);
        });
        k.if_then(zero, |k| {
            k.mbarrier_init(bar, 1u32);
            k.fence_mbarrier_init();
        });
        // Both CTAs' barriers and counters are initialised before either is used.
        k.barrier_cluster_arrive();
        k.barrier_cluster_wait();
        k.if_then(zero, |k| {
            k.mbarrier_arrive_expect_tx(bar, 2 * 4 * CA_THREADS);
        });
        let mine = k.addr_of(buf);
        let mine = k.index(mine, t);
        let theirs = k.mapa(mine, other);
        let my_bar = k.addr_of(bar);
        let their_bar = k.mapa(my_bar, other);
        let one = k.add(cta, 1u32);
        let v = k.mad_lo(one, 1000u32, t);
        k.st_async(theirs, v, their_bar);
        let s = k.addr_of(sums);
        let q = k.and(t, 3u32);
        let slot = k.index(s, q);
        let their_slot = k.mapa(slot, other);
        let inc = k.add(t, 1u32);
        k.red_async(AtomOp::Add, their_slot, inc, their_bar);
        k.if_then(zero, |k| {
            let own = k.getctarank(mine.widen());
            let mapped = k.getctarank(theirs);
            let j = k.shl(cta, 1u32);
            let r = k.index(ranks, j);
            k.st(r, own);
            k.st(r.at(1), mapped);
        });
        k.mbarrier_wait_parity(bar, 0u32);
        let got = k.ld(mine);
        let i = k.mad_lo(cta, CA_THREADS, t);
        let o = k.index(out, i);
        k.st(o, got);
        k.if_then(few, |k| {
            let p = k.index(s, t);
            let v = k.ld(p);
            let j = k.mad_lo(cta, 4u32, t);
            let o = k.index(sums_out, j);
            k.st(o, v);
        });
        // Neither CTA leaves while the other may still reach into it.
        k.barrier_cluster_arrive();
        k.barrier_cluster_wait();
    });
    (m, k)
}

#[test]
#[ignore = "needs an sm_90 NVIDIA GPU: run with --include-ignored"]
fn st_async_and_red_async_complete_on_the_other_ctas_mbarrier() {
    let g = gpu();
    if !hopper(&g) {
        return;
    }
    let (m, k) = cluster_async_module(Target::SM_90);
    let module = g.load(&m).unwrap();
    let f = module.kernel(&k).unwrap();
    let blocks = 8u32;
    let n = (blocks * CA_THREADS) as usize;
    let mut out = g.alloc_zeros::<u32>(n).unwrap();
    let mut sums = g.alloc_zeros::<u32>(blocks as usize * 4).unwrap();
    let mut ranks = g.upload(&vec![u32::MAX; blocks as usize * 2]).unwrap();
    unsafe {
        f.launch(
            &Launch::new(blocks, CA_THREADS).cluster(2, 1, 1),
            (&mut out, &mut sums, &mut ranks),
        )
        .unwrap()
    };
    let out = g.download(&out).unwrap();
    let sums = g.download(&sums).unwrap();
    let ranks = g.download(&ranks).unwrap();
    for c in 0..blocks {
        // CTA c's partner is c ^ 1 (rank = ctaid % 2 in a 1-D cluster of 2).
        let partner = c ^ 1;
        for t in 0..CA_THREADS {
            assert_eq!(
                out[(c * CA_THREADS + t) as usize],
                1000 * (partner + 1) + t,
                "CTA {c} thread {t}"
            );
        }
        for q in 0..4u32 {
            let want: u32 = (0..CA_THREADS).filter(|t| t % 4 == q).map(|t| t + 1).sum();
            assert_eq!(sums[(c * 4 + q) as usize], want, "CTA {c} sums[{q}]");
        }
        assert_eq!(
            &ranks[2 * c as usize..2 * c as usize + 2],
            &[c % 2, partner % 2],
            "CTA {c}: getctarank of its own and its partner's buffer"
        );
    }
}

// ---- griddepcontrol with programmatic dependent launch -----------------------------------

type PrimaryParams = (Ptr<Global, u32>, Reg<u32>);
type SecondaryParams = (Ptr<Global, u32>, Ptr<Global, u32>, Ptr<Global, u32>);

/// `primary(buf, spin)`: thread `i` writes `buf[2 i] = 7 i + 1`, lets the dependent grid
/// start (`griddepcontrol.launch_dependents`), spins for `spin` rounds of `%clock64`
/// reads, then writes `buf[2 i + 1] = 7 i + 2`.
/// `secondary(out, pre, buf)`: thread `i` writes `pre[i] = i` (work that needs nothing of
/// the primary), waits (`griddepcontrol.wait`), then writes `out[j] = buf[j] + 1` for
/// `j = 2 i, 2 i + 1`.
fn pdl_module(target: Target) -> (Module, KernelRef<PrimaryParams>, KernelRef<SecondaryParams>) {
    let mut m = Module::new(target);
    let primary = m.kernel_named(
        "primary",
        &["buf", "spin"],
        |k, (buf, spin): PrimaryParams| {
            let i = k.mad_lo(sreg::CTAID_X, sreg::NTID_X, sreg::TID_X);
            let j = k.shl(i, 1u32);
            let p = k.index(buf, j);
            let a = k.mad_lo(i, 7u32, 1u32);
            k.st(p, a);
            k.griddepcontrol_launch_dependents();
            let start = k.clock64();
            k.for_range(0u32, spin, 1u32, start, |k, _, acc| {
                let now = k.clock64();
                k.xor(acc, now)
            });
            let b = k.mad_lo(i, 7u32, 2u32);
            k.st(p.at(1), b);
        },
    );
    let secondary = m.kernel_named(
        "secondary",
        &["out", "pre", "buf"],
        |k, (out, pre, buf): SecondaryParams| {
            let i = k.mad_lo(sreg::CTAID_X, sreg::NTID_X, sreg::TID_X);
            let q = k.index(pre, i);
            k.st(q, i);
            k.griddepcontrol_wait();
            let j = k.shl(i, 1u32);
            let src = k.index(buf, j);
            let dst = k.index(out, j);
            for e in 0..2 {
                let v = k.ld(src.at(e));
                let w = k.add(v, 1u32);
                k.st(dst.at(e), w);
            }
        },
    );
    (m, primary, secondary)
}

#[test]
#[ignore = "needs an sm_90 NVIDIA GPU: run with --include-ignored"]
fn griddepcontrol_with_programmatic_dependent_launch() {
    let g = gpu();
    if !hopper(&g) {
        return;
    }
    let (m, primary, secondary) = pdl_module(Target::SM_90);
    let module = g.load(&m).unwrap();
    let p = module.kernel(&primary).unwrap();
    let s = module.kernel(&secondary).unwrap();
    let (blocks, threads) = (132u32, 256u32);
    let n = (blocks * threads) as usize;
    for round in 0..4 {
        let mut buf = g.alloc_zeros::<u32>(2 * n).unwrap();
        let mut out = g.alloc_zeros::<u32>(2 * n).unwrap();
        let mut pre = g.alloc_zeros::<u32>(n).unwrap();
        unsafe {
            p.launch(&Launch::new(blocks, threads), (&mut buf, 2000u32))
                .unwrap();
            s.launch(
                &Launch::new(blocks, threads).programmatic(),
                (&mut out, &mut pre, &buf),
            )
            .unwrap();
        }
        let out = g.download(&out).unwrap();
        let pre = g.download(&pre).unwrap();
        for i in 0..n {
            assert_eq!(pre[i], i as u32, "round {round}: pre[{i}]");
            assert_eq!(
                out[2 * i],
                7 * i as u32 + 2,
                "round {round}: out[{}]",
                2 * i
            );
            assert_eq!(
                out[2 * i + 1],
                7 * i as u32 + 3,
                "round {round}: out[{}] (written by the primary after launch_dependents)",
                2 * i + 1
            );
        }
    }
}

// ---- the same kernels through ptx_module! ------------------------------------------------

/// `elect_module` written with `ptx_module!`.
fn elect_macro(target: Target) -> Module {
    ptx_module! {
        target = target;
        kernel elect(lanes: global u32, leaders: global u32, odd: global u32) {
            let i = mad.lo.u32 %ctaid.x, %ntid.x, %tid.x;
            let (lane, leader) = elect.sync 0xffffffff;
            let one = selp.u32 1, 0, leader;
            let p = index lanes, i;
            st.global.u32 [p], lane;
            let q = index leaders, i;
            st.global.u32 [q], one;
            let l = mov.u32 %laneid;
            let bit = and.b32 l, 1;
            let is_odd = setp.eq.u32 bit, 1;
            if is_odd {
                let (lane2, leader2) = elect.sync 0xaaaaaaaa;
                let one2 = selp.u32 1, 0, leader2;
                let j = shl.b32 i, 1;
                let r = index odd, j;
                st.global.u32 [r], lane2;
                st.global.u32 [r+4], one2;
            }
        }
    }
    .into_module()
}

/// `ws_module` written with `ptx_module!`.
fn ws_macro(target: Target) -> Module {
    ptx_module! {
        target = target;
        kernel ws_pipeline(out: global u32, inp: global u32, tiles: u32) .maxntid {WS_THREADS} .minnctapersm 1 {
            shared tile: u32[{TILE as u64}] align 16;
            let t = mov.u32 %tid.x;
            let first = mul.lo.u32 %ctaid.x, tiles;
            let wg = shr.u32 t, 7;
            let producer = setp.eq.u32 wg, 0;
            if producer {
                setmaxnreg.dec.sync.aligned.u32 40;
                for j: u32 in 0..tiles {
                    let later = setp.ne.u32 j, 0;
                    if later {
                        bar.sync {FREE_BAR}, {WS_THREADS};
                    }
                    let tile_j = add.u32 first, j;
                    let base = mul.lo.u32 tile_j, {TILE};
                    let c0 = add.u32 t, 0;
                    let g0 = add.u32 base, c0;
                    let s0 = index inp, g0;
                    let v0 = ld.global.u32 [s0];
                    let a0 = mov.u64 tile;
                    let d0 = index a0, c0;
                    st.shared.u32 [d0], v0;
                    let c1 = add.u32 t, 128;
                    let g1 = add.u32 base, c1;
                    let s1 = index inp, g1;
                    let v1 = ld.global.u32 [s1];
                    let a1 = mov.u64 tile;
                    let d1 = index a1, c1;
                    st.shared.u32 [d1], v1;
                    bar.arrive {FULL_BAR}, {WS_THREADS};
                }
            } else {
                setmaxnreg.inc.sync.aligned.u32 232;
                let c = sub.u32 t, 128;
                let last = sub.u32 tiles, 1;
                for j: u32 in 0..tiles {
                    bar.sync {FULL_BAR}, {WS_THREADS};
                    let a = mov.u64 tile;
                    let src = index a, c;
                    let v = ld.shared.u32 [src];
                    let r = mad.lo.u32 v, 3, j;
                    let tile_j = add.u32 first, j;
                    let g = mad.lo.u32 tile_j, {TILE}, c;
                    let dst = index out, g;
                    st.global.u32 [dst], r;
                    let more = setp.lt.u32 j, last;
                    if more {
                        barrier.arrive {FREE_BAR}, {WS_THREADS};
                    }
                }
            }
        }
    }
    .into_module()
}

/// `pdl_module` written with `ptx_module!`.
fn pdl_macro(target: Target) -> Module {
    ptx_module! {
        target = target;
        kernel primary(buf: global u32, spin: u32) {
            let i = mad.lo.u32 %ctaid.x, %ntid.x, %tid.x;
            let j = shl.b32 i, 1;
            let p = index buf, j;
            let a = mad.lo.u32 i, 7, 1;
            st.global.u32 [p], a;
            griddepcontrol.launch_dependents;
            let start = mov.u64 %clock64;
            let spun = for r: u32 in 0..spin carry (acc = start) {
                let now = mov.u64 %clock64;
                let x = xor.b64 acc, now;
                yield x;
            };
            let b = mad.lo.u32 i, 7, 2;
            st.global.u32 [p+4], b;
        }
        kernel secondary(out: global u32, pre: global u32, buf: global u32) {
            let i = mad.lo.u32 %ctaid.x, %ntid.x, %tid.x;
            let q = index pre, i;
            st.global.u32 [q], i;
            griddepcontrol.wait;
            let j = shl.b32 i, 1;
            let src = index buf, j;
            let dst = index out, j;
            let v0 = ld.global.u32 [src];
            let w0 = add.u32 v0, 1;
            st.global.u32 [dst], w0;
            let v1 = ld.global.u32 [src+4];
            let w1 = add.u32 v1, 1;
            st.global.u32 [dst+4], w1;
        }
    }
    .into_module()
}

#[test]
fn the_macro_kernels_emit_the_builders_ptx() {
    for (name, a, b) in [
        (
            "elect",
            elect_macro(Target::SM_90),
            elect_module(Target::SM_90).0,
        ),
        (
            "ws_pipeline",
            ws_macro(Target::SM_90A),
            ws_module(Target::SM_90A).0,
        ),
        ("pdl", pdl_macro(Target::SM_90), pdl_module(Target::SM_90).0),
    ] {
        let a = a.emit().unwrap_or_else(|e| panic!("{name} (macro): {e}"));
        let b = b.emit().unwrap_or_else(|e| panic!("{name} (builder): {e}"));
        if a != b {
            let line = a.lines().zip(b.lines()).position(|(x, y)| x != y);
            panic!(
                "{name}: the macro's PTX differs from the builder's (line {line:?})\n--- macro\n{a}\n--- builder\n{b}"
            );
        }
    }
}

// ---- without a GPU: every module passes ptxas ---------------------------------------------

#[test]
fn every_module_passes_ptxas() {
    let mut ptx = Vec::new();
    for target in [Target::SM_90, Target::SM_90A] {
        ptx.push(elect_module(target).0.emit().unwrap());
        ptx.push(warp_ops_module(target).0.emit().unwrap());
        ptx.push(cluster_async_module(target).0.emit().unwrap());
        ptx.push(pdl_module(target).0.emit().unwrap());
    }
    ptx.push(warp_ops_module(Target::SM_80).0.emit().unwrap());
    let ws = ws_module(Target::SM_90A).0.emit().unwrap();
    assert!(ws.contains("setmaxnreg.dec.sync.aligned.u32"));
    assert!(ws.contains("bar.arrive"));
    ptx.push(ws);
    // The warp-specialized kernel needs sm_90a: plain sm_90 refuses it, naming the form.
    let e = ws_module(Target::SM_90).0.emit().unwrap_err();
    assert!(
        e.iter().all(|e| matches!(e, Error::NeedsArchTarget { .. })),
        "{e}"
    );
    for p in &ptx {
        common::assert_ptxas_accepts("gpu_wspec modules", p);
    }
    // ptxas honours the register reconfiguration (it ignores setmaxnreg when it cannot
    // tell the registers at entry).
    if let Some(px) = common::ptxas_or_skip("gpu_wspec setmaxnreg") {
        let file = std::env::temp_dir().join(format!("gpu_wspec_{}.ptx", std::process::id()));
        std::fs::write(&file, &ptx[ptx.len() - 1]).unwrap();
        let o = std::process::Command::new(px)
            .args(["-arch", "sm_90a", "-v"])
            .arg(&file)
            .args(["-o", "/dev/null"])
            .output()
            .unwrap();
        let _ = std::fs::remove_file(&file);
        let log = String::from_utf8_lossy(&o.stderr);
        assert!(o.status.success(), "{log}");
        assert!(!log.contains("'setmaxnreg' ignored"), "{log}");
    }
}
