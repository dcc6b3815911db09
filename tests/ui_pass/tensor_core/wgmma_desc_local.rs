// DESIGN rule 12: a wgmma matrix descriptor encodes a .shared::cta address; a .local
// variable does not compile.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let l = k.local::<Bf16>("l", 64, Align(16));
        let s = k.shared::<Bf16>("s", 64, Align(16));
        let d = k.wgmma_desc(s, Swizzle::None, 128, 256);
    });
    m.emit().unwrap();
}
