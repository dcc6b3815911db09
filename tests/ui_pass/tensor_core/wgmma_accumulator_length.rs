// DESIGN rule 13: the f32 accumulator of wgmma m64n128 is 64 registers a thread; 63 do
// not compile.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let s = k.shared::<Bf16>("s", 8192, Align(1024));
        let d = k.wgmma_desc(s, Swizzle::B128, 16, 1024);
        let mut short: [Reg<f32>; 63] = k.frag_zero();
        let mut acc: [Reg<f32>; 64] = k.frag_zero();
        k.wgmma_mma_async(M64N::<128>, &mut acc, d, d, true, WgmmaOpts::default());
    });
    m.emit().unwrap();
}
