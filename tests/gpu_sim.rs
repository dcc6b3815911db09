//! The interpreter against the GPU: every example kernel runs on both with the same
//! inputs, and their outputs are compared: bit for bit where the kernel's arithmetic is
//! deterministic (integers, a per-thread chain of `fma`s, `mma.sync` on small integers),
//! within a stated tolerance where the GPU's order of floating-point atomics or of an
//! `mma.sync`'s sums differs from the interpreter's. Each test prints its comparison, so
//! the GPU run's log shows both results.
//!
//! Every test needs a GPU and is `#[ignore]`d with the reason; `scripts/gpu.sh` runs them.
#![cfg(feature = "cuda")]
// The example programs included below each include `examples/support`.
#![allow(clippy::duplicate_mod)]

#[allow(dead_code)]
#[path = "../examples/kernels/gemm_ampere.rs"]
mod gemm_ampere;
#[allow(dead_code)]
#[path = "../examples/histogram.rs"]
mod histogram;
#[allow(dead_code)]
#[path = "../examples/quickstart.rs"]
mod quickstart;
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

use typed_ptx::runtime::half::bf16;
use typed_ptx::runtime::{Gpu, Launch};
use typed_ptx::sim::Sim;
use typed_ptx::{Module, Target};

fn gpu() -> Gpu {
    common::gpu()
}

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

/// The largest absolute difference of two float vectors, and whether they are equal bit
/// for bit; printed for the log.
fn compare(what: &str, gpu: &[f64], sim: &[f64], exact: &[bool]) -> (f64, bool) {
    assert_eq!(gpu.len(), sim.len(), "{what}: lengths");
    let worst = gpu
        .iter()
        .zip(sim)
        .map(|(g, s)| {
            if g.is_nan() != s.is_nan() {
                f64::INFINITY
            } else {
                (g - s).abs()
            }
        })
        .fold(0f64, f64::max);
    let bits = exact.iter().all(|&e| e);
    println!(
        "interpreter vs GPU: {what}: {} ({} values, largest difference {worst:.3e})",
        if bits { "bit-exact" } else { "not bit-exact" },
        gpu.len()
    );
    (worst, bits)
}

fn compare_f32(what: &str, gpu: &[f32], sim: &[f32]) -> (f64, bool) {
    let exact: Vec<bool> = gpu
        .iter()
        .zip(sim)
        .map(|(g, s)| g.to_bits() == s.to_bits())
        .collect();
    let g: Vec<f64> = gpu.iter().map(|&v| v as f64).collect();
    let s: Vec<f64> = sim.iter().map(|&v| v as f64).collect();
    compare(what, &g, &s, &exact)
}

#[test]
#[ignore = "needs an NVIDIA GPU; run by scripts/gpu.sh"]
fn saxpy_is_bit_exact() {
    let g = gpu();
    let (m, k) = quickstart::saxpy(Target::SM_80);
    let n = 100_003u32;
    let x: Vec<f32> = (0..n).map(|i| (i % 1000) as f32 * 0.25 + 0.1).collect();
    let y: Vec<f32> = (0..n).map(|i| (i % 77) as f32 / 7.0 - 3.0).collect();
    let launch = Launch::new(n.div_ceil(256), 256);
    let f = g.load(&m).unwrap().kernel(&k).unwrap();
    let (dx, mut dy) = (g.upload(&x).unwrap(), g.upload(&y).unwrap());
    // SAFETY: saxpy reads x[i] and updates y[i] for i < n; both hold n floats.
    unsafe { f.launch(&launch, (&mut dy, &dx, 1.7f32, n)) }.unwrap();
    let on_gpu = g.download(&dy).unwrap();
    let mut sim = Sim::new();
    let (sx, sy) = (sim.upload(&x), sim.upload(&y));
    sim.run(&m, &k, &launch, (&sy, &sx, 1.7f32, n)).unwrap();
    let (_, exact) = compare_f32("saxpy (quickstart)", &on_gpu, &sim.read(&sy));
    assert!(exact, "fma.rn.f32 is one rounding on both");
}

#[test]
#[ignore = "needs an NVIDIA GPU; run by scripts/gpu.sh"]
fn histogram_is_bit_exact() {
    let g = gpu();
    let mut m = Module::new(Target::SM_80);
    let k = histogram::histogram(&mut m);
    let data = bytes(200_000);
    let launch = Launch::new(7, 256);
    let f = g.load(&m).unwrap().kernel(&k).unwrap();
    let dd = g.upload(&data).unwrap();
    let mut dh = g.alloc_zeros::<u32>(256).unwrap();
    // SAFETY: the kernel reads data[0..n] and adds to hist[0..256].
    unsafe { f.launch(&launch, (&mut dh, &dd, data.len() as u32)) }.unwrap();
    let on_gpu = g.download(&dh).unwrap();
    let mut sim = Sim::new();
    let (sd, sh) = (sim.upload(&data), sim.zeros::<u32>(256));
    sim.run(&m, &k, &launch, (&sh, &sd, data.len() as u32))
        .unwrap();
    let in_sim = sim.read(&sh);
    println!(
        "interpreter vs GPU: histogram: {} (256 counts of {} bytes)",
        if on_gpu == in_sim {
            "bit-exact"
        } else {
            "DIFFERENT"
        },
        data.len()
    );
    assert_eq!(on_gpu, in_sim);
}

#[test]
#[ignore = "needs an NVIDIA GPU; run by scripts/gpu.sh"]
fn sgemm_tiled_is_bit_exact() {
    let g = gpu();
    let mut m = Module::new(Target::SM_80);
    let k = sgemm_tiled::sgemm(&mut m);
    let (mm, nn, kk) = (64usize, 96usize, 128usize);
    let a: Vec<f32> = (0..mm * kk)
        .map(|i| ((i * 37) % 101) as f32 / 50.0 - 1.0)
        .collect();
    let b: Vec<f32> = (0..kk * nn)
        .map(|i| ((i * 53) % 97) as f32 / 48.0 - 1.0)
        .collect();
    let launch = Launch::grid_2d([(nn / 16) as u32, (mm / 16) as u32], [16, 16]);
    let f = g.load(&m).unwrap().kernel(&k).unwrap();
    let (da, db) = (g.upload(&a).unwrap(), g.upload(&b).unwrap());
    let mut dc = g.alloc_zeros::<f32>(mm * nn).unwrap();
    // SAFETY: sizes are multiples of 16; each thread reads inside A and B and writes its C.
    unsafe { f.launch(&launch, (&mut dc, &da, &db, nn as u32, kk as u32)) }.unwrap();
    let on_gpu = g.download(&dc).unwrap();
    let mut sim = Sim::new();
    let (sa, sb, sc) = (sim.upload(&a), sim.upload(&b), sim.zeros::<f32>(mm * nn));
    sim.run(&m, &k, &launch, (&sc, &sa, &sb, nn as u32, kk as u32))
        .unwrap();
    let (_, exact) = compare_f32(
        "sgemm_tiled (a chain of fma.rn.f32 per thread)",
        &on_gpu,
        &sim.read(&sc),
    );
    assert!(exact);
}

/// The two reductions add with `red.global.add.f32` in whatever order the CTAs finish:
/// equal within the rounding of a different order of `n` additions.
#[test]
#[ignore = "needs an NVIDIA GPU; run by scripts/gpu.sh"]
fn reductions_agree_within_rounding() {
    let g = gpu();
    let x: Vec<f32> = (0..300_007)
        .map(|i| ((i * 37) % 101) as f32 / 50.0 - 1.0)
        .collect();
    let n = x.len() as u32;
    let dx = g.upload(&x).unwrap();
    let mut sim = Sim::new();
    let sx = sim.upload(&x);
    let tolerance = 1e-6 * x.iter().map(|v| v.abs() as f64).sum::<f64>();
    let mut m = Module::new(Target::SM_80);
    let kb = reduce_block::reduce(&mut m);
    let kv = reduce::reduce_sum(&mut m);
    let module = g.load(&m).unwrap();
    for (name, launch) in [
        ("reduce_block", Launch::new(20, 256)),
        ("reduce_sum", Launch::new(20, reduce::THREADS)),
    ] {
        let mut dout = g.alloc_zeros::<f32>(1).unwrap();
        let sout = sim.zeros::<f32>(1);
        if name == "reduce_block" {
            let f = module.kernel(&kb).unwrap();
            // SAFETY: reads x[0..n], adds to out[0].
            unsafe { f.launch(&launch, (&mut dout, &dx, n)) }.unwrap();
            sim.run(&m, &kb, &launch, (&sout, &sx, n)).unwrap();
        } else {
            let f = module.kernel(&kv).unwrap();
            // SAFETY: reads x[0..n] (16-byte aligned), adds to out[0].
            unsafe { f.launch(&launch, (&mut dout, &dx, n)) }.unwrap();
            sim.run(&m, &kv, &launch, (&sout, &sx, n)).unwrap();
        }
        let on_gpu = g.download(&dout).unwrap();
        let (worst, _) = compare_f32(
            &format!("{name} (float atomics, order differs; tolerance {tolerance:.2e})"),
            &on_gpu,
            &sim.read(&sout),
        );
        assert!(worst <= tolerance, "{name}: {worst} > {tolerance}");
    }
}

/// The Ampere GEMM: `mma.sync` sums 16 products in an order of its own; the interpreter
/// sums them in f64 and rounds once. The bf16 results agree within one bf16 unit in the
/// last place (2^-7 of the larger value, or 2^-7 absolute below 1): the two f32 sums
/// differ in their last bits and may round to neighbouring bf16 values.
#[test]
#[ignore = "needs an NVIDIA GPU; run by scripts/gpu.sh"]
fn ampere_gemm_agrees_within_a_bf16_rounding() {
    let g = gpu();
    let (mm, nn, kk) = (256usize, 256usize, 256usize);
    let a: Vec<bf16> = (0..mm * kk)
        .map(|i| bf16::from_f32(((i * 37) % 101) as f32 / 50.0 - 1.0))
        .collect();
    let b: Vec<bf16> = (0..nn * kk)
        .map(|i| bf16::from_f32(((i * 53) % 97) as f32 / 48.0 - 1.0))
        .collect();
    let (da, db) = (g.upload(&a).unwrap(), g.upload(&b).unwrap());
    for cfg in gemm_ampere::candidates().into_iter().take(2) {
        let mut m = Module::new(Target::SM_80);
        let k = gemm_ampere::gemm_ampere(&mut m, &cfg).unwrap();
        let launch = Launch::new(cfg.grid(mm, nn), cfg.threads()).shared(cfg.smem_bytes());
        let f = g.load(&m).unwrap().kernel(&k).unwrap();
        let mut dc = g.alloc_zeros::<bf16>(mm * nn).unwrap();
        // SAFETY: A is m × k, B n × k, C m × n; N, K whole tiles.
        unsafe {
            f.launch(
                &launch,
                (&mut dc, &da, &db, mm as u32, nn as u32, kk as u32),
            )
        }
        .unwrap();
        let on_gpu = g.download(&dc).unwrap();
        let mut sim = Sim::new();
        let (sa, sb, sc) = (sim.upload(&a), sim.upload(&b), sim.zeros::<bf16>(mm * nn));
        sim.run(
            &m,
            &k,
            &launch,
            (&sc, &sa, &sb, mm as u32, nn as u32, kk as u32),
        )
        .unwrap();
        let in_sim = sim.read(&sc);
        let exact: Vec<bool> = on_gpu
            .iter()
            .zip(&in_sim)
            .map(|(x, y)| x.to_bits() == y.to_bits())
            .collect();
        let gv: Vec<f64> = on_gpu.iter().map(|v| v.to_f64()).collect();
        let sv: Vec<f64> = in_sim.iter().map(|v| v.to_f64()).collect();
        let same = exact.iter().filter(|&&e| e).count();
        compare(
            &format!(
                "{} ({same} of {} bf16 results bit-exact)",
                cfg.name(),
                exact.len()
            ),
            &gv,
            &sv,
            &exact,
        );
        for (x, (gg, ss)) in gv.iter().zip(&sv).enumerate() {
            let tol = gg.abs().max(ss.abs()).max(1.0) / 128.0;
            assert!(
                (gg - ss).abs() <= tol,
                "{}: C[{x}]: GPU {gg}, interpreter {ss}",
                cfg.name()
            );
        }
    }
}
