// DESIGN rule 12: fragments hold data registers; `frag_zero` cannot forge a wgmma
// descriptor (nor any other opaque register).
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let z: [Reg<u32>; 1] = k.frag_zero();
        let d: [Reg<u32>; 1] = k.frag_zero();
    });
    m.emit().unwrap();
}
