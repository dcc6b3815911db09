//! The interpreter (`typed_ptx::sim`) runs the example kernels on the CPU, with no GPU,
//! and their results are checked against host references; the planted bugs of issue 21
//! are each reported with the Rust line of the instruction.

// The example programs included below each include `examples/support`.
#![allow(clippy::duplicate_mod)]

#[allow(dead_code)]
#[path = "../examples/histogram.rs"]
mod histogram;
#[allow(dead_code)]
#[path = "../examples/kernels/reduce.rs"]
mod reduce;
#[allow(dead_code)]
#[path = "../examples/reduce_block.rs"]
mod reduce_block;
#[allow(dead_code)]
#[path = "../examples/sgemm_tiled.rs"]
mod sgemm_tiled;

mod common;

use typed_ptx::sim::{Buf, Fault, Sim, SimError, SimTensorMap, SimTileMap};
use typed_ptx::sreg::*;
use typed_ptx::tma::{Swizzle as TmaSwizzle, TiledLayout};
use typed_ptx::*;

#[test]
fn the_histogram_counts_exactly() {
    let mut m = Module::new(Target::SM_80);
    let k = histogram::histogram(&mut m);
    let data = common::bytes(5000);
    let mut sim = Sim::new();
    let (d, h) = (sim.upload(&data), sim.zeros::<u32>(256));
    let stats = sim
        .run(&m, &k, &Launch::new(3, 256), (&h, &d, data.len() as u32))
        .unwrap();
    let mut want = vec![0u32; 256];
    for b in &data {
        want[*b as usize] += 1;
    }
    assert_eq!(sim.read(&h), want);
    assert_eq!(stats.ctas, 3);
}

#[test]
fn the_block_reduction_sums() {
    let mut m = Module::new(Target::SM_80);
    let k = reduce_block::reduce(&mut m);
    let x: Vec<f32> = (0..10_000)
        .map(|i| ((i * 37) % 101) as f32 / 50.0 - 1.0)
        .collect();
    let mut sim = Sim::new();
    let (dx, out) = (sim.upload(&x), sim.zeros::<f32>(1));
    sim.run(&m, &k, &Launch::new(4, 256), (&out, &dx, x.len() as u32))
        .unwrap();
    let want: f64 = x.iter().map(|&v| v as f64).sum();
    let got = sim.read(&out)[0] as f64;
    assert!((got - want).abs() < 1e-2, "{got} against {want}");
}

#[test]
fn the_vector_reduction_sums() {
    let mut m = Module::new(Target::SM_80);
    let k = reduce::reduce_sum(&mut m);
    // 4 × 256 × 4 + 3: every thread does whole float4s and three the tail.
    let x: Vec<f32> = (0..4099)
        .map(|i| ((i * 53) % 97) as f32 / 48.0 - 1.0)
        .collect();
    let mut sim = Sim::new();
    let (dx, out) = (sim.upload(&x), sim.zeros::<f32>(1));
    sim.run(
        &m,
        &k,
        &Launch::new(2, reduce::THREADS),
        (&out, &dx, x.len() as u32),
    )
    .unwrap();
    let want: f64 = x.iter().map(|&v| v as f64).sum();
    let got = sim.read(&out)[0] as f64;
    assert!((got - want).abs() < 1e-2, "{got} against {want}");
}

#[test]
fn the_tiled_sgemm_multiplies() {
    let mut m = Module::new(Target::SM_80);
    let k = sgemm_tiled::sgemm(&mut m);
    let (mm, nn, kk) = (32usize, 48usize, 64usize);
    let a: Vec<f32> = (0..mm * kk)
        .map(|i| ((i * 37) % 101) as f32 / 50.0 - 1.0)
        .collect();
    let b: Vec<f32> = (0..kk * nn)
        .map(|i| ((i * 53) % 97) as f32 / 48.0 - 1.0)
        .collect();
    let mut sim = Sim::new();
    let (da, db, dc) = (sim.upload(&a), sim.upload(&b), sim.zeros::<f32>(mm * nn));
    let cfg = Launch::grid_2d([(nn / 16) as u32, (mm / 16) as u32], [16, 16]);
    sim.run(&m, &k, &cfg, (&dc, &da, &db, nn as u32, kk as u32))
        .unwrap();
    let got = sim.read(&dc);
    for i in 0..mm {
        for j in 0..nn {
            let want: f64 = (0..kk)
                .map(|p| a[i * kk + p] as f64 * b[p * nn + j] as f64)
                .sum();
            let g = got[i * nn + j] as f64;
            assert!(
                (g - want).abs() < 1e-4 * want.abs().max(1.0),
                "C[{i}][{j}] = {g}, want {want}"
            );
        }
    }
}

/// The line of this file a fault names.
fn line_of(e: &SimError) -> u32 {
    match e {
        SimError::Fault { at, .. } => at.0.line(),
        other => panic!("not a fault: {other}"),
    }
}

#[test]
fn an_out_of_bounds_store_is_reported_with_its_line() {
    let mut m = Module::new(Target::SM_80);
    let line = std::sync::atomic::AtomicU32::new(0);
    let k = m.kernel("oob", |k, (out,): (Ptr<Global, u32>,)| {
        let i = k.mad_lo(CTAID_X, NTID_X, TID_X);
        let p = k.index(out, i);
        line.store(line!() + 1, std::sync::atomic::Ordering::Relaxed);
        k.st(p, i);
    });
    let mut sim = Sim::new();
    let out = sim.zeros::<u32>(40);
    let e = sim.run(&m, &k, &Launch::new(2, 32), (&out,)).unwrap_err();
    let msg = e.to_string();
    assert!(
        matches!(
            &e,
            SimError::Fault {
                what: Fault::Bounds(_),
                thread: [8, 0, 0],
                block: [1, 0, 0],
                ..
            }
        ),
        "{msg}"
    );
    assert_eq!(line_of(&e), line.into_inner(), "{msg}");
    assert!(
        msg.contains("offset 0xa0") && msg.contains("buffer #0 of 40 values"),
        "{msg}"
    );
}

/// Each thread writes its slot of `.shared` and reads its neighbour's; `barrier` says
/// whether a `bar.sync` separates the two.
fn neighbours(barrier: bool) -> (Module, KernelRef<(Ptr<Global, u32>,)>, u32) {
    let mut m = Module::new(Target::SM_80);
    let mut read_line = 0;
    let k = m.kernel("neighbours", |k, (out,): (Ptr<Global, u32>,)| {
        let s = k.shared::<u32>("slots", 64, Align(4));
        let t = k.tid_x();
        let mine = k.index(s, t);
        k.st(mine, t);
        if barrier {
            k.bar_sync(0);
        }
        let n = k.add(t, 1u32);
        let n = k.and(n, 63u32);
        let theirs = k.index(s, n);
        read_line = line!() + 1;
        let v = k.ld(theirs);
        let o = k.index(out, t);
        k.st(o, v);
    });
    (m, k, read_line)
}

#[test]
fn a_missing_barrier_is_reported_as_a_race() {
    let (m, k, line) = neighbours(false);
    let mut sim = Sim::new();
    let out = sim.zeros::<u32>(64);
    let e = sim.run(&m, &k, &Launch::new(1, 64), (&out,)).unwrap_err();
    let msg = e.to_string();
    assert!(
        matches!(
            &e,
            SimError::Fault {
                what: Fault::Race(_),
                ..
            }
        ),
        "{msg}"
    );
    assert_eq!(line_of(&e), line, "{msg}");
    assert!(msg.contains("`slots` + "), "{msg}");
    // With the barrier, the same kernel runs and rotates the indices.
    let (m, k, _) = neighbours(true);
    sim.run(&m, &k, &Launch::new(1, 64), (&out,)).unwrap();
    let want: Vec<u32> = (0..64).map(|t| (t + 1) % 64).collect();
    assert_eq!(sim.read(&out), want);
}

/// A `cp.async` of 16 bytes per thread into `.shared`, then a barrier and a read of a
/// neighbour's bytes; `wait` says whether `cp.async.wait_all` comes before the barrier.
type Two = (Ptr<Global, u32>, Ptr<Global, u32>);

fn staged(wait: bool) -> (Module, KernelRef<Two>, u32) {
    let mut m = Module::new(Target::SM_80);
    let mut read_line = 0;
    let k = m.kernel(
        "staged",
        |k, (out, x): (Ptr<Global, u32>, Ptr<Global, u32>)| {
            let s = k.shared::<u32>("tile", 128, Align(16));
            let t = k.tid_x();
            let four = k.shl(t, 2u32);
            let (dst, src) = (k.index(s, four), k.index(x, four));
            k.cp_async_cg(dst, src);
            k.cp_async_commit_group();
            if wait {
                k.cp_async_wait_all();
            }
            k.bar_sync(0);
            let n = k.add(four, 4u32);
            let n = k.and(n, 127u32);
            let theirs = k.index(s, n);
            read_line = line!() + 1;
            let v = k.ld(theirs);
            let o = k.index(out, t);
            k.st(o, v);
        },
    );
    (m, k, read_line)
}

#[test]
fn a_missing_cp_async_wait_is_reported() {
    let x: Vec<u32> = (0..128).map(|i| i * 3).collect();
    let (m, k, line) = staged(false);
    let mut sim = Sim::new();
    let (dx, out) = (sim.upload(&x), sim.zeros::<u32>(32));
    let e = sim
        .run(&m, &k, &Launch::new(1, 32), (&out, &dx))
        .unwrap_err();
    let msg = e.to_string();
    assert!(
        matches!(
            &e,
            SimError::Fault {
                what: Fault::InFlight(_),
                ..
            }
        ),
        "{msg}"
    );
    assert_eq!(line_of(&e), line, "{msg}");
    let (m, k, _) = staged(true);
    sim.run(&m, &k, &Launch::new(1, 32), (&out, &dx)).unwrap();
    let want: Vec<u32> = (0..32).map(|t| x[(4 * t + 4) % 128]).collect();
    assert_eq!(sim.read(&out), want);
}

#[test]
fn an_instruction_it_does_not_run_is_refused_before_the_run() {
    let mut m = Module::new(Target::SM_90);
    let k = m.kernel("arrive_on_copies", |k, (out,): (Ptr<Global, u32>,)| {
        k.st(out, 1u32);
        // `cp.async.mbarrier.arrive`: not interpreted yet.
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        k.cp_async_mbarrier_arrive(b);
    });
    let mut sim = Sim::new();
    let out = sim.zeros::<u32>(1);
    let e = sim.run(&m, &k, &Launch::new(1, 1), (&out,)).unwrap_err();
    let msg = e.to_string();
    assert!(matches!(&e, SimError::Unsupported { .. }), "{msg}");
    assert!(msg.contains("tests/sim.rs:"), "{msg}");
    assert_eq!(sim.read(&out), [0], "nothing ran");
}

#[test]
fn the_ctas_of_a_cluster_know_their_rank() {
    let mut m = Module::new(Target::SM_90);
    let k = m.kernel("ranks", |k, (out,): (Ptr<Global, u32>,)| {
        let r = k.cluster_ctarank();
        let cta = k.ctaid_x();
        let dst = k.index(out, cta);
        k.st(dst, r);
    });
    let mut sim = Sim::new();
    let out = sim.zeros::<u32>(6);
    let launch = Launch::new(6, 32).cluster(3, 1, 1);
    sim.run(&m, &k, &launch, (&out,)).unwrap();
    assert_eq!(sim.read(&out), [0, 1, 2, 0, 1, 2]);
    // A grid of part of a cluster is refused.
    let e = sim
        .run(&m, &k, &Launch::new(4, 32).cluster(3, 1, 1), (&out,))
        .unwrap_err();
    assert!(matches!(&e, SimError::Launch { .. }), "{e}");
}

#[test]
fn the_special_registers_of_issue_18_read_as_the_launch_says() {
    // A 2 x 4 x 2 grid in clusters of 1 x 2 x 2; CTA (1, 3, 1) stores what it reads.
    let mut m = Module::new(Target::SM_90);
    let k = m.kernel("sregs", |k, (out,): (Ptr<Global, u32>,)| {
        let (x, y, z) = (k.ctaid_x(), k.ctaid_y(), k.ctaid_z());
        let t = k.tid_x();
        let xa = k.setp(Cmp::Eq, x, 1u32);
        let ya = k.setp(Cmp::Eq, y, 3u32);
        let za = k.setp(Cmp::Eq, z, 1u32);
        let ta = k.setp(Cmp::Eq, t, 0u32);
        let here = k.and(xa, ya);
        let here = k.and(here, za);
        let here = k.and(here, ta);
        let vals = [
            k.cluster_ctaid_y(),
            k.cluster_ctaid_z(),
            k.cluster_nctaid_y(),
            k.cluster_nctaid_z(),
            k.clusterid_y(),
            k.clusterid_z(),
            k.nclusterid_y(),
            k.nclusterid_z(),
            k.nsmid(),
            k.clock_hi(),
            k.aggr_smem_size(),
            k.total_smem_size(),
        ];
        let g = k.gridid();
        let e = k.current_graph_exec();
        let g = k.cvt::<u32, u64>(g);
        let e = k.cvt::<u32, u64>(e);
        k.if_then(here, |k| {
            for (i, v) in (0i64..).zip(vals.into_iter().chain([g, e])) {
                k.st(out.at(i), v);
            }
        });
    });
    let mut sim = Sim::new();
    let out = sim.zeros::<u32>(14);
    let launch = Launch::grid_3d([2, 4, 2], [32, 1, 1]).cluster(1, 2, 2);
    sim.run(&m, &k, &launch, (&out,)).unwrap();
    let v = sim.read(&out);
    // cluster_ctaid y, z: 3 % 2, 1 % 2; cluster size 2, 2; clusterid 3 / 2, 1 / 2;
    // clusters 4 / 2, 2 / 2; one SM; the cycle counter's high half 0; the shared memory
    // as %total_smem_size; grid 1; no graph.
    assert_eq!(&v[..10], &[1, 1, 2, 2, 1, 0, 2, 1, 1, 0]);
    assert_eq!(v[10], v[11]);
    assert_eq!(&v[12..], &[1, 0]);
}

#[test]
fn nanosleep_runs_as_a_no_op() {
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel("sleepy", |k, (out,): (Ptr<Global, u32>,)| {
        let t = k.tid_x();
        k.nanosleep(t);
        k.nanosleep(100u32);
        let p = k.index(out, t);
        k.st(p, t);
    });
    let mut sim = Sim::new();
    let out = sim.zeros::<u32>(32);
    sim.run(&m, &k, &Launch::new(1, 32), (&out,)).unwrap();
    assert_eq!(sim.read(&out), (0..32).collect::<Vec<u32>>());
}

#[allow(dead_code)]
#[path = "../examples/kernels/gemm_ampere.rs"]
mod gemm_ampere;

#[test]
fn the_ampere_gemm_multiplies() {
    let (mm, nn, kk) = (256usize, 256usize, 256usize);
    use typed_ptx::runtime::half::bf16;
    let a: Vec<bf16> = (0..mm * kk)
        .map(|i| bf16::from_f32(((i * 37) % 101) as f32 / 50.0 - 1.0))
        .collect();
    let b: Vec<bf16> = (0..nn * kk)
        .map(|i| bf16::from_f32(((i * 53) % 97) as f32 / 48.0 - 1.0))
        .collect();
    let f = |h: bf16| h.to_f64();
    for cfg in gemm_ampere::candidates() {
        let mut m = Module::new(Target::SM_80);
        let k = gemm_ampere::gemm_ampere(&mut m, &cfg).unwrap();
        let mut sim = Sim::new();
        let (da, db, dc) = (sim.upload(&a), sim.upload(&b), sim.zeros::<bf16>(mm * nn));
        let launch = Launch::new(cfg.grid(mm, nn), cfg.threads()).shared(cfg.smem_bytes());
        let t = std::time::Instant::now();
        let stats = sim
            .run(
                &m,
                &k,
                &launch,
                (&dc, &da, &db, mm as u32, nn as u32, kk as u32),
            )
            .unwrap_or_else(|e| panic!("{}: {e}", cfg.name()));
        eprintln!(
            "{}: {} thread instructions in {:.2?}",
            cfg.name(),
            stats.thread_instructions,
            t.elapsed()
        );
        let got = sim.read(&dc);
        for (x, &c) in got.iter().enumerate() {
            let (i, j) = (x / nn, x % nn);
            let want: f64 = (0..kk).map(|p| f(a[i * kk + p]) * f(b[j * kk + p])).sum();
            let g = f(c);
            assert!(
                (g - want).abs() < 1e-2 * want.abs().max(1.0),
                "{}: C[{i}][{j}] = {g}, want {want}",
                cfg.name()
            );
        }
    }
}

/// One warp: `C (16 × 8) = A (16 × 16, row-major) · B (16 × 8, stored row-major by k)`
/// with `ldmatrix` and `mma.sync.m16n8k16`. B's fragment wants columns of the stored
/// matrix, so its `ldmatrix` needs `.trans`; `trans = false` plants the bug.
type MmaTile = (Ptr<Global, f32>, Ptr<Global, Bf16>, Ptr<Global, Bf16>);

fn mma_tile(trans: bool) -> (Module, KernelRef<MmaTile>) {
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel("mma_tile", |k, (c, a, b): MmaTile| {
        let ta = k.shared::<Bf16>("ta", 256, Align(16));
        let tb = k.shared::<Bf16>("tb", 128, Align(16));
        let (sa, sb) = (k.addr_of(ta), k.addr_of(tb));
        let l = k.tid_x();
        // 16-byte chunks: 32 of A (one per lane), 16 of B (lanes 0 to 15).
        let e = k.shl(l, 3u32);
        let (da, ga) = (k.index(sa, e), k.index(a, e));
        k.cp_async_cg(da, ga);
        let low = k.setp(Cmp::Lt, l, 16u32);
        k.if_then(low, |k| {
            let (db, gb) = (k.index(sb, e), k.index(b, e));
            k.cp_async_cg(db, gb);
        });
        k.cp_async_wait_all();
        k.bar_sync(0);
        // Row l % 16 of A at column 8 (l / 16); row l % 16 of B.
        let row = k.and(l, 15u32);
        let half = k.shr(l, 4u32);
        let col = k.shl(half, 3u32);
        let ae = k.mad_lo(row, 16u32, col);
        let pa = k.index(sa, ae);
        let af = k.ldmatrix(X4, pa);
        let be = k.shl(row, 3u32);
        let pb = k.index(sb, be);
        let bf = if trans {
            k.ldmatrix_trans(X2, pb)
        } else {
            k.ldmatrix(X2, pb)
        };
        let z: [Reg<f32>; 4] = k.frag_zero();
        let d = k.mma_sync(M16N8K16, af, bf, z);
        // c0, c1 at (g, 2t), (g, 2t + 1); c2, c3 eight rows below.
        let g = k.shr(l, 2u32);
        let t = k.and(l, 3u32);
        let t2 = k.shl(t, 1u32);
        for (r, v) in d.into_iter().enumerate() {
            let row = k.add(g, 8 * (r as u32 / 2));
            let col = k.add(t2, r as u32 % 2);
            let at = k.mad_lo(row, 8u32, col);
            let p = k.index(c, at);
            k.st(p, v);
        }
    });
    (m, k)
}

#[test]
fn an_ldmatrix_without_trans_gives_a_wrong_product() {
    use typed_ptx::runtime::half::bf16;
    let a: Vec<bf16> = (0..256)
        .map(|i| bf16::from_f32(((i * 7) % 13) as f32 - 6.0))
        .collect();
    let b: Vec<bf16> = (0..128)
        .map(|i| bf16::from_f32(((i * 5) % 11) as f32 - 5.0))
        .collect();
    let want: Vec<f32> = (0..128)
        .map(|x| {
            let (i, j) = (x / 8, x % 8);
            (0..16)
                .map(|p| a[i * 16 + p].to_f32() * b[p * 8 + j].to_f32())
                .sum()
        })
        .collect();
    let mut sim = Sim::new();
    let (da, db, dc) = (sim.upload(&a), sim.upload(&b), sim.zeros::<f32>(128));
    let (m, k) = mma_tile(true);
    sim.run(&m, &k, &Launch::new(1, 32), (&dc, &da, &db))
        .unwrap();
    assert_eq!(sim.read(&dc), want, "small integers: exact");
    let (m, k) = mma_tile(false);
    sim.run(&m, &k, &Launch::new(1, 32), (&dc, &da, &db))
        .unwrap();
    let wrong = sim
        .read(&dc)
        .iter()
        .zip(&want)
        .filter(|(g, w)| g != w)
        .count();
    assert!(
        wrong > 64,
        "the planted bug shows in {wrong} of 128 elements"
    );
}

#[path = "../examples/seeds/mod.rs"]
mod seeds;

/// Runs seed kernel `name` of `m` with an `out` buffer of `len` words (all `u32::MAX`
/// first) and the `extra` parameter values; returns `out`.
fn seed_out(m: &Module, name: &str, launch: Launch, len: usize, extra: &[u64]) -> Vec<u32> {
    let mut sim = Sim::new();
    let out = sim.upload(&vec![u32::MAX; len]);
    let mut args = vec![out.addr()];
    args.extend_from_slice(extra);
    sim.run_named(m, name, &launch, &args)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    sim.read(&out)
}

/// The seed programs, each on every target it claims, checked as `examples/gpu_seeds.rs`
/// checks them on a GPU. Those whose every thread writes the same `.shared` word run one
/// thread per CTA: two threads writing one word with no barrier between is a data race
/// the interpreter reports, even with equal values.
#[test]
fn the_seed_programs_run() {
    use seeds::by_macro as sm;
    for (name, build, targets) in seeds::all() {
        // Every seed twice: built with the builder, and written through `ptx_module!`.
        let by_macro: fn(Target) -> Module = match name {
            "ld_shared_42" => sm::ld_shared_42,
            "shared_addr_roundtrip" => sm::shared_addr_roundtrip,
            "cvta_all_spaces" => sm::cvta_all_spaces,
            "cvta_all_spaces_explicit" => sm::cvta_all_spaces_explicit,
            "generic_dispatch" => sm::generic_dispatch,
            "cp_async_tile" => sm::cp_async_tile,
            other => panic!("{other}: no ptx_module! version"),
        };
        for (t, m) in targets
            .iter()
            .flat_map(|t| [(t, build(*t)), (t, by_macro(*t))])
        {
            match name {
                "ld_shared_42" => {
                    for (g, b) in [(1, 1), (4, 64)] {
                        assert_eq!(
                            seed_out(&m, name, Launch::new(g, b), 1, &[]),
                            [42],
                            "{name} {t}"
                        );
                    }
                }
                "shared_addr_roundtrip" => {
                    let out = seed_out(&m, name, Launch::new(2, 1), 6, &[]);
                    assert_eq!(out, [1, 1, 1, 7, 8, 9], "{name} {t}");
                }
                "cvta_all_spaces" | "cvta_all_spaces_explicit" => {
                    let out = seed_out(&m, name, Launch::new(2, 1), 26, &[61 | 62 << 32]);
                    for s in 0..6u32 {
                        let want = [1, 10 * (s + 1) + 1, 10 * (s + 1) + 2, 1];
                        assert_eq!(
                            out[4 * s as usize..4 * s as usize + 4],
                            want,
                            "{name} {t} space {s}"
                        );
                    }
                    assert_eq!(out[24..26], [0, 0], "{name} {t}");
                }
                "generic_dispatch" => {
                    for (g, b) in [(1u32, 1u32), (3, 128), (5, 96), (2, 1024)] {
                        let n = (g * b) as usize;
                        let out = seed_out(&m, name, Launch::new(g, b), 3 * n, &[]);
                        let mut want: Vec<u32> = (0..n as u32).map(|i| i + 2).collect();
                        want.extend((0..n as u32).map(|i| if (i % b) % 2 == 0 { 44 } else { 0 }));
                        want.extend(
                            (0..n as u32).map(|i| if (i % b) % 2 == 0 { 1002 + i % b } else { 44 }),
                        );
                        assert_eq!(out, want, "{name} {t} {g}x{b}");
                    }
                }
                "cp_async_tile" => {
                    for (n, grid) in [(16u64, 1u32), (4096 + 16, 1), (16384 + 4096 + 16, 3)] {
                        let src = common::bytes(n as usize);
                        let mut sim = Sim::new();
                        let s = sim.upload(&src);
                        let d = sim.upload(&vec![0xabu8; n as usize + 256]);
                        let launch = Launch::new(grid, seeds::CP_ASYNC_TILE_THREADS);
                        sim.run_named(&m, name, &launch, &[d.addr(), s.addr(), n])
                            .unwrap_or_else(|e| panic!("{name} {t}: {e}"));
                        let got = sim.read(&d);
                        assert_eq!(got[..n as usize], src[..], "{name} {t} n={n}");
                        assert!(
                            got[n as usize..].iter().all(|&b| b == 0xab),
                            "{name} {t} n={n}: past the end"
                        );
                    }
                    // `.reqntid 256`: another block size is refused before the run.
                    let mut sim = Sim::new();
                    let e = sim
                        .run_named(&m, name, &Launch::new(1, 128), &[0, 0, 0])
                        .unwrap_err();
                    assert!(e.to_string().contains(".reqntid 256, 1, 1"), "{e}");
                }
                other => panic!("no interpreter check written for the seed {other}"),
            }
        }
    }
}

#[allow(dead_code)]
#[path = "../examples/attention.rs"]
mod attention;

/// The FA2-style attention of `examples/attention.rs` (cp.async, ldmatrix with `.trans`,
/// mma.sync, online softmax with `ex2.approx`) on 2 heads of 128 rows (two K/V tiles, so
/// the running max is rescaled), against the example's f64 reference, within the example's
/// tolerance (1e-2 absolute).
#[test]
fn the_attention_example_matches_its_reference() {
    use typed_ptx::runtime::half::bf16;
    let (bh, seq) = (2usize, 128usize);
    let n = bh * seq * 64;
    let (q, kk, v) = attention::inputs(n);
    let want = attention::reference(&q, &kk, &v, bh, seq);
    let mut m = Module::new(Target::SM_80);
    let k = attention::attention(&mut m);
    let mut sim = Sim::new();
    let (dq, dk, dv) = (sim.upload(&q), sim.upload(&kk), sim.upload(&v));
    let out = sim.upload(&vec![bf16::NAN; n]);
    let launch = Launch::grid_3d([(seq / 64) as u32, bh as u32, 1], [128, 1, 1]);
    let t = std::time::Instant::now();
    let stats = sim
        .run(&m, &k, &launch, (&out, &dq, &dk, &dv, seq as u32))
        .unwrap_or_else(|e| panic!("{e}"));
    eprintln!(
        "attention {bh}x{seq}: {} thread instructions in {:.2?}",
        stats.thread_instructions,
        t.elapsed()
    );
    let got = sim.read(&out);
    let worst = got
        .iter()
        .zip(&want)
        .map(|(g, w)| (g.to_f64() - w).abs())
        .fold(0f64, |s, e| if e.is_nan() || e > s { e } else { s });
    eprintln!("attention {bh}x{seq}: largest error {worst:.2e}");
    assert!(worst < 1e-2, "largest error {worst}");
}

#[allow(dead_code)]
#[path = "../examples/rmsnorm.rs"]
mod rmsnorm;
#[allow(dead_code)]
#[path = "../examples/softmax.rs"]
mod softmax;

#[test]
fn the_softmax_example_matches_its_reference() {
    let (rows, n) = (4usize, 1000usize);
    let x = softmax::inputs(rows, n);
    let mut m = Module::new(Target::SM_80);
    let k = softmax::softmax(&mut m);
    let mut sim = Sim::new();
    let (sx, sy) = (sim.upload(&x), sim.zeros::<f32>(rows * n));
    sim.run(
        &m,
        &k,
        &Launch::new(rows as u32, softmax::THREADS),
        (&sy, &sx, n as u32),
    )
    .unwrap();
    let e = softmax::worst(&sim.read(&sy), &softmax::reference(&x, n));
    assert!(e < 1e-5, "largest relative error {e}");
}

/// The RMSNorm example, both the builder's and the macro's module, against an f64
/// reference within one bf16 rounding.
#[test]
fn the_rmsnorm_example_matches_its_reference() {
    use typed_ptx::runtime::half::bf16;
    let (rows, h) = (3usize, 2048usize);
    let x: Vec<bf16> = (0..rows * h)
        .map(|i| bf16::from_f32(((i * 7919) % 2001) as f32 / 1000.0 - 1.0))
        .collect();
    let w: Vec<bf16> = (0..h)
        .map(|i| bf16::from_f32(0.5 + ((i * 131) % 97) as f32 / 97.0))
        .collect();
    let eps = 1e-6f32;
    let mut built = Module::new(Target::SM_80);
    let k = rmsnorm::rmsnorm(&mut built, h as u32);
    let by_macro = rmsnorm::rmsnorm_by_macro(Target::SM_80, h as u32);
    for (what, m) in [("builder", &built), ("ptx_module!", &by_macro)] {
        let mut sim = Sim::new();
        let (sx, sw, sy) = (sim.upload(&x), sim.upload(&w), sim.zeros::<bf16>(rows * h));
        let launch = Launch::new(rows as u32, 256);
        let args = [sy.addr(), sx.addr(), sw.addr(), eps.to_bits() as u64];
        sim.run_named(m, &format!("rmsnorm_{h}"), &launch, &args)
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        let y = sim.read(&sy);
        for r in 0..rows {
            let row = &x[r * h..(r + 1) * h];
            let ms = row.iter().map(|v| v.to_f64().powi(2)).sum::<f64>() / h as f64;
            let rstd = 1.0 / (ms + eps as f64).sqrt();
            for i in 0..h {
                let want = row[i].to_f64() * rstd * w[i].to_f64();
                let got = y[r * h + i].to_f64();
                assert!(
                    (got - want).abs() <= want.abs().max(1e-3) / 128.0,
                    "{what}: y[{r}][{i}] = {got}, want {want}"
                );
            }
        }
    }
    let _ = k;
}

/// Half the CTA returns before a `bar.sync` the other half waits at: the barrier never
/// completes, and the error says how many threads arrived and how many exited.
#[test]
fn a_barrier_some_threads_never_reach_is_reported() {
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel("half_exit", |k, (out,): (Ptr<Global, u32>,)| {
        let t = k.tid_x();
        let high = k.setp(Cmp::Ge, t, 32u32);
        k.if_then(high, |k| k.ret());
        k.bar_sync(0);
        let p = k.index(out, t);
        k.st(p, t);
    });
    let mut sim = Sim::new();
    let out = sim.zeros::<u32>(64);
    let e = sim.run(&m, &k, &Launch::new(1, 64), (&out,)).unwrap_err();
    let msg = e.to_string();
    assert!(
        matches!(
            e,
            SimError::Barrier {
                arrived: 32,
                expected: 64,
                exited: 32,
                ..
            }
        ),
        "{msg}"
    );
    assert!(
        msg.contains("tests/sim.rs:"),
        "names the barrier's line: {msg}"
    );
}

/// A `shfl.sync` with a full member mask in a branch only some lanes take.
#[test]
fn a_shuffle_in_divergent_code_is_reported() {
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel("diverged", |k, (out,): (Ptr<Global, u32>,)| {
        let t = k.tid_x();
        let low = k.setp(Cmp::Lt, t, 16u32);
        k.if_then(low, |k| {
            let v = k.shfl_sync(Shfl::Down, t, 1u32, 0x1f, u32::MAX);
            let p = k.index(out, t);
            k.st(p, v);
        });
    });
    let mut sim = Sim::new();
    let out = sim.zeros::<u32>(32);
    let e = sim.run(&m, &k, &Launch::new(1, 32), (&out,)).unwrap_err();
    let msg = e.to_string();
    assert!(
        matches!(
            &e,
            SimError::Fault {
                what: Fault::Sync(_),
                ..
            }
        ),
        "{msg}"
    );
    // Lanes 16 to 31 skipped the branch and ended while lanes 0 to 15 waited for them.
    assert!(
        msg.contains("have exited") && msg.contains("0xffff0000"),
        "{msg}"
    );
}

/// Reads of `.shared` bytes nothing wrote name the variable; a misaligned access and an
/// endless loop are reported too.
#[test]
fn uninitialized_misaligned_and_endless_are_reported() {
    let mut m = Module::new(Target::SM_80);
    let uninit = m.kernel("uninit", |k, (out,): (Ptr<Global, u32>,)| {
        let s = k.shared::<u32>("never_written", 32, Align(4));
        let t = k.tid_x();
        let q = k.index(s, t);
        let v = k.ld(q);
        let p = k.index(out, t);
        k.st(p, v);
    });
    let misaligned = m.kernel("misaligned", |k, (out,): (Ptr<Global, u32>,)| {
        // An offset the builder cannot see: the thread index plus 2 bytes.
        let t = k.tid_x();
        let off = k.add(t, 2u32);
        let q = k.index(out.cast::<u8>(), off);
        k.st(q.cast::<u32>(), 1u32);
    });
    let endless = m.kernel("endless", |k, (out,): (Ptr<Global, u32>,)| {
        let (_, n) = k.while_loop(
            (0u32, 0u32),
            |k, (v, _)| k.setp(Cmp::Eq, v, 0u32),
            |k, (v, s)| (v, k.add(s, 1u32)),
        );
        k.st(out, n);
    });
    let mut sim = Sim::new();
    let out = sim.zeros::<u32>(32);
    let e = sim
        .run(&m, &uninit, &Launch::new(1, 32), (&out,))
        .unwrap_err();
    assert!(
        matches!(
            &e,
            SimError::Fault {
                what: Fault::Uninit(_),
                ..
            }
        ),
        "{e}"
    );
    assert!(e.to_string().contains("`never_written` + 0"), "{e}");
    let e = sim
        .run(&m, &misaligned, &Launch::new(1, 1), (&out,))
        .unwrap_err();
    assert!(
        matches!(
            &e,
            SimError::Fault {
                what: Fault::Misaligned(_),
                ..
            }
        ),
        "{e}"
    );
    sim.options_mut().max_instructions = 10_000;
    let e = sim
        .run(&m, &endless, &Launch::new(1, 1), (&out,))
        .unwrap_err();
    assert!(matches!(&e, SimError::TooLong { limit: 10_000, .. }), "{e}");
}

/// `ldmatrix` then `stmatrix.trans` of four 8×8 bf16 matrices (sm_90): each matrix comes
/// back transposed, as the host computes it.
#[test]
fn stmatrix_trans_transposes_what_ldmatrix_loaded() {
    type P = (Ptr<Global, Bf16>, Ptr<Global, Bf16>);
    let mut m = Module::new(Target::SM_90);
    let k = m.kernel("transpose8", |k, (out, x): P| {
        let (a, b) = (
            k.shared::<Bf16>("a", 256, Align(16)),
            k.shared::<Bf16>("b", 256, Align(16)),
        );
        let (sa, sb) = (k.addr_of(a), k.addr_of(b));
        let l = k.tid_x();
        // Row l (16 bytes: 8 bf16) of the four matrices stacked, in and out.
        let e = k.shl(l, 3u32);
        let (da, g) = (k.index(sa, e), k.index(x, e));
        k.cp_async_cg(da, g);
        k.cp_async_wait_all();
        k.bar_sync(0);
        let frag = k.ldmatrix(X4, da);
        let db = k.index(sb, e);
        k.stmatrix_trans(X4, db, frag);
        k.bar_sync(0);
        let v = k.ld_v4(db.cast::<Bf16x2>());
        let o = k.index(out, e);
        k.st_v4(o.cast::<Bf16x2>(), v);
    });
    use typed_ptx::runtime::half::bf16;
    let x: Vec<bf16> = (0..256).map(|i| bf16::from_f32(i as f32)).collect();
    let mut sim = Sim::new();
    let (sx, so) = (sim.upload(&x), sim.zeros::<bf16>(256));
    sim.run(&m, &k, &Launch::new(1, 32), (&so, &sx)).unwrap();
    // Matrix q holds rows 8q to 8q + 7 of the stacked 32 × 8: element (r, c) of matrix q
    // comes back at (c, r).
    let want: Vec<bf16> = (0..256)
        .map(|i| {
            let (q, r, c) = (i / 64, i / 8 % 8, i % 8);
            x[q * 64 + c * 8 + r]
        })
        .collect();
    assert_eq!(sim.read(&so), want);
}

#[allow(dead_code)]
#[path = "../examples/kernels/gemm_hopper.rs"]
mod gemm_hopper;

/// The tensor map of a row-major `rows × cols` bf16 matrix read in boxes of `box_cols ×
/// box_rows` with the 128-byte swizzle, as `gemm_hopper::host::tile_map` makes C's on the
/// GPU.
fn tile_map(
    sim: &Sim,
    buf: &Buf<typed_ptx::runtime::half::bf16>,
    (rows, cols): (usize, usize),
    (box_cols, box_rows): (u32, u32),
) -> SimTensorMap<Bf16, 2> {
    let layout = TiledLayout::new([cols as u64, rows as u64], [box_cols, box_rows])
        .swizzle(TmaSwizzle::B128);
    sim.tensor_map_tiled(buf, &layout).unwrap()
}

/// The tile map of a GEMM operand: boxes of `gemm_hopper::BOX_ROWS` rows from the kernel's
/// parameter type, as `gemm_hopper::host::operand_map` makes it on the GPU.
type OperandMap =
    SimTileMap<<gemm_hopper::Bf16Op as gemm_hopper::Operand>::T<{ gemm_hopper::BOX_ROWS }>, 2>;

/// The Hopper GEMM's operands in the interpreter: A and B uploaded with their tile maps,
/// C filled with NaN bits and its tensor map of 64 × 64 boxes.
fn hopper_operands(
    sim: &mut Sim,
    (mm, nn, kk): (usize, usize, usize),
    (a, b): (&[u16], &[u16]),
) -> (
    OperandMap,
    OperandMap,
    SimTensorMap<Bf16, 2>,
    Buf<typed_ptx::runtime::half::bf16>,
) {
    let (da, db) = (sim.upload(&halves(a)), sim.upload(&halves(b)));
    let dc = sim.upload(&halves(&vec![0xffffu16; mm * nn]));
    let ma = sim.tile_map(&da, [kk as u64, mm as u64], None).unwrap();
    let mb = sim.tile_map(&db, [kk as u64, nn as u64], None).unwrap();
    let mc = tile_map(sim, &dc, (mm, nn), (64, 64));
    (ma, mb, mc, dc)
}

/// bf16 bits of `x`, rounded to nearest even.
fn bf16(x: f32) -> u16 {
    typed_ptx::runtime::half::bf16::from_f32(x).to_bits()
}

/// bf16 bits as `half::bf16` values, for a `Ptr<Global, Bf16>` parameter.
fn halves(v: &[u16]) -> Vec<typed_ptx::runtime::half::bf16> {
    v.iter()
        .map(|&h| typed_ptx::runtime::half::bf16::from_bits(h))
        .collect()
}

/// Pseudo-random bf16 matrices A (m × k) and B (n × k) and their f64 product A·Bᵀ.
fn gemm_data(m: usize, n: usize, k: usize) -> (Vec<u16>, Vec<u16>, Vec<f64>) {
    let a: Vec<u16> = (0..m * k)
        .map(|i| bf16(((i * 37) % 101) as f32 / 50.0 - 1.0))
        .collect();
    let b: Vec<u16> = (0..n * k)
        .map(|i| bf16(((i * 53) % 97) as f32 / 48.0 - 1.0))
        .collect();
    let f = |h: u16| typed_ptx::runtime::half::bf16::from_bits(h).to_f64();
    let want = (0..m * n)
        .map(|x| {
            let (i, j) = (x / n, x % n);
            (0..k).map(|p| f(a[i * k + p]) * f(b[j * k + p])).sum()
        })
        .collect();
    (a, b, want)
}

/// `got` (bf16 bits) against the f64 product, to bf16's precision.
fn check_product(name: &str, n: usize, got: &[u16], want: &[f64]) {
    let f = |h: u16| typed_ptx::runtime::half::bf16::from_bits(h).to_f64();
    for (x, (&c, &w)) in got.iter().zip(want).enumerate() {
        let g = f(c);
        assert!(
            (g - w).abs() < 1e-2 * w.abs().max(1.0),
            "{name}: C[{}][{}] = {g}, want {w}",
            x / n,
            x % n
        );
    }
}

#[test]
fn the_hopper_gemm_multiplies() {
    let cfg = |bm, bn, stages, tma_store, persistent| gemm_hopper::Config {
        bm,
        bn,
        stages,
        group_m: 2,
        tma_store,
        persistent,
        cluster: false,
        stream_k: false,
    };
    let pair = |bn, tma_store| gemm_hopper::Config {
        cluster: true,
        ..cfg(128, bn, 3, tma_store, false)
    };
    let sk = |bm, bn| gemm_hopper::Config {
        stream_k: true,
        ..cfg(bm, bn, 3, true, true)
    };
    // A whole shape and one with partial tiles at every edge (zero-filled TMA loads,
    // clipped stores); persistent kernels on 2 "SMs", so that a CTA walks several tiles.
    for (c, (mm, nn, kk), sms) in [
        (cfg(128, 128, 3, false, false), (256, 256, 128), 2),
        (cfg(128, 128, 3, true, false), (200, 136, 72), 2),
        (cfg(128, 256, 3, false, false), (136, 264, 200), 2),
        (cfg(128, 192, 3, true, true), (256, 392, 136), 2),
        // 2-CTA clusters (B multicast, remote arrives): a whole shape, and one whose last
        // cluster's second CTA lies wholly past M.
        (pair(128, false), (256, 256, 128), 2),
        (pair(256, true), (136, 264, 200), 2),
        // Stream-K: 4 tiles of 5 K slices on 3 CTAs (one whole wave, then the last tile's
        // 5 slices split three ways); then on 5 CTAs (below); 12 tiles of 4 slices on 5 CTAs at partial edges (two
        // waves, then 8 slices split five ways); 4 tiles of 2 slices on 11 CTAs (no whole
        // wave: every tile split, three CTAs with no slices).
        (sk(128, 128), (256, 256, 320), 3),
        // 4 tiles of 5 slices on 5 CTAs (no whole wave): shares of 4 slices that cross
        // tile boundaries, so a CTA leaves a partial tile of its first tile (slot 0) and
        // finishes or leaves one of its last (slot 1), the ring running on between them.
        (sk(128, 128), (256, 256, 320), 5),
        (sk(256, 128), (520, 392, 200), 5),
        (sk(128, 256), (136, 264, 72), 11),
    ] {
        let mut m = Module::new(Target::SM_90A);
        let k = gemm_hopper::gemm_hopper(&mut m, &c).unwrap();
        let (a, b, want) = gemm_data(mm, nn, kk);
        let mut sim = Sim::new();
        let (ma, mb, mc, dc) = hopper_operands(&mut sim, (mm, nn, kk), (&a, &b));
        let launch = c.launch(mm, nn, sms);
        // Stream-K runs twice, first with the CTAs in reverse order: its tile counters are
        // back at 0 after a run (a count left over would keep the second run's tiles from
        // being finished), and a shared tile is finished both by a CTA that adds the
        // others' partial tiles to its own registers (the tile's first CTA arriving last,
        // reversed, with nothing left in the workspace by an earlier run) and by one that
        // adds them all from memory, in the same order: the two runs' bits agree.
        let mut first: Option<Vec<u16>> = None;
        for reverse in if c.stream_k {
            &[true, false][..]
        } else {
            &[false][..]
        } {
            sim.options_mut().reverse_order = *reverse;
            sim.write(&dc, &halves(&vec![0xffffu16; mm * nn]));
            let t = std::time::Instant::now();
            let stats = sim
                .run(
                    &m,
                    &k,
                    &launch,
                    (&ma, &mb, &mc, &dc, mm as u32, nn as u32, kk as u32),
                )
                .unwrap_or_else(|e| panic!("{}: {e}", c.name()));
            eprintln!(
                "{} at {mm} x {nn} x {kk}: {} thread instructions in {:.2?}",
                c.name(),
                stats.thread_instructions,
                t.elapsed()
            );
            let got: Vec<u16> = sim.read(&dc).iter().map(|h| h.to_bits()).collect();
            check_product(&c.name(), nn, &got, &want);
            if let Some(f) = &first {
                assert!(
                    *f == got,
                    "{}: the reversed run's bits differ from the first's",
                    c.name()
                );
            }
            first = Some(got);
        }
    }
}

/// The value of an FP8 E4M3 code (bias 7; the codes below are finite).
fn e4m3(code: u8) -> f64 {
    let sign = if code & 0x80 != 0 { -1.0 } else { 1.0 };
    let (exp, man) = (i32::from((code >> 3) & 0xf), f64::from(code & 7));
    sign * if exp == 0 {
        man / 8.0 * 2f64.powi(-6)
    } else {
        (1.0 + man / 8.0) * 2f64.powi(exp - 7)
    }
}

/// The FP8 GEMM on its typed ring: A and B in tiles of FP8 packs (TMA copies them as
/// 32-bit elements), `wgmma … .e4m3` k32 steps through the tiles' descriptors, promotion
/// every slice; per-tensor scales and block scales (tiles 128, 192 and 256 wide, each
/// slice in parts of its columns: a 192-wide tile at column 192 starts in the middle of a
/// B block and spans two, a 256-wide one spans two whole ones); partial tiles at
/// every edge, one CTA per tile and persistent. (The GPU check is
/// `examples/gemm_fp8.rs`; this runs without one.)
#[test]
fn the_fp8_gemm_multiplies() {
    // Three B blocks across (the last partial), three K blocks (the last 16 deep); then
    // two B blocks, so that a 192-wide tile at column 192 has no next one.
    for nn in [328usize, 200] {
        fp8_product(136, nn, 272);
    }
    // Nine K blocks (ten slices with block scales' even count): more slices than stages,
    // so that every stage is refilled, and five turns of the two-ahead scale loads.
    fp8_product(136, 200, 1040);
}

/// [`the_fp8_gemm_multiplies`] at one shape.
fn fp8_product(mm: usize, nn: usize, kk: usize) {
    use gemm_hopper::{Config, E4m3Op, Operand, Scaling};
    type Box = <E4m3Op as Operand>::T<{ gemm_hopper::BOX_ROWS }>;
    let code = |i: usize, s: usize| -> u8 {
        // Exponent field 4..=8 (values 1/8 to 3.75), any mantissa and sign.
        let x = (i * 2654435761 + s * 40503) >> 7;
        let (e, m, sg) = (
            (4 + x % 5) as u8,
            ((x >> 3) & 7) as u8,
            ((x >> 6) & 1) as u8,
        );
        (sg << 7) | (e << 3) | m
    };
    let a: Vec<u8> = (0..mm * kk).map(|i| code(i, 1)).collect();
    let b: Vec<u8> = (0..nn * kk).map(|i| code(i, 2)).collect();
    let packs = |v: &[u8]| -> Vec<u32> {
        v.chunks(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    };
    let kb_n = kk.div_ceil(128);
    for scaling in [Scaling::Tensor, Scaling::Block] {
        let (la, lb) = scaling.lengths(mm, nn, kk);
        // Every block's scale differs from its neighbours' along K, down and across.
        let sa: Vec<f32> = (0..la).map(|i| 0.25 + (i % 7) as f32 * 0.125).collect();
        let sb: Vec<f32> = (0..lb).map(|j| 2.0 - (j % 5) as f32 * 0.25).collect();
        // The scale of row i, column j, K block kb.
        let scale = |i: usize, j: usize, kb: usize| -> f64 {
            match scaling {
                Scaling::Block => f64::from(sa[kb * mm + i]) * f64::from(sb[(j / 128) * kb_n + kb]),
                _ => f64::from(sa[0]) * f64::from(sb[0]),
            }
        };
        let want: Vec<f64> = (0..mm * nn)
            .map(|x| {
                let (i, j) = (x / nn, x % nn);
                (0..kk)
                    .map(|p| e4m3(a[i * kk + p]) * e4m3(b[j * kk + p]) * scale(i, j, p / 128))
                    .sum()
            })
            .collect();
        let tiles = [
            (128, false),
            (128, true),
            (192, false),
            (192, true),
            (256, false),
            (256, true),
        ];
        for (bn, persistent) in tiles {
            // Per tensor: no 192-wide tile, one 256-wide (block scales take both).
            if scaling == Scaling::Tensor && (bn == 192 || (bn == 256 && persistent)) {
                continue;
            }
            let cfg = Config {
                bm: 128,
                bn,
                // A persistent 256-wide tile's staging leaves room for three.
                stages: if bn == 256 && persistent { 3 } else { 4 },
                group_m: 2,
                tma_store: true,
                persistent,
                cluster: false,
                stream_k: false,
            };
            let mut m = Module::new(Target::SM_90A);
            let k = gemm_hopper::gemm_fp8(&mut m, &cfg, scaling, 1).unwrap();
            let mut sim = Sim::new();
            let (da, db) = (sim.upload(&packs(&a)), sim.upload(&packs(&b)));
            let dc = sim.upload(&halves(&vec![0xffffu16; mm * nn]));
            let (dsa, dsb) = (sim.upload(&sa), sim.upload(&sb));
            let ma = sim
                .tile_map::<Box, 2, _>(&da, [kk as u64 / 4, mm as u64], None)
                .unwrap();
            let mb = sim
                .tile_map::<Box, 2, _>(&db, [kk as u64 / 4, nn as u64], None)
                .unwrap();
            let mc = tile_map(&sim, &dc, (mm, nn), (64, 64));
            let args = (
                &ma, &mb, &mc, &dc, mm as u32, nn as u32, kk as u32, &dsa, &dsb,
            );
            let name = format!("{} ({scaling:?} scales)", cfg.name());
            sim.run(&m, &k, &cfg.launch(mm, nn, 2), args)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            let got: Vec<u16> = sim.read(&dc).iter().map(|h| h.to_bits()).collect();
            check_product(&name, nn, &got, &want);
        }
    }
}

/// A stream-K kernel launched with more CTAs than its workspace has partial tiles for
/// (not `Config::grid`'s launch) traps before it touches the workspace.
#[test]
fn a_stream_k_grid_past_its_workspace_traps() {
    let c = gemm_hopper::Config {
        bm: 128,
        bn: 128,
        stages: 3,
        group_m: 2,
        tma_store: true,
        persistent: true,
        cluster: false,
        stream_k: true,
    };
    let (mm, nn, kk) = (128, 128, 64);
    let mut m = Module::new(Target::SM_90A);
    let k = gemm_hopper::gemm_hopper(&mut m, &c).unwrap();
    let (a, b, _) = gemm_data(mm, nn, kk);
    let mut sim = Sim::new();
    let (ma, mb, mc, dc) = hopper_operands(&mut sim, (mm, nn, kk), (&a, &b));
    let args = (&ma, &mb, &mc, &dc, mm as u32, nn as u32, kk as u32);
    let cap = gemm_hopper::STREAM_K_MAX_CTAS;
    let launch = |g| Launch::new(g, gemm_hopper::THREADS).shared(c.smem_bytes());
    let e = sim.run(&m, &k, &launch(cap + 1), args).unwrap_err();
    assert!(
        matches!(
            &e,
            SimError::Fault {
                what: Fault::Trap,
                ..
            }
        ),
        "{e}"
    );
    assert_eq!(c.grid(mm, nn, 1000), cap);
}

/// `Options::reverse_order`: the CTAs run last to first. Each CTA's thread 0 stores its
/// index into one word: the last to run leaves it.
#[test]
fn the_interpreter_runs_the_ctas_in_either_order() {
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel("last_cta", |k, (out,): (Ptr<Global, u32>,)| {
        let t = k.tid_x();
        let first = k.setp(Cmp::Eq, t, 0u32);
        k.if_then(first, |k| {
            let c = k.ctaid_x();
            k.st(out, c);
        });
    });
    let mut sim = Sim::new();
    let out = sim.zeros::<u32>(1);
    for (reverse, want) in [(false, 4u32), (true, 0)] {
        sim.options_mut().reverse_order = reverse;
        sim.run(&m, &k, &Launch::new(5, 32), (&out,)).unwrap();
        assert_eq!(sim.read(&out), [want], "reverse_order = {reverse}");
    }
}

#[allow(dead_code)]
#[path = "../examples/kernels/gemm_decode.rs"]
mod gemm_decode;

#[test]
fn the_decode_gemm_multiplies() {
    let (mm, nn, kk) = (gemm_decode::M, 128usize, 2048usize);
    let cfgs = gemm_decode::candidates();
    let mut m = Module::new(Target::SM_90A);
    let ks = gemm_decode::gemm_decode_all(&mut m, &cfgs).unwrap();
    let (a, b, want) = gemm_data(mm, nn, kk);
    let mut sim = Sim::new();
    let (da, db) = (sim.upload(&halves(&a)), sim.upload(&halves(&b)));
    for (c, k) in cfgs.iter().zip(&ks) {
        c.check_shape(mm, nn, kk).unwrap();
        let dc = sim.upload(&halves(&vec![0xffffu16; mm * nn]));
        let launch = c.launch(nn);
        let t = std::time::Instant::now();
        let stats = sim
            .run(&m, k, &launch, (&da, &db, &dc, nn as u32, kk as u32))
            .unwrap_or_else(|e| panic!("{}: {e}", c.name()));
        eprintln!(
            "{} at {mm} x {nn} x {kk}: {} thread instructions in {:.2?}",
            c.name(),
            stats.thread_instructions,
            t.elapsed()
        );
        let got: Vec<u16> = sim.read(&dc).iter().map(|h| h.to_bits()).collect();
        check_product(&c.name(), nn, &got, &want);
    }
}

type TmaTile = (
    Ptr<Generic<Param<Entry>>, TensorMap<u32, 2>>,
    Ptr<Global, u32>,
    Reg<u32>,
    Reg<u32>,
);

/// One thread loads a 16 × 4 box of a `u32` tensor at (`x`, `y`) with TMA, completing on
/// an mbarrier that expects `tx` bytes; then each of 64 threads waits on it (unless
/// `wait` is false) and copies one element of the tile out. Returns the module, the
/// kernel and the line of the tile's read.
fn tma_tile(wait: bool, tx: u32) -> (Module, KernelRef<TmaTile>, u32) {
    let mut m = Module::new(Target::SM_90);
    let mut read_line = 0;
    let k = m.kernel("tma_tile", |k, (map, out, x, y): TmaTile| {
        let tile = k.shared::<u32>("tile", 64, Align(128));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let tid = k.tid_x();
        let first = k.setp(Cmp::Eq, tid, 0u32);
        k.if_then(first, |k| {
            k.mbarrier_init(bar, 1u32);
            k.fence_mbarrier_init();
        });
        k.bar_sync(0);
        k.if_then(first, |k| {
            let _ = k.mbarrier_arrive_expect_tx(bar, tx);
            k.cp_async_bulk_tensor_load(tile, map, (x, y), bar);
        });
        if wait {
            k.mbarrier_wait_parity(bar, 0u32);
        }
        let src = k.index(tile, tid);
        read_line = line!() + 1;
        let v = k.ld(src);
        let dst = k.index(out, tid);
        k.st(dst, v);
    });
    (m, k, read_line)
}

#[test]
fn a_tma_box_lands_with_zeros_outside_the_tensor() {
    // A 20 × 5 tensor (20 columns innermost); the box at column 8, row 2 reaches past both.
    let x: Vec<u32> = (0..100).map(|i| 1000 + i).collect();
    let (m, k, _) = tma_tile(true, 256);
    let want: Vec<u32> = (0..64)
        .map(|t| {
            let (c, r) = (8 + t % 16, 2 + t / 16);
            if c < 20 && r < 5 { x[r * 20 + c] } else { 0 }
        })
        .collect();
    // Copies landing as late as allowed, and at once.
    for late in [true, false] {
        let mut sim = Sim::new();
        sim.options_mut().late_copies = late;
        let (dx, out) = (sim.upload(&x), sim.zeros::<u32>(64));
        let map = sim
            .tensor_map_tiled(&dx, &TiledLayout::new([20, 5], [16, 4]))
            .unwrap();
        sim.run(&m, &k, &Launch::new(1, 64), (&map, &out, 8u32, 2u32))
            .unwrap();
        assert_eq!(sim.read(&out), want, "late copies: {late}");
    }
}

#[test]
fn a_missing_mbarrier_wait_is_reported() {
    let x: Vec<u32> = (0..100).collect();
    let (m, k, line) = tma_tile(false, 256);
    let mut sim = Sim::new();
    let (dx, out) = (sim.upload(&x), sim.zeros::<u32>(64));
    let map = sim
        .tensor_map_tiled(&dx, &TiledLayout::new([20, 5], [16, 4]))
        .unwrap();
    let e = sim
        .run(&m, &k, &Launch::new(1, 64), (&map, &out, 0u32, 0u32))
        .unwrap_err();
    let msg = e.to_string();
    assert!(
        matches!(
            &e,
            SimError::Fault {
                what: Fault::InFlight(_),
                ..
            }
        ),
        "{msg}"
    );
    assert_eq!(line_of(&e), line, "{msg}");
}

#[test]
fn a_wrong_transaction_count_is_reported_as_a_hang() {
    let x: Vec<u32> = (0..100).collect();
    // The box is 256 bytes; the mbarrier expects 128.
    let (m, k, _) = tma_tile(true, 128);
    let mut sim = Sim::new();
    let (dx, out) = (sim.upload(&x), sim.zeros::<u32>(64));
    let map = sim
        .tensor_map_tiled(&dx, &TiledLayout::new([20, 5], [16, 4]))
        .unwrap();
    let e = sim
        .run(&m, &k, &Launch::new(1, 64), (&map, &out, 0u32, 0u32))
        .unwrap_err();
    let msg = e.to_string();
    assert!(matches!(&e, SimError::Hang { .. }), "{msg}");
    assert!(
        msg.contains("`bar`") && msg.contains("transaction count -128"),
        "{msg}"
    );
}

#[test]
fn a_tensor_map_of_a_bad_layout_is_refused() {
    let mut sim = Sim::new();
    let b = sim.zeros::<u32>(100);
    // 5 u32 = 20 bytes: not a multiple of 16.
    let e = sim
        .tensor_map_tiled::<u32, 2, _>(&b, &TiledLayout::new([20, 5], [5, 4]))
        .unwrap_err();
    assert!(e.to_string().contains("multiple of 16 bytes"), "{e}");
    // More elements than the buffer has.
    let e = sim
        .tensor_map_tiled::<u32, 2, _>(&b, &TiledLayout::new([20, 6], [16, 4]))
        .unwrap_err();
    assert!(e.to_string().contains("the buffer has 400 bytes"), "{e}");
}

type WgmmaTile = (Ptr<Global, f32>, Ptr<Global, u32>, Ptr<Global, u32>);

/// One warpgroup: `D (64 × 8) = A (64 × 16) · Bᵀ (B 8 × 16)`, both row-major bf16 (pairs
/// in `u32`), staged in shared memory as K-major core matrices without swizzle (8 rows of
/// 16 bytes; the two K halves 128 bytes apart, 8-row groups 256 bytes apart) and
/// multiplied by one `wgmma.mma_async.m64n8k16`; `wait = false` plants a read of the
/// accumulators before `wgmma.wait_group`. With `trans_b`, B comes as Bᵀ (16 × 8,
/// row-major) and is read N-major (`imm-trans-b`): its 16 K rows of 16 bytes, the two
/// groups of 8 K rows 128 bytes apart. `skip` plants a warpgroup whose last warp skips
/// the `wgmma`. Returns the line of the first read.
fn wgmma_tile(wait: bool, trans_b: bool, skip: bool) -> (Module, KernelRef<WgmmaTile>, u32) {
    let mut m = Module::new(Target::SM_90A);
    let mut read_line = 0;
    let k = m.kernel("wgmma_tile", |k, (out, a, b): WgmmaTile| {
        let sa = k.shared::<Bf16>("sa", 64 * 16, Align(128));
        let sb = k.shared::<Bf16>("sb", 8 * 16, Align(128));
        let t = k.tid_x();
        // Thread t moves 16 bytes: K half t % 2 of row t / 2 of A (and of B, t < 16).
        let (r, h) = (k.shr(t, 1u32), k.and(t, 1u32));
        let r8 = k.mul_lo(r, 8u32);
        let src = k.mad_lo(h, 4u32, r8); // in words
        let (rg, ri) = (k.shr(r, 3u32), k.and(r, 7u32));
        let dst = k.mul_lo(rg, 128u32);
        let dst = k.mad_lo(h, 64u32, dst);
        let dst = k.mad_lo(ri, 8u32, dst);
        let sa64 = k.addr_of(sa);
        let sa32 = k.to_u32(sa64);
        let sb64 = k.addr_of(sb);
        let sb32 = k.to_u32(sb64);
        let ga = k.index(a, src);
        let x = k.ld_v4(ga);
        let pa = k.index(sa32, dst).cast::<u32>();
        k.st_v4(pa, x);
        let in_b = k.setp(Cmp::Lt, t, 16u32);
        k.if_then(in_b, |k| {
            let (gsrc, sdst) = if trans_b {
                (k.mul_lo(t, 4u32), k.mul_lo(t, 8u32))
            } else {
                (src, dst)
            };
            let gb = k.index(b, gsrc);
            let y = k.ld_v4(gb);
            let pb = k.index(sb32, sdst).cast::<u32>();
            k.st_v4(pb, y);
        });
        k.fence_proxy_async_space(ProxySpace::SharedCta);
        k.bar_sync(0);
        let da = k.wgmma_desc(sa32, Swizzle::None, 128, 256);
        let db = k.wgmma_desc(sb32, Swizzle::None, 128, 256);
        let mut acc: [Reg<f32>; 4] = k.frag_zero();
        k.wgmma_fence();
        let opts = WgmmaOpts {
            trans_b,
            ..WgmmaOpts::default()
        };
        if skip {
            let warp = k.shr(t, 5u32);
            let not_last = k.setp(Cmp::Ne, warp, 3u32);
            k.if_then(not_last, |k| {
                k.wgmma_mma_async(M64N::<8>, &mut acc, da, db, true, opts)
            });
        } else {
            k.wgmma_mma_async(M64N::<8>, &mut acc, da, db, true, opts);
        }
        k.wgmma_commit_group();
        if wait {
            k.wgmma_wait_group(0);
        }
        // Thread (w, g, t4) holds rows 16w + g (+ 8), columns 2 t4 and + 1.
        let (w, l) = (k.shr(t, 5u32), k.and(t, 31u32));
        let (g, t4) = (k.shr(l, 2u32), k.and(l, 3u32));
        let row = k.mad_lo(w, 16u32, g);
        let at = k.mad_lo(row, 8u32, t4);
        let at = k.add(at, t4);
        let o = k.index(out, at);
        read_line = line!() + 1;
        k.st(o, acc[0]);
        k.st(o.at(1), acc[1]);
        k.st(o.at(64), acc[2]);
        k.st(o.at(65), acc[3]);
    });
    (m, k, read_line)
}

#[test]
fn a_wgmma_multiplies_and_its_missing_wait_is_reported() {
    let (a, b, want) = gemm_data(64, 8, 16);
    let words = |v: &[u16]| -> Vec<u32> {
        v.chunks(2)
            .map(|p| p[0] as u32 | (p[1] as u32) << 16)
            .collect()
    };
    let mut sim = Sim::new();
    let (da, db) = (sim.upload(&words(&a)), sim.upload(&words(&b)));
    let bt: Vec<u16> = (0..16 * 8).map(|x| b[(x % 8) * 16 + x / 8]).collect();
    let dbt = sim.upload(&words(&bt));
    let out = sim.zeros::<f32>(64 * 8);
    for (trans_b, db) in [(false, &db), (true, &dbt)] {
        let (m, k, _) = wgmma_tile(true, trans_b, false);
        sim.run(&m, &k, &Launch::new(1, 128), (&out, &da, db))
            .unwrap();
        for (x, (g, w)) in sim.read(&out).iter().zip(&want).enumerate() {
            let (i, j) = (x / 8, x % 8);
            assert!(
                ((*g as f64) - w).abs() < 1e-4,
                "trans_b {trans_b}: D[{i}][{j}] = {g}, want {w}"
            );
        }
    }
    let (m, k, line) = wgmma_tile(false, false, false);
    let e = sim
        .run(&m, &k, &Launch::new(1, 128), (&out, &da, &db))
        .unwrap_err();
    let msg = e.to_string();
    assert!(
        matches!(
            &e,
            SimError::Fault {
                what: Fault::InFlight(_),
                ..
            }
        ),
        "{msg}"
    );
    assert_eq!(line_of(&e), line, "{msg}");
    let (m, k, _) = wgmma_tile(true, false, true);
    let e = sim
        .run(&m, &k, &Launch::new(1, 128), (&out, &da, &db))
        .unwrap_err();
    let msg = e.to_string();
    assert!(
        matches!(
            &e,
            SimError::Fault {
                what: Fault::Sync(_),
                ..
            }
        ) && msg.contains("warp 3 only 0"),
        "{msg}"
    );
}

/// How the threads of `mbar_exchange` wait for the mbarrier's phase.
#[derive(Clone, Copy, Debug, PartialEq)]
enum MbarWait {
    None,
    TryWait,
    TestWait,
}

/// 64 threads each write a word of `.shared`, arrive on an mbarrier of 64 arrivals, wait
/// for its phase by state token (`try_wait` or `test_wait` in a loop, or not at all) and
/// read their neighbour's word. Returns the line of the read.
fn mbar_exchange(wait: MbarWait) -> (Module, KernelRef<(Ptr<Global, u32>,)>, u32) {
    let mut m = Module::new(Target::SM_90);
    let mut read_line = 0;
    let k = m.kernel("exchange", |k, (out,): (Ptr<Global, u32>,)| {
        let buf = k.shared::<u32>("buf", 64, Align(16));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let tid = k.tid_x();
        let first = k.setp(Cmp::Eq, tid, 0u32);
        k.if_then(first, |k| {
            k.mbarrier_init(bar, 64u32);
            k.fence_mbarrier_init();
        });
        k.bar_sync(0);
        let v = k.mad_lo(tid, 3u32, 1u32);
        let mine = k.index(buf, tid);
        k.st(mine, v);
        let token = k.mbarrier_arrive(bar);
        if wait != MbarWait::None {
            k.while_loop(
                (),
                |k, ()| {
                    let done = if wait == MbarWait::TryWait {
                        k.mbarrier_try_wait(bar, token)
                    } else {
                        k.mbarrier_test_wait(bar, token)
                    };
                    k.not(done)
                },
                |_, ()| (),
            );
        }
        let next = k.add(tid, 1u32);
        let next = k.and(next, 63u32);
        let theirs = k.index(buf, next);
        read_line = line!() + 1;
        let x = k.ld(theirs);
        let o = k.index(out, tid);
        k.st(o, x);
    });
    (m, k, read_line)
}

#[test]
fn an_mbarrier_phase_orders_the_arrivers_for_the_race_detector() {
    let mut sim = Sim::new();
    let out = sim.zeros::<u32>(64);
    let want: Vec<u32> = (0..64).map(|t| ((t + 1) % 64) * 3 + 1).collect();
    for wait in [MbarWait::TryWait, MbarWait::TestWait] {
        let (m, k, _) = mbar_exchange(wait);
        sim.run(&m, &k, &Launch::new(1, 64), (&out,))
            .unwrap_or_else(|e| panic!("{wait:?}: {e}"));
        assert_eq!(sim.read(&out), want, "{wait:?}");
    }
    let (m, k, line) = mbar_exchange(MbarWait::None);
    let e = sim.run(&m, &k, &Launch::new(1, 64), (&out,)).unwrap_err();
    let msg = e.to_string();
    assert!(
        matches!(
            &e,
            SimError::Fault {
                what: Fault::Race(_),
                ..
            }
        ),
        "{msg}"
    );
    assert_eq!(line_of(&e), line, "{msg}");
}

#[allow(dead_code)]
#[path = "../examples/kernels/probes.rs"]
mod probes;

#[test]
fn the_bulk_read_probe_keeps_its_ring_going() {
    // 20 chunks a CTA through 8 slots: every slot reused, the last rounds waited for.
    let mut m = Module::new(Target::SM_90);
    let k = probes::bulk_read(&mut m);
    let n = 20u32;
    let mut sim = Sim::new();
    let words = (2 * n * probes::BULK_CHUNK / 4) as usize;
    let src = sim.upload(&(0..words as u32).collect::<Vec<_>>());
    let launch = Launch::new(2, 32).shared(probes::BULK_SLOTS * probes::BULK_CHUNK);
    let stats = sim.run(&m, &k, &launch, (&src, n)).unwrap();
    assert_eq!(stats.ctas, 2);
    // One chunk more than the buffer holds is an out-of-bounds bulk copy.
    let e = sim.run(&m, &k, &launch, (&src, n + 1)).unwrap_err();
    assert!(
        matches!(
            &e,
            SimError::Fault {
                what: Fault::Bounds(_),
                ..
            }
        ),
        "{e}"
    );
}

#[allow(dead_code)]
#[path = "../examples/cluster_mapa.rs"]
mod cluster_mapa;

#[test]
fn the_cluster_mapa_example_stores_into_its_neighbours() {
    let (m, k) = cluster_mapa::cluster_mapa();
    let threads = cluster_mapa::THREADS;
    let mut sim = Sim::new();
    // The GPU run's shapes (fewer CTAs for the 132 of the H100).
    for (grid, cluster) in [(8u32, 2u32), (12, 2), (8, 4)] {
        let n = (grid * threads) as usize;
        let out = sim.upload(&vec![u32::MAX; n]);
        let flags = sim.upload(&vec![u32::MAX; 2 * grid as usize]);
        let launch = Launch::new(grid, threads).cluster(cluster, 1, 1);
        sim.run(&m, &k, &launch, (&out, &flags)).unwrap();
        let want: Vec<u32> = (0..n as u32)
            .map(|i| {
                let (c, t) = (i / threads, i % threads);
                let r = c % cluster;
                let writer = c - r + (r + cluster - 1) % cluster;
                1000 * writer + t
            })
            .collect();
        assert_eq!(sim.read(&out), want, "grid {grid}, clusters of {cluster}");
        let fl: Vec<u32> = (0..2 * grid).map(|i| 1 - i % 2).collect();
        assert_eq!(sim.read(&flags), fl, "isspacep, grid {grid}");
    }
}

/// The `spin` probe waits on `%globaltimer`, which the interpreter advances by one
/// "nanosecond" per warp instruction: it ends, after more instructions the longer it spins.
#[test]
fn the_spin_probe_ends() {
    let mut m = Module::new(Target::SM_80);
    let k = probes::spin(&mut m);
    let mut sim = Sim::new();
    let short = sim.run(&m, &k, &Launch::new(1, 32), (1_000u64,)).unwrap();
    let long = sim.run(&m, &k, &Launch::new(1, 32), (10_000u64,)).unwrap();
    assert!(
        long.warp_instructions > 5 * short.warp_instructions,
        "{short:?} {long:?}"
    );
}

#[allow(dead_code)]
#[path = "../examples/gpu_seeds.rs"]
mod gpu_seeds;
#[allow(dead_code)]
#[path = "../examples/line_info_fault.rs"]
mod line_info_fault;
#[allow(dead_code)]
#[path = "../examples/quickstart.rs"]
mod quickstart;

/// The quickstart's saxpy, bit for bit against the host's `mul_add`.
#[test]
fn the_quickstart_saxpy_runs() {
    let (m, k) = quickstart::saxpy(Target::SM_80);
    let n = 1000u32;
    let x: Vec<f32> = (0..n).map(|i| i as f32 * 0.25).collect();
    let y: Vec<f32> = (0..n).map(|i| (i % 77) as f32 - 3.0).collect();
    let mut sim = Sim::new();
    let (sx, sy) = (sim.upload(&x), sim.upload(&y));
    sim.run(
        &m,
        &k,
        &Launch::new(n.div_ceil(128), 128),
        (&sy, &sx, 2.5f32, n),
    )
    .unwrap();
    let want: Vec<u32> = (0..n as usize)
        .map(|i| 2.5f32.mul_add(x[i], y[i]).to_bits())
        .collect();
    let got: Vec<u32> = sim.read(&sy).iter().map(|v| v.to_bits()).collect();
    assert_eq!(got, want);
}

/// The line_info_fault example's deliberate out-of-bounds store, at its Rust line.
#[test]
fn the_line_info_fault_store_is_reported_at_its_line() {
    let (m, k, line) = line_info_fault::fault();
    let mut sim = Sim::new();
    let out = sim.zeros::<u32>(32);
    let e = sim
        .run(&m, &k, &Launch::new(1, 32), (&out, 1u32 << 20))
        .unwrap_err();
    assert!(
        matches!(
            &e,
            SimError::Fault {
                what: Fault::Bounds(_),
                ..
            }
        ),
        "{e}"
    );
    assert_eq!(line_of(&e), line, "{e}");
}

/// gpu_seeds' `isspacep` matrix: every generic pointer's origin against every space, as
/// the GPU run checks it (`isspacep.global` is true of a kernel parameter's address).
#[test]
fn the_isspacep_matrix_is_the_isas() {
    let m = gpu_seeds::isspacep_matrix();
    let n = gpu_seeds::KINDS.len() * gpu_seeds::ORIGINS.len() * gpu_seeds::SPACES.len();
    let mut sim = Sim::new();
    let out = sim.upload(&vec![u32::MAX; n]);
    sim.run_named(
        &m,
        "isspacep_matrix",
        &Launch::new(1, 1),
        &[out.addr(), 7, 1],
    )
    .unwrap();
    let got = sim.read(&out);
    for kind in 0..gpu_seeds::KINDS.len() {
        for (o, (oname, _)) in gpu_seeds::ORIGINS.iter().enumerate() {
            for (s, sname) in gpu_seeds::SPACES.iter().enumerate() {
                let v = got[(kind * gpu_seeds::ORIGINS.len() + o) * gpu_seeds::SPACES.len() + s];
                assert_eq!(
                    v == 1,
                    gpu_seeds::expected(o, s),
                    "{}: {oname} in {sname}: {v}",
                    gpu_seeds::KINDS[kind]
                );
            }
        }
    }
}

/// `elect.sync _|p` (`elect_sync_pred`, the lane index discarded): exactly one lane of each
/// warp leads, the lowest of the member mask (odd lanes among themselves: lane 1), in the
/// interpreter; ptxas accepts it for sm_90.
#[test]
fn elect_sync_pred_elects_the_lowest_member_lane() {
    let mut m = Module::new(Target::SM_90);
    let k = m.kernel_named(
        "elect_pred",
        &["leaders", "odd"],
        |k, (leaders, odd): (Ptr<Global, u32>, Ptr<Global, u32>)| {
            let i = k.tid_x();
            let leader = k.elect_sync_pred(0xffff_ffffu32);
            let one = k.selp(1u32, 0u32, leader);
            let p = k.index(leaders, i);
            k.st(p, one);
            let l = k.laneid();
            let bit = k.and(l, 1u32);
            let is_odd = k.setp(Cmp::Eq, bit, 1u32);
            k.if_then(is_odd, |k| {
                let leader = k.elect_sync_pred(0xaaaa_aaaau32);
                let one = k.selp(1u32, 0u32, leader);
                let p = k.index(odd, i);
                k.st(p, one);
            });
        },
    );
    let ptx = m.emit().unwrap_or_else(|e| panic!("{e}"));
    assert!(ptx.contains("elect.sync \t_|%p"), "{ptx}");
    common::assert_ptxas_accepts("elect_sync_pred", &ptx);
    let mut sim = Sim::new();
    let (leaders, odd) = (sim.zeros::<u32>(64), sim.zeros::<u32>(64));
    sim.run(&m, &k, &Launch::new(1, 64), (&leaders, &odd))
        .unwrap();
    let (leaders, odd) = (sim.read(&leaders), sim.read(&odd));
    for w in 0..2 {
        let warp = w * 32..w * 32 + 32;
        let led: Vec<usize> = warp.clone().filter(|&i| leaders[i] == 1).collect();
        assert_eq!(led, [w * 32], "warp {w}: {:?}", &leaders[warp.clone()]);
        let led_odd: Vec<usize> = warp.clone().filter(|&i| odd[i] == 1).collect();
        assert_eq!(led_odd, [w * 32 + 1], "warp {w}: {:?}", &odd[warp]);
    }
}
