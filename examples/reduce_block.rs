//! A block reduction written with structured control flow: each thread sums a grid-stride
//! slice of `x` (`for_range`), the CTA adds its 256 partial sums in a shared-memory tree
//! and the last warp with `warp_reduce` (`shfl.sync.down`), and one thread per CTA adds
//! the CTA's sum to `out` with a global atomic. Checked against an f64 sum on the host.
//!
//! `cargo run --example reduce_block [-- --ptx] [--require-gpu]`

#[path = "support/mod.rs"]
mod support;

use typed_ptx::runtime::Launch;
use typed_ptx::sreg::*;
use typed_ptx::*;

type Params = (Ptr<Global, f32>, Ptr<Global, f32>, Reg<u32>);

pub fn reduce(m: &mut Module) -> KernelRef<Params> {
    m.kernel("reduce_block", |k, (out, x, n): Params| {
        k.reqntid(256, 1, 1);
        let buf = k.shared::<f32>("buf", 256, Align(4));
        let t = k.tid_x();
        let (start, stride) = (k.mad_lo(CTAID_X, 256u32, t), k.mul_lo(NCTAID_X, 256u32));
        let v = k.for_range(start, n, stride, 0.0f32, |k, i, s| {
            let p = k.index(x, i);
            let xi = k.ld(p);
            k.add(s, xi)
        });
        let mine = k.index(buf, t);
        k.st(mine, v);
        for half in [128, 64, 32] {
            k.bar_sync(0);
            let low = k.setp(Cmp::Lt, t, half as u32);
            k.if_then(low, |k| {
                let (a, b) = (k.ld(mine), k.ld(mine.at(half)));
                let s = k.add(a, b);
                k.st(mine, s);
            });
        }
        let warp0 = k.setp(Cmp::Lt, t, 32u32);
        k.if_then(warp0, |k| {
            let v = k.ld(mine);
            let v = k.warp_reduce(v, |k, a, b| k.add(a, b));
            let lane0 = k.setp(Cmp::Eq, t, 0u32);
            k.if_then(lane0, |k| k.red(AtomOp::Add, out, v));
        });
    })
}

fn main() {
    let mut m = Module::new(Target::SM_80);
    let kernel = reduce(&mut m);
    support::check(&m, Target::SM_80);
    let Some(gpu) = support::gpu() else { return };
    let n: u32 = 1 << 24;
    let x: Vec<f32> = (0..n)
        .map(|i| ((i * 7919) % 1000) as f32 / 997.0 - 0.4)
        .collect();
    let want: f64 = x.iter().map(|&v| v as f64).sum();
    let f = support::or_exit(support::or_exit(gpu.load(&m)).kernel(&kernel));
    let dx = support::or_exit(gpu.upload(&x));
    let mut out = support::or_exit(gpu.alloc_zeros::<f32>(1));
    // SAFETY: each thread reads x[i] for i < n only, and adds to out[0].
    support::or_exit(unsafe { f.launch(&Launch::new(528, 256), (&mut out, &dx, n)) });
    let got = support::or_exit(gpu.download(&out))[0] as f64;
    let rel = ((got - want) / want).abs();
    eprintln!("sum of {n} floats: {got} (f64 reference {want:.3}, relative error {rel:.2e})");
    support::verdict(
        rel < 1e-5,
        "block reduction matches the f64 sum within 1e-5",
    );
}
