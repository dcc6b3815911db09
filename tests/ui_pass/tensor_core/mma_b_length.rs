// DESIGN rule 13: the B fragment of mma.sync m16n8k16 bf16 is two registers a lane;
// four do not compile.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let a: [Reg<Bf16x2>; 4] = k.frag_zero();
        let c: [Reg<f32>; 4] = k.frag_zero();
        let d = k.mma_sync(M16N8K16, a, [a[0], a[1]], c);
    });
    m.emit().unwrap();
}
