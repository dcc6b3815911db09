// DESIGN rule 13: the A fragment of mma.sync m16n8k16 bf16 is four registers a lane;
// three do not compile.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let a: [Reg<Bf16x2>; 4] = k.frag_zero();
        let b: [Reg<Bf16x2>; 2] = k.frag_zero();
        let c: [Reg<f32>; 4] = k.frag_zero();
        let d = k.mma_sync(M16N8K16, [a[0], a[1], a[2], a[3]], b, c);
    });
    m.emit().unwrap();
}
