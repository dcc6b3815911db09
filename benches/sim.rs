//! The interpreter's speed (`typed_ptx::sim`) on the example kernels: for each, the thread
//! instructions it ran, the wall time (median of 3 runs), the instructions per second,
//! and the ratio to the time of the same computation written directly on the host in
//! this process (the baseline: what checking a kernel in the interpreter costs against
//! just computing the answer). No GPU needed.
//!
//! `cargo bench --bench sim`

#![allow(clippy::duplicate_mod)]

#[allow(dead_code)]
#[path = "../examples/attention.rs"]
mod attention;
#[allow(dead_code)]
#[path = "../examples/kernels/gemm_ampere.rs"]
mod gemm_ampere;
#[allow(dead_code)]
#[path = "../examples/histogram.rs"]
mod histogram;
#[allow(dead_code)]
#[path = "../examples/softmax.rs"]
mod softmax;

use std::hint::black_box;
use std::time::{Duration, Instant};

use typed_ptx::runtime::half::bf16;
use typed_ptx::sim::{Sim, Stats};
use typed_ptx::*;

/// The median of 3 timings of `f`, and its last result.
fn time<T>(mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut ts = Vec::new();
    let mut last = None;
    for _ in 0..3 {
        let t = Instant::now();
        let r = f();
        ts.push(t.elapsed());
        last = Some(r);
    }
    ts.sort();
    (ts[1], last.expect("three runs"))
}

fn report(name: &str, sim: Duration, stats: Stats, host: Duration) {
    let ips = stats.thread_instructions as f64 / sim.as_secs_f64();
    println!(
        "{name:<34} {:>12} thread instr {:>9.1} ms {:>7.1} M instr/s   {:>8.0}x the host reference ({:.2} ms)",
        stats.thread_instructions,
        sim.as_secs_f64() * 1e3,
        ips / 1e6,
        sim.as_secs_f64() / host.as_secs_f64().max(1e-9),
        host.as_secs_f64() * 1e3
    );
}

fn gemm() {
    let (mm, nn, kk) = (256usize, 256usize, 256usize);
    let a: Vec<bf16> = (0..mm * kk)
        .map(|i| bf16::from_f32(((i * 37) % 101) as f32 / 50.0 - 1.0))
        .collect();
    let b: Vec<bf16> = (0..nn * kk)
        .map(|i| bf16::from_f32(((i * 53) % 97) as f32 / 48.0 - 1.0))
        .collect();
    let cfg = gemm_ampere::candidates()[1];
    let mut m = Module::new(Target::SM_80);
    let k = gemm_ampere::gemm_ampere(&mut m, &cfg).expect("a valid configuration");
    let launch = Launch::new(cfg.grid(mm, nn), cfg.threads()).shared(cfg.smem_bytes());
    let (t, stats) = time(|| {
        let mut sim = Sim::new();
        let (da, db, dc) = (sim.upload(&a), sim.upload(&b), sim.zeros::<bf16>(mm * nn));
        sim.run(
            &m,
            &k,
            &launch,
            (&dc, &da, &db, mm as u32, nn as u32, kk as u32),
        )
        .expect("the GEMM runs")
    });
    let (host, _) = time(|| {
        let c: Vec<f32> = (0..mm * nn)
            .map(|x| {
                (0..kk)
                    .map(|p| a[x / nn * kk + p].to_f32() * b[x % nn * kk + p].to_f32())
                    .sum()
            })
            .collect();
        black_box(c)
    });
    report("Ampere GEMM 256x256x256 (bf16)", t, stats, host);
}

fn attention() {
    let (bh, seq) = (2usize, 256usize);
    let n = bh * seq * 64;
    let (q, kk, v) = attention::inputs(n);
    let mut m = Module::new(Target::SM_80);
    let k = attention::attention(&mut m);
    let launch = Launch::grid_3d(
        [(seq / 64) as u32, bh as u32, 1],
        [attention::THREADS, 1, 1],
    );
    let (t, stats) = time(|| {
        let mut sim = Sim::new();
        let (dq, dk, dv, o) = (
            sim.upload(&q),
            sim.upload(&kk),
            sim.upload(&v),
            sim.zeros::<bf16>(n),
        );
        sim.run(&m, &k, &launch, (&o, &dq, &dk, &dv, seq as u32))
            .expect("attention runs")
    });
    let (host, _) = time(|| black_box(attention::reference(&q, &kk, &v, bh, seq)));
    report("FA2-style attention 2x256x64", t, stats, host);
}

fn histogram() {
    let data: Vec<u8> = (0..1_000_000u32)
        .map(|i| (i.wrapping_mul(2654435761) >> 24) as u8)
        .collect();
    let mut m = Module::new(Target::SM_80);
    let k = histogram::histogram(&mut m);
    let (t, stats) = time(|| {
        let mut sim = Sim::new();
        let (d, h) = (sim.upload(&data), sim.zeros::<u32>(256));
        sim.run(&m, &k, &Launch::new(16, 256), (&h, &d, data.len() as u32))
            .expect("histogram runs")
    });
    let (host, _) = time(|| {
        let mut h = [0u32; 256];
        for b in &data {
            h[*b as usize] += 1;
        }
        black_box(h)
    });
    report("histogram of 1,000,000 bytes", t, stats, host);
}

fn softmax() {
    let (rows, n) = (64usize, 4096usize);
    let x = softmax::inputs(rows, n);
    let mut m = Module::new(Target::SM_80);
    let k = softmax::softmax(&mut m);
    let (t, stats) = time(|| {
        let mut sim = Sim::new();
        let (sx, sy) = (sim.upload(&x), sim.zeros::<f32>(rows * n));
        sim.run(
            &m,
            &k,
            &Launch::new(rows as u32, softmax::THREADS),
            (&sy, &sx, n as u32),
        )
        .expect("softmax runs")
    });
    let (host, _) = time(|| black_box(softmax::reference(&x, n)));
    report("softmax 64 rows of 4096 (f32)", t, stats, host);
}

fn main() {
    println!("the interpreter (typed_ptx::sim) on this machine's CPU, one thread, release build:");
    gemm();
    attention();
    histogram();
    softmax();
}
