//! Softmax of f32 rows, `y[r][i] = exp(x[r][i] - max(x[r])) / Σ_j exp(x[r][j] - max(x[r]))`,
//! one CTA of 256 threads per row of any length `n`, written with the library's
//! collectives: each thread reduces its grid-stride slice of the row (`for_range`), then
//! [`Kernel::block_all_reduce`] gives every thread the row's maximum and then its sum of
//! exponentials (`shfl.sync.bfly` in each warp, the warps' results through shared
//! memory). The exponentials are `ex2.approx` of `(x - max) · log2(e)`.
//!
//! Checked against an f64 reference in the interpreter (`typed_ptx::sim`, always) and on
//! the GPU (when there is one), and the two runs against each other.
//!
//! `cargo run --example softmax [-- --ptx] [--require-gpu]`

#[path = "support/mod.rs"]
mod support;

use typed_ptx::runtime::Launch;
use typed_ptx::sim::Sim;
use typed_ptx::sreg::*;
use typed_ptx::*;

/// Threads per CTA (one CTA per row).
pub const THREADS: u32 = 256;

/// `(y, x, n)`: `y` and `x` hold rows of `n` floats.
pub type Params = (Ptr<Global, f32>, Ptr<Global, f32>, Reg<u32>);

/// Adds the kernel `softmax` to `m`; launch it with one CTA of [`THREADS`] per row.
pub fn softmax(m: &mut Module) -> KernelRef<Params> {
    m.kernel("softmax", |k, (y, x, n): Params| {
        k.reqntid(THREADS, 1, 1);
        let t = k.tid_x();
        let base = k.mul_lo(CTAID_X, n);
        let (x, y) = (k.index(x, base), k.index(y, base));
        // The row's maximum, then the sum of exp(x - max), each in every thread.
        let mine = k.for_range(t, n, THREADS, f32::NEG_INFINITY, |k, i, m| {
            let p = k.index(x, i);
            let v = k.ld(p);
            k.max(m, v)
        });
        let max = k.block_all_reduce(mine, |k, a, b| k.max(a, b));
        let scaled = |k: &mut Kernel<'_>, i: Reg<u32>| {
            let p = k.index(x, i);
            let v = k.ld(p);
            let d = k.sub(v, max);
            let l = k.mul(d, std::f32::consts::LOG2_E);
            k.ex2(l)
        };
        let mine = k.for_range(t, n, THREADS, 0.0f32, |k, i, s| {
            let e = scaled(k, i);
            k.add(s, e)
        });
        let sum = k.block_all_reduce(mine, |k, a, b| k.add(a, b));
        let inv = k.rcp(sum);
        k.for_range(t, n, THREADS, (), |k, i, ()| {
            let e = scaled(k, i);
            let r = k.mul(e, inv);
            let p = k.index(y, i);
            k.st(p, r);
        });
    })
}

/// The rows of the example: `rows` rows of `n` values in [-8, 8).
pub fn inputs(rows: usize, n: usize) -> Vec<f32> {
    (0..rows * n)
        .map(|i| ((i * 7919 + 13) % 4093) as f32 / 256.0 - 8.0)
        .collect()
}

/// The f64 softmax of each row of `x`.
pub fn reference(x: &[f32], n: usize) -> Vec<f64> {
    x.chunks(n)
        .flat_map(|row| {
            let m = row.iter().fold(f64::NEG_INFINITY, |m, &v| m.max(v as f64));
            let e: Vec<f64> = row.iter().map(|&v| (v as f64 - m).exp()).collect();
            let s: f64 = e.iter().sum();
            e.into_iter().map(move |v| v / s)
        })
        .collect()
}

/// The largest error of `got` against `want`, relative to the row's largest value.
pub fn worst(got: &[f32], want: &[f64]) -> f64 {
    got.iter()
        .zip(want)
        .map(|(&g, &w)| (g as f64 - w).abs() / w.max(1e-30).max(1e-3))
        .fold(0f64, |s, e| if e.is_nan() || e > s { e } else { s })
}

fn main() {
    let mut m = Module::new(Target::SM_80);
    let kernel = softmax(&mut m);
    support::check(&m, Target::SM_80);
    let (rows, n) = (32usize, 3000usize);
    let x = inputs(rows, n);
    let want = reference(&x, n);
    let launch = Launch::new(rows as u32, THREADS);
    // The interpreter, GPU or not.
    let mut sim = Sim::new();
    let (sx, sy) = (sim.upload(&x), sim.zeros::<f32>(rows * n));
    support::or_exit(sim.run(&m, &kernel, &launch, (&sy, &sx, n as u32)));
    let in_sim = sim.read(&sy);
    let e = worst(&in_sim, &want);
    eprintln!("interpreter: softmax of {rows} rows of {n}: largest relative error {e:.2e}");
    if e >= 1e-5 {
        eprintln!("interpreter: FAILED: more than 1e-5");
        std::process::exit(1);
    }
    let Some(gpu) = support::gpu() else { return };
    let f = support::or_exit(support::or_exit(gpu.load(&m)).kernel(&kernel));
    let dx = support::or_exit(gpu.upload(&x));
    let mut dy = support::or_exit(gpu.alloc_zeros::<f32>(rows * n));
    // SAFETY: CTA r reads and writes row r (n floats) of x and y.
    support::or_exit(unsafe { f.launch(&launch, (&mut dy, &dx, n as u32)) });
    let on_gpu = support::or_exit(gpu.download(&dy));
    let e = worst(&on_gpu, &want);
    eprintln!("GPU run: softmax of {rows} rows of {n}: largest relative error {e:.2e}");
    support::verdict(e < 1e-5, "softmax matches the f64 reference within 1e-5");
    let d = on_gpu
        .iter()
        .zip(&in_sim)
        .map(|(g, s)| ((g - s).abs() / s.abs().max(1e-30)) as f64)
        .fold(0f64, f64::max);
    eprintln!(
        "GPU run: the GPU's and the interpreter's results differ by at most {d:.2e} (relative)"
    );
    support::verdict(d < 1e-5, "the GPU and the interpreter agree within 1e-5");
}
