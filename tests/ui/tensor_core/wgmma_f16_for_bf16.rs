// DESIGN rule 13: A and B of wgmma have one element type: an f16 matrix where bf16 is
// needed does not compile.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let s = k.shared::<Bf16>("s", 4096, Align(1024));
        let h = k.shared::<F16>("h", 1024, Align(1024));
        let a = k.wgmma_desc(s, Swizzle::B128, 16, 1024);
        let b = k.wgmma_desc(h, Swizzle::B128, 16, 1024);
        let mut acc: [Reg<f32>; 8] = k.frag_zero();
        k.wgmma_mma_async(M64N::<16>, &mut acc, a, b, true, WgmmaOpts::default());
    });
    m.emit().unwrap();
}
