//! A 16×16-tiled SGEMM, C = A·B (row-major, M×K times K×N, every size a multiple of 16),
//! written with structured control flow: the K loop (`for_range`) carries the
//! accumulator; each iteration stages a 16×16 tile of A and of B in shared memory.
//! Checked against an f64 product on the host.
//!
//! `cargo run --example sgemm_tiled [-- --ptx] [--require-gpu]`

#[path = "support/mod.rs"]
mod support;

use typed_ptx::runtime::Launch;
use typed_ptx::sreg::*;
use typed_ptx::*;

type Params = (
    Ptr<Global, f32>,
    Ptr<Global, f32>,
    Ptr<Global, f32>,
    Reg<u32>,
    Reg<u32>,
);

pub fn sgemm(m: &mut Module) -> KernelRef<Params> {
    m.kernel("sgemm_tiled", |k, (c, a, b, n, kk): Params| {
        k.reqntid(16, 16, 1);
        let ta = k.shared::<f32>("ta", 256, Align(4));
        let tb = k.shared::<f32>("tb", 256, Align(4));
        let (tx, ty) = (k.tid_x(), k.tid_y());
        let row = k.mad_lo(CTAID_Y, 16u32, ty);
        let col = k.mad_lo(CTAID_X, 16u32, tx);
        let (sa, sb) = (k.addr_of(ta), k.addr_of(tb));
        let slot = k.mad_lo(ty, 16u32, tx);
        let (my_a, my_b) = (k.index(sa, slot), k.index(sb, slot));
        let row16 = k.mul_lo(ty, 16u32);
        let (a_row, b_col) = (k.index(sa, row16), k.index(sb, tx));
        let a_at = k.mad_lo(row, kk, tx);
        let b_at = k.mad_lo(ty, n, col);
        let acc = k.for_range(0u32, kk, 16, 0.0f32, |k, k0, acc| {
            let ai = k.add(a_at, k0);
            let bk = k.mul_lo(k0, n);
            let bi = k.add(b_at, bk);
            let (ap, bp) = (k.index(a, ai), k.index(b, bi));
            let (av, bv) = (k.ld(ap), k.ld(bp));
            k.st(my_a, av);
            k.st(my_b, bv);
            k.bar_sync(0);
            let acc = (0..16).fold(acc, |acc, j| {
                let (x, y) = (k.ld(a_row.at(j)), k.ld(b_col.at(16 * j)));
                k.fma(x, y, acc)
            });
            k.bar_sync(0);
            acc
        });
        let ci = k.mad_lo(row, n, col);
        let cp = k.index(c, ci);
        k.st(cp, acc);
    })
}

fn main() {
    let mut m = Module::new(Target::SM_80);
    let kernel = sgemm(&mut m);
    support::check(&m, Target::SM_80);
    let Some(gpu) = support::gpu() else { return };
    let (mm, nn, kk) = (512usize, 384usize, 256usize);
    let a: Vec<f32> = (0..mm * kk)
        .map(|i| ((i * 37) % 101) as f32 / 50.0 - 1.0)
        .collect();
    let b: Vec<f32> = (0..kk * nn)
        .map(|i| ((i * 53) % 97) as f32 / 48.0 - 1.0)
        .collect();
    let f = support::or_exit(support::or_exit(gpu.load(&m)).kernel(&kernel));
    let (da, db) = (
        support::or_exit(gpu.upload(&a)),
        support::or_exit(gpu.upload(&b)),
    );
    let mut dc = support::or_exit(gpu.alloc_zeros::<f32>(mm * nn));
    // One 16 × 16 block per 16 × 16 tile of C.
    let cfg = Launch::grid_2d([(nn / 16) as u32, (mm / 16) as u32], [16, 16]);
    // SAFETY: sizes are multiples of 16; every thread reads inside A and B and writes its
    // own element of C.
    support::or_exit(unsafe { f.launch(&cfg, (&mut dc, &da, &db, nn as u32, kk as u32)) });
    let got = support::or_exit(gpu.download(&dc));
    let mut worst = 0f64;
    for i in 0..mm {
        for j in 0..nn {
            let want: f64 = (0..kk)
                .map(|p| a[i * kk + p] as f64 * b[p * nn + j] as f64)
                .sum();
            worst = worst.max((got[i * nn + j] as f64 - want).abs() / want.abs().max(1.0));
        }
    }
    eprintln!(
        "C = A·B, {mm}×{kk} · {kk}×{nn}: largest error {worst:.2e} (relative, or absolute below 1)"
    );
    support::verdict(
        worst < 1e-4,
        "tiled SGEMM matches the f64 product within 1e-4",
    );
}
