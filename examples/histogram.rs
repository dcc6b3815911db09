//! A 256-bin histogram of bytes: each CTA counts a grid-stride slice into shared-memory
//! bins with `red.shared.add` (`for_range`), then adds its bins to the global histogram.
//! Checked exactly against a count on the host.
//!
//! `cargo run --example histogram [-- --ptx] [--require-gpu]`

#[path = "support/mod.rs"]
mod support;

use typed_ptx::runtime::Launch;
use typed_ptx::sreg::*;
use typed_ptx::*;

type Params = (Ptr<Global, u32>, Ptr<Global, u8>, Reg<u32>);

pub fn histogram(m: &mut Module) -> KernelRef<Params> {
    m.kernel("histogram", |k, (hist, data, n): Params| {
        k.reqntid(256, 1, 1);
        let bins = k.shared::<u32>("bins", 256, Align(4));
        let t = k.tid_x();
        let bins = k.addr_of(bins);
        let mine = k.index(bins, t);
        k.st(mine, 0u32);
        k.bar_sync(0);
        let (start, stride) = (k.mad_lo(CTAID_X, 256u32, t), k.mul_lo(NCTAID_X, 256u32));
        k.for_range(start, n, stride, (), |k, i, ()| {
            let p = k.index(data, i);
            let byte = k.ld(p);
            let bin = k.index(bins, byte);
            k.red(AtomOp::Add, bin, 1u32);
        });
        k.bar_sync(0);
        let count = k.ld(mine);
        let total = k.index(hist, t);
        k.red(AtomOp::Add, total, count);
    })
}

fn main() {
    let mut m = Module::new(Target::SM_80);
    let kernel = histogram(&mut m);
    support::check(&m, Target::SM_80);
    let Some(gpu) = support::gpu() else { return };
    let n: u32 = 50_000_017;
    let data: Vec<u8> = (0..n)
        .map(|i| (i.wrapping_mul(2654435761) >> 13) as u8)
        .collect();
    let mut want = vec![0u32; 256];
    for &b in &data {
        want[b as usize] += 1;
    }
    let f = support::or_exit(support::or_exit(gpu.load(&m)).kernel(&kernel));
    let dd = support::or_exit(gpu.upload(&data));
    let mut hist = support::or_exit(gpu.alloc_zeros::<u32>(256));
    // SAFETY: threads read data[i] for i < n and add to hist[0..256].
    support::or_exit(unsafe { f.launch(&Launch::new(264, 256), (&mut hist, &dd, n)) });
    let got = support::or_exit(gpu.download(&hist));
    eprintln!(
        "histogram of {n} bytes: bin 0 = {}, bin 255 = {}",
        got[0], got[255]
    );
    support::verdict(got == want, "all 256 bins equal the host's counts");
}
