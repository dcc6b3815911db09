// DESIGN rule 13: the f32 accumulator of mma.sync m16n8k16 is four registers a lane;
// two do not compile.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let a: [Reg<F16x2>; 4] = k.frag_zero();
        let b: [Reg<F16x2>; 2] = k.frag_zero();
        let c: [Reg<f32>; 4] = k.frag_zero();
        let d = k.mma_sync(M16N8K16, a, b, c);
    });
    m.emit().unwrap();
}
