// DESIGN rule 13: wgmma multiplies f16, bf16, tf32 (f32 data) and FP8 matrices; a
// descriptor of a u32 matrix does not compile.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let s = k.shared::<Bf16>("s", 1024, Align(1024));
        let u = k.shared::<u32>("u", 512, Align(1024));
        let d = k.wgmma_desc(s, Swizzle::B128, 16, 1024);
    });
    m.emit().unwrap();
}
