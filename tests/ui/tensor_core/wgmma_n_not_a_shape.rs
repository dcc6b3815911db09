// DESIGN rule 13: wgmma's N is a multiple of 8 from 8 to 256; N = 12 does not compile.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let s = k.shared::<Bf16>("s", 4096, Align(1024));
        let d = k.wgmma_desc(s, Swizzle::B128, 16, 1024);
        let mut acc: [Reg<f32>; 6] = k.frag_zero();
        let mut acc8: [Reg<f32>; 8] = k.frag_zero();
        k.wgmma_mma_async(M64N::<12>, &mut acc, d, d, true, WgmmaOpts::default());
    });
    m.emit().unwrap();
}
