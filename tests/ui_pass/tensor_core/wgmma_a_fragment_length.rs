// DESIGN rule 13: an A of wgmma in registers is four registers a thread; two do not
// compile.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let s = k.shared::<Bf16>("s", 1024, Align(1024));
        let b = k.wgmma_desc(s, Swizzle::B128, 16, 1024);
        let a: [Reg<Bf16x2>; 4] = k.frag_zero();
        let mut acc: [Reg<f32>; 8] = k.frag_zero();
        k.wgmma_mma_async(M64N::<16>, &mut acc, a, b, true, WgmmaOpts::default());
    });
    m.emit().unwrap();
}
