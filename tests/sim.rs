//! The interpreter (`typed_ptx::sim`) runs the example kernels on the CPU, with no GPU,
//! and their results are checked against host references; the planted bugs of issue 21
//! are each reported with the Rust line of the instruction.

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

use typed_ptx::sim::{Fault, Sim, SimError};
use typed_ptx::sreg::*;
use typed_ptx::*;

/// Pseudo-random bytes, the same every run.
fn bytes(n: usize) -> Vec<u8> {
    let mut s = 0x9e37_79b9u32;
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 17;
            s ^= s << 5;
            (s >> 11) as u8
        })
        .collect()
}

#[test]
fn the_histogram_counts_exactly() {
    let mut m = Module::new(Target::SM_80);
    let k = histogram::histogram(&mut m);
    let data = bytes(5000);
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
    let cfg = Launch::grid_2d((nn / 16) as u32, (mm / 16) as u32, [16, 16, 1]);
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
fn staged(wait: bool) -> (Module, KernelRef<(Ptr<Global, u32>, Ptr<Global, u32>)>, u32) {
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
    let k = m.kernel("clusters", |k, (out,): (Ptr<Global, u32>,)| {
        let r = k.cluster_ctarank();
        k.st(out, r);
    });
    let mut sim = Sim::new();
    let out = sim.zeros::<u32>(1);
    let e = sim.run(&m, &k, &Launch::new(1, 1), (&out,)).unwrap_err();
    let msg = e.to_string();
    assert!(matches!(&e, SimError::Unsupported { .. }), "{msg}");
    assert!(msg.contains("tests/sim.rs:"), "{msg}");
    assert_eq!(sim.read(&out), [0], "nothing ran");
}
