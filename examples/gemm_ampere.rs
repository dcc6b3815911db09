//! The sm_80 bf16 GEMM generator (`examples/kernels/gemm_ampere.rs`: `cp.async` pipeline,
//! `ldmatrix`, `mma.sync.m16n8k16`): every tuner candidate emitted and checked by `ptxas`,
//! then run on the GPU and checked against an f64 product on the host, on a square shape
//! and on three whose M is not a multiple of any tile (one with more tile rows than a raster
//! group, one whose N (776) is not either); C has 256 guard rows of NaN past M, which must
//! stay untouched.
//!
//! `cargo run --release --example gemm_ampere [-- --ptx] [--require-gpu]`

#[path = "kernels/gemm_ampere.rs"]
mod kernel;
#[path = "support/mod.rs"]
mod support;

use typed_ptx::runtime::half::bf16;
use typed_ptx::{Module, Target};

fn main() {
    let cands = kernel::candidates();
    let mut m = Module::new(Target::SM_80);
    for cfg in &cands {
        support::or_exit(kernel::gemm_ampere(&mut m, cfg));
    }
    support::check(&m, Target::SM_80);
    let Some(gpu) = support::gpu() else { return };
    let mut runnable = Vec::new();
    for cfg in cands {
        match kernel::host::fits(&gpu, &cfg) {
            Ok(()) => runnable.push(cfg),
            Err(why) => eprintln!("GPU run: skipped {why}"),
        }
    }
    let loaded: Vec<kernel::host::Gemm> = kernel::host::load(&gpu, &runnable)
        .into_iter()
        .map(support::or_exit)
        .collect();
    for (mm, nn, kk) in [
        (256usize, 256usize, 256usize),
        (1100, 1024, 128),
        (200, 768, 192),
        (300, 776, 128),
    ] {
        let a: Vec<bf16> = (0..mm * kk)
            .map(|i| bf16::from_f32(((i * 37) % 101) as f32 / 50.0 - 1.0))
            .collect();
        let b: Vec<bf16> = (0..nn * kk)
            .map(|i| bf16::from_f32(((i * 53) % 97) as f32 / 48.0 - 1.0))
            .collect();
        let want: Vec<f64> = (0..mm * nn)
            .map(|x| {
                let (i, j) = (x / nn, x % nn);
                (0..kk)
                    .map(|p| a[i * kk + p].to_f64() * b[j * kk + p].to_f64())
                    .sum()
            })
            .collect();
        let (da, db) = (
            support::or_exit(gpu.upload(&a)),
            support::or_exit(gpu.upload(&b)),
        );
        for g in &loaded {
            let name = g.cfg.name();
            if let Err(why) = g.cfg.check_shape(mm, nn, kk) {
                support::verdict(false, &why);
            }
            // C has GUARD_ROWS more rows than M, all GUARD (a NaN) before the run: an element
            // left unwritten stays NaN, and a store past row M leaves a mark.
            let total = (mm + support::GUARD_ROWS) * nn;
            let mut dc = support::or_exit(gpu.upload(&vec![support::GUARD; total]));
            support::or_exit(g.run(&da, &db, &mut dc, (mm, nn, kk)));
            let got = support::or_exit(gpu.download(&dc));
            // A NaN counts as the largest error (f64::max would drop it).
            let worst = got[..mm * nn]
                .iter()
                .zip(&want)
                .map(|(&g, &w)| (g.to_f64() - w).abs() / w.abs().max(1.0))
                .fold(0f64, |s, e| if e.is_nan() || e > s { e } else { s });
            eprintln!(
                "{name}: C = A·Bᵀ, {mm}×{kk} · ({nn}×{kk})ᵀ: largest error {worst:.2e} (relative, or absolute below 1)"
            );
            support::verdict(
                worst < 1e-2,
                &format!(
                    "{name}: the {mm}×{nn}×{kk} bf16 GEMM matches the f64 product within 1e-2 (bf16 output)"
                ),
            );
            support::guard_rows_untouched(&name, (mm, nn, kk), &got);
        }
    }
}
