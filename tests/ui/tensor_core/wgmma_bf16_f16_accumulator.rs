// DESIGN rule 13: bf16 wgmma accumulates into f32 only; an f16 accumulator does not
// compile.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let s = k.shared::<Bf16>("s", 4096, Align(1024));
        let d = k.wgmma_desc(s, Swizzle::B128, 16, 1024);
        let mut h: [Reg<F16x2>; 4] = k.frag_zero();
        let mut acc: [Reg<f32>; 8] = k.frag_zero();
        k.wgmma_mma_async(M64N::<16>, &mut h, d, d, true, WgmmaOpts::default());
    });
    m.emit().unwrap();
}
