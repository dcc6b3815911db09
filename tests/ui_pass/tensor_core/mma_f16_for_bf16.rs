// DESIGN rule 13: A and B of mma.sync have one element type: an f16 fragment where bf16
// is needed does not compile.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let a: [Reg<Bf16x2>; 4] = k.frag_zero();
        let h: [Reg<F16x2>; 2] = k.frag_zero();
        let b: [Reg<Bf16x2>; 2] = k.frag_zero();
        let c: [Reg<f32>; 4] = k.frag_zero();
        let d = k.mma_sync(M16N8K16, a, b, c);
    });
    m.emit().unwrap();
}
