// DESIGN rule 13: mma.sync multiplies packed f16/bf16, tf32 or 8-bit fragments: an f32
// fragment does not compile (convert it with cvt_rna_tf32).
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let x: [Reg<f32>; 4] = k.frag_zero();
        let a: [Reg<Tf32>; 4] = [k.cvt_rna_tf32(x[0]), k.cvt_rna_tf32(x[1]), k.cvt_rna_tf32(x[2]), k.cvt_rna_tf32(x[3])];
        let c: [Reg<f32>; 4] = k.frag_zero();
        let d = k.mma_sync(M16N8K8, a, [a[0], a[1]], c);
    });
    m.emit().unwrap();
}
