//! The sm_80 bf16 GEMM (`examples/kernels/gemm_ampere.rs`: `cp.async` pipeline, `ldmatrix`,
//! `mma.sync.m16n8k16`), run on the GPU and checked against an f64 product on the host,
//! on a square shape and on one whose M is not a multiple of the 128-row tile.
//!
//! `cargo run --release --example gemm_ampere [-- --ptx] [--require-gpu]`

#[path = "kernels/gemm_ampere.rs"]
mod kernel;
#[path = "support/mod.rs"]
mod support;

use support::{bf16, bf16_value as f};
use typed_ptx::runtime::Launch;
use typed_ptx::{Module, Target};

fn main() {
    let mut m = Module::new(Target::SM_80);
    let k = kernel::gemm_ampere(&mut m);
    support::check(&m, Target::SM_80);
    let Some(gpu) = support::gpu() else { return };
    let f_k = support::or_exit(support::or_exit(gpu.load(&m)).kernel(&k));
    for (mm, nn, kk) in [(256usize, 256usize, 256usize), (200, 384, 96)] {
        if let Some(why) = kernel::unsupported(mm as u32, nn as u32, kk as u32) {
            support::verdict(false, &why);
        }
        let a: Vec<u16> = (0..mm * kk)
            .map(|i| bf16(((i * 37) % 101) as f32 / 50.0 - 1.0))
            .collect();
        let b: Vec<u16> = (0..nn * kk)
            .map(|i| bf16(((i * 53) % 97) as f32 / 48.0 - 1.0))
            .collect();
        let (da, db) = (
            support::or_exit(gpu.upload(&a)),
            support::or_exit(gpu.upload(&b)),
        );
        let mut dc = support::or_exit(gpu.alloc_zeros::<u16>(mm * nn));
        let cfg = Launch::new(1, kernel::THREADS)
            .grid3(kernel::grid(mm as u32, nn as u32))
            .shared(kernel::SHARED_BYTES);
        // SAFETY: A is M×K, B N×K and C M×N bf16; N and K are multiples of the tile.
        support::or_exit(unsafe {
            f_k.launch(&cfg, (&mut dc, &da, &db, mm as u32, nn as u32, kk as u32))
        });
        let got = support::or_exit(gpu.download(&dc));
        let mut worst = 0f64;
        for i in 0..mm {
            for j in 0..nn {
                let want: f64 = (0..kk).map(|p| f(a[i * kk + p]) * f(b[j * kk + p])).sum();
                worst = worst.max((f(got[i * nn + j]) - want).abs() / want.abs().max(1.0));
            }
        }
        eprintln!(
            "C = A·Bᵀ, {mm}×{kk} · ({nn}×{kk})ᵀ: largest error {worst:.2e} (relative, or absolute below 1)"
        );
        support::verdict(
            worst < 1e-2,
            &format!(
                "the {mm}×{nn}×{kk} bf16 GEMM matches the f64 product within 1e-2 (bf16 output)"
            ),
        );
    }
}
