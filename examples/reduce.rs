//! The f32 sum of a large buffer (`examples/kernels/reduce.rs`), run on the GPU and checked
//! against an f64 sum on the host; prints the bandwidth it reached.
//!
//! `cargo run --release --example reduce [-- --ptx] [--require-gpu]`

#[path = "kernels/reduce.rs"]
mod kernel;
#[path = "support/mod.rs"]
mod support;

use typed_ptx::runtime::Launch;
use typed_ptx::{Module, Target};

fn main() {
    let mut m = Module::new(Target::SM_80);
    let k = kernel::reduce_sum(&mut m);
    support::check(&m, Target::SM_80);
    let Some(gpu) = support::gpu() else { return };
    let sms = gpu.info().sm_count;
    let f = support::or_exit(support::or_exit(gpu.load(&m)).kernel(&k));
    for n in [(1u32 << 28) + 3, 1000, 5] {
        let x: Vec<f32> = (0..n)
            .map(|i| ((i.wrapping_mul(2_654_435_761) >> 8) % 1000) as f32 / 1000.0)
            .collect();
        let want: f64 = x.iter().map(|&v| v as f64).sum();
        let dx = support::or_exit(gpu.upload(&x));
        let mut out = support::or_exit(gpu.alloc_zeros::<f32>(1));
        let grid = (n / 4).div_ceil(kernel::THREADS).clamp(1, 8 * sms);
        // SAFETY: reads x[0..n] (16-byte aligned device memory) and adds to out[0].
        support::or_exit(unsafe {
            f.launch(&Launch::new(grid, kernel::THREADS), (&mut out, &dx, n))
        });
        let got = support::or_exit(gpu.download(&out))[0] as f64;
        let rel = ((got - want) / want).abs();
        eprintln!("sum of {n} floats: {got:.6e} (f64 {want:.6e}, relative error {rel:.2e})");
        support::verdict(
            rel < 1e-5,
            &format!("the sum of {n} floats matches the f64 sum within 1e-5"),
        );
    }
}
