// DESIGN rule 13: tf32 fragments belong to the m16n8k8 shape; with M16N8K16 they do not
// compile.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let a: [Reg<Tf32>; 4] = k.frag_zero();
        let b: [Reg<Tf32>; 2] = k.frag_zero();
        let c: [Reg<f32>; 4] = k.frag_zero();
        let d = k.mma_sync(M16N8K8, a, b, c);
    });
    m.emit().unwrap();
}
