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
#[path = "../examples/attention.rs"]
mod attention;
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
#[path = "../examples/rmsnorm.rs"]
mod rmsnorm;
#[allow(dead_code)]
#[path = "../examples/sgemm_tiled.rs"]
mod sgemm_tiled;
#[allow(dead_code)]
#[path = "../examples/softmax.rs"]
mod softmax;

mod common;

use typed_ptx::runtime::half::bf16;
use typed_ptx::runtime::{Gpu, Launch};
use typed_ptx::sim::Sim;
use typed_ptx::{Module, Target};

fn gpu() -> Gpu {
    common::gpu()
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
    let data = common::bytes(200_000);
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
    for cfg in gemm_ampere::candidates() {
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

/// Compares two bf16 vectors: the GPU's and the interpreter's, within `tol` absolute plus
/// one bf16 unit in the last place of the larger.
fn agree_bf16(what: &str, g: &[bf16], s: &[bf16], tol: f64) {
    let exact: Vec<bool> = g
        .iter()
        .zip(s)
        .map(|(x, y)| x.to_bits() == y.to_bits())
        .collect();
    let gv: Vec<f64> = g.iter().map(|v| v.to_f64()).collect();
    let sv: Vec<f64> = s.iter().map(|v| v.to_f64()).collect();
    let same = exact.iter().filter(|&&e| e).count();
    compare(
        &format!("{what} ({same} of {} bf16 results bit-exact)", exact.len()),
        &gv,
        &sv,
        &exact,
    );
    for (i, (x, y)) in gv.iter().zip(&sv).enumerate() {
        let ulp = x.abs().max(y.abs()) / 128.0;
        assert!(
            (x - y).abs() <= tol + ulp,
            "{what}: [{i}]: GPU {x}, interpreter {y}"
        );
    }
}

/// The FA2-style attention: `mma.sync` sums and `ex2.approx` differ in their last bits,
/// and P is rounded to bf16 before P·V, so a product may round to a neighbouring bf16:
/// the outputs agree within the example's tolerance against its f64 reference (1e-2).
#[test]
#[ignore = "needs an NVIDIA GPU; run by scripts/gpu.sh"]
fn attention_agrees_within_its_tolerance() {
    let g = gpu();
    let (bh, seq) = (4usize, 256usize);
    let n = bh * seq * 64;
    let (q, kk, v) = attention::inputs(n);
    let mut m = Module::new(Target::SM_80);
    let k = attention::attention(&mut m);
    let launch = Launch::grid_3d(
        [(seq / 64) as u32, bh as u32, 1],
        [attention::THREADS, 1, 1],
    );
    let f = g.load(&m).unwrap().kernel(&k).unwrap();
    let (dq, dk, dv) = (
        g.upload(&q).unwrap(),
        g.upload(&kk).unwrap(),
        g.upload(&v).unwrap(),
    );
    let mut dout = g.alloc_zeros::<bf16>(n).unwrap();
    // SAFETY: Q, K, V and O hold bh × seq × 64 bf16; seq is a multiple of 64.
    unsafe { f.launch(&launch, (&mut dout, &dq, &dk, &dv, seq as u32)) }.unwrap();
    let on_gpu = g.download(&dout).unwrap();
    let mut sim = Sim::new();
    let (sq, sk, sv, so) = (
        sim.upload(&q),
        sim.upload(&kk),
        sim.upload(&v),
        sim.zeros::<bf16>(n),
    );
    sim.run(&m, &k, &launch, (&so, &sq, &sk, &sv, seq as u32))
        .unwrap();
    agree_bf16("attention 4 x 256 x 64", &on_gpu, &sim.read(&so), 1e-2);
}

/// RMSNorm: f32 sums in another order (the warp and block reductions are the same, the
/// hardware's `rcp.rn`/`sqrt.rn` are exact): within one bf16 unit in the last place.
#[test]
#[ignore = "needs an NVIDIA GPU; run by scripts/gpu.sh"]
fn rmsnorm_agrees_within_a_bf16_rounding() {
    let g = gpu();
    let (rows, h) = (16usize, 4096usize);
    let x: Vec<bf16> = (0..rows * h)
        .map(|i| bf16::from_f32(((i * 7919) % 2001) as f32 / 1000.0 - 1.0))
        .collect();
    let w: Vec<bf16> = (0..h)
        .map(|i| bf16::from_f32(0.5 + ((i * 131) % 97) as f32 / 97.0))
        .collect();
    let mut m = Module::new(Target::SM_80);
    let k = rmsnorm::rmsnorm(&mut m, h as u32);
    let launch = Launch::new(rows as u32, 256);
    let f = g.load(&m).unwrap().kernel(&k).unwrap();
    let (dx, dw) = (g.upload(&x).unwrap(), g.upload(&w).unwrap());
    let mut dy = g.alloc_zeros::<bf16>(rows * h).unwrap();
    // SAFETY: CTA r reads row r of x and w, writes row r of y.
    unsafe { f.launch(&launch, (&mut dy, &dx, &dw, 1e-6f32)) }.unwrap();
    let on_gpu = g.download(&dy).unwrap();
    let mut sim = Sim::new();
    let (sx, sw, sy) = (sim.upload(&x), sim.upload(&w), sim.zeros::<bf16>(rows * h));
    sim.run(&m, &k, &launch, (&sy, &sx, &sw, 1e-6f32)).unwrap();
    agree_bf16("rmsnorm 16 x 4096", &on_gpu, &sim.read(&sy), 0.0);
}

/// Softmax: `ex2.approx` is the GPU's approximation and the host's exact function, and
/// the sums run in another order: within 1e-5 relative.
#[test]
#[ignore = "needs an NVIDIA GPU; run by scripts/gpu.sh"]
fn softmax_agrees_within_1e_5() {
    let g = gpu();
    let (rows, n) = (16usize, 5000usize);
    let x = softmax::inputs(rows, n);
    let mut m = Module::new(Target::SM_80);
    let k = softmax::softmax(&mut m);
    let launch = Launch::new(rows as u32, softmax::THREADS);
    let f = g.load(&m).unwrap().kernel(&k).unwrap();
    let dx = g.upload(&x).unwrap();
    let mut dy = g.alloc_zeros::<f32>(rows * n).unwrap();
    // SAFETY: CTA r reads and writes row r (n floats).
    unsafe { f.launch(&launch, (&mut dy, &dx, n as u32)) }.unwrap();
    let on_gpu = g.download(&dy).unwrap();
    let mut sim = Sim::new();
    let (sx, sy) = (sim.upload(&x), sim.zeros::<f32>(rows * n));
    sim.run(&m, &k, &launch, (&sy, &sx, n as u32)).unwrap();
    let in_sim = sim.read(&sy);
    compare_f32("softmax 16 x 5000", &on_gpu, &in_sim);
    for (i, (a, b)) in on_gpu.iter().zip(&in_sim).enumerate() {
        assert!(
            ((a - b).abs() as f64) <= 1e-5 * (a.abs().max(b.abs()) as f64).max(1e-6),
            "softmax [{i}]: GPU {a}, interpreter {b}"
        );
    }
}

#[allow(dead_code)]
#[path = "../examples/cluster_mapa.rs"]
mod cluster_mapa;
#[allow(dead_code)]
#[path = "../examples/kernels/gemm_decode.rs"]
mod gemm_decode;
#[allow(dead_code)]
#[path = "../examples/kernels/gemm_hopper.rs"]
mod gemm_hopper;

/// bf16 matrices A (m × k) and B (n × k) of the GEMM tests.
fn gemm_inputs(m: usize, n: usize, k: usize) -> (Vec<bf16>, Vec<bf16>) {
    let a = (0..m * k)
        .map(|i| bf16::from_f32(((i * 37) % 101) as f32 / 50.0 - 1.0))
        .collect();
    let b = (0..n * k)
        .map(|i| bf16::from_f32(((i * 53) % 97) as f32 / 48.0 - 1.0))
        .collect();
    (a, b)
}

/// The Hopper GEMM (TMA, mbarriers, `wgmma`), one plain configuration and the 2-CTA
/// cluster with a TMA store, at a shape with partial tiles: `wgmma` sums in its own
/// order, so within one bf16 unit in the last place.
#[test]
#[ignore = "needs an NVIDIA GPU; run by scripts/gpu.sh"]
fn hopper_gemm_agrees_within_a_bf16_rounding() {
    use typed_ptx::tma::{Swizzle, TiledLayout};
    let g = gpu();
    let (mm, nn, kk) = (200usize, 264usize, 200usize);
    let (a, b) = gemm_inputs(mm, nn, kk);
    let cands = gemm_hopper::host::candidates();
    let picks = [
        cands[0],
        *cands
            .iter()
            .find(|c| c.cluster)
            .expect("a cluster candidate"),
    ];
    for cfg in picks {
        let gemm = gemm_hopper::host::load(&g, &[cfg]).remove(0).unwrap();
        let (da, db) = (g.upload(&a).unwrap(), g.upload(&b).unwrap());
        let mut dc = g.alloc_zeros::<bf16>(mm * nn).unwrap();
        gemm.run(&g, &da, &db, &mut dc, (mm, nn, kk)).unwrap();
        let on_gpu = g.download(&dc).unwrap();
        let mut m = Module::new(Target::SM_90A);
        let k = gemm_hopper::gemm_hopper(&mut m, &cfg).unwrap();
        let mut sim = Sim::new();
        let (sa, sb, sc) = (sim.upload(&a), sim.upload(&b), sim.zeros::<bf16>(mm * nn));
        let map = |sim: &Sim, buf, (rows, cols): (usize, usize), (bc, br): (u32, u32)| {
            let layout =
                TiledLayout::new([cols as u64, rows as u64], [bc, br]).swizzle(Swizzle::B128);
            sim.tensor_map_tiled(buf, &layout).unwrap()
        };
        // A and B through tile maps of the kernel's boxes, C's map of 64 × 64 boxes.
        type Box = <gemm_hopper::Bf16Op as gemm_hopper::Operand>::T<{ gemm_hopper::BOX_ROWS }>;
        let ma = sim
            .tile_map::<Box, 2, _>(&sa, [kk as u64, mm as u64], None)
            .unwrap();
        let mb = sim
            .tile_map::<Box, 2, _>(&sb, [kk as u64, nn as u64], None)
            .unwrap();
        let mc = map(&sim, &sc, (mm, nn), (64, 64));
        let launch = cfg.launch(mm, nn, g.info().sm_count);
        sim.run(
            &m,
            &k,
            &launch,
            (&ma, &mb, &mc, &sc, mm as u32, nn as u32, kk as u32),
        )
        .unwrap();
        agree_bf16(
            &format!("{} at {mm} x {nn} x {kk}", cfg.name()),
            &on_gpu,
            &sim.read(&sc),
            0.0,
        );
    }
}

/// Every decode GEMM candidate (M = 16, `mma.sync` fed from global memory, some with
/// TMA stages): within one bf16 unit in the last place.
#[test]
#[ignore = "needs an NVIDIA GPU; run by scripts/gpu.sh"]
fn decode_gemms_agree_within_a_bf16_rounding() {
    let g = gpu();
    let (mm, nn, kk) = (gemm_decode::M, 128usize, 2048usize);
    let (a, b) = gemm_inputs(mm, nn, kk);
    let cfgs = gemm_decode::candidates();
    let mut m = Module::new(Target::SM_90A);
    let ks = gemm_decode::gemm_decode_all(&mut m, &cfgs).unwrap();
    let module = g.load(&m).unwrap();
    let (da, db) = (g.upload(&a).unwrap(), g.upload(&b).unwrap());
    let mut sim = Sim::new();
    let (sa, sb) = (sim.upload(&a), sim.upload(&b));
    for (c, k) in cfgs.iter().zip(&ks) {
        let launch = c.launch(nn);
        let f = module.kernel(k).unwrap();
        let mut dc = g.alloc_zeros::<bf16>(mm * nn).unwrap();
        // SAFETY: A is M × k, B n × k, C M × n (check_shape's shape).
        unsafe { f.launch(&launch, (&da, &db, &mut dc, nn as u32, kk as u32)) }.unwrap();
        let on_gpu = g.download(&dc).unwrap();
        let sc = sim.zeros::<bf16>(mm * nn);
        sim.run(&m, k, &launch, (&sa, &sb, &sc, nn as u32, kk as u32))
            .unwrap();
        agree_bf16(&c.name(), &on_gpu, &sim.read(&sc), 0.0);
    }
}

/// `cluster_mapa`: integers through a neighbour CTA's shared memory: bit-exact.
#[test]
#[ignore = "needs an NVIDIA GPU; run by scripts/gpu.sh"]
fn cluster_mapa_is_bit_exact() {
    let g = gpu();
    let (m, k) = cluster_mapa::cluster_mapa();
    let threads = cluster_mapa::THREADS;
    let (grid, cluster) = (8u32, 4u32);
    let n = (grid * threads) as usize;
    let launch = Launch::new(grid, threads).cluster(cluster, 1, 1);
    let f = g.load(&m).unwrap().kernel(&k).unwrap();
    let mut out = g.upload(&vec![u32::MAX; n]).unwrap();
    let mut flags = g.upload(&vec![u32::MAX; 2 * grid as usize]).unwrap();
    // SAFETY: CTA c writes out[c * THREADS ..][..THREADS] and flags[2c], flags[2c + 1].
    unsafe { f.launch(&launch, (&mut out, &mut flags)) }.unwrap();
    let (go, gf) = (g.download(&out).unwrap(), g.download(&flags).unwrap());
    let mut sim = Sim::new();
    let (so, sf) = (
        sim.upload(&vec![u32::MAX; n]),
        sim.upload(&vec![u32::MAX; 2 * grid as usize]),
    );
    sim.run(&m, &k, &launch, (&so, &sf)).unwrap();
    let same = go == sim.read(&so) && gf == sim.read(&sf);
    println!(
        "interpreter vs GPU: cluster_mapa 8 CTAs in clusters of 4: {} ({n} words and {} flags)",
        if same { "bit-exact" } else { "DIFFERENT" },
        2 * grid
    );
    assert!(same);
}
