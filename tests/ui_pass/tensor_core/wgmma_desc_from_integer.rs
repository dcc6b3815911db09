// DESIGN rule 12: nothing but `wgmma_desc` produces a descriptor: a u64 is not one.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let s = k.shared::<Bf16>("s", 4096, Align(1024));
        let d = k.wgmma_desc(s, Swizzle::B128, 16, 1024);
        let x = k.mov(0u64);
        let mut acc: [Reg<f32>; 4] = k.frag_zero();
        k.wgmma_mma_async(M64N::<8>, &mut acc, d, d, true, WgmmaOpts::default());
    });
    m.emit().unwrap();
}
