// DESIGN rule 12: `zeros` makes data registers of any accumulator shape; it cannot forge a
// wgmma descriptor (nor any other opaque register), however deep the array.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let z: [[Reg<f32>; 4]; 2] = k.zeros();
        let d: [[Reg<WgmmaDesc<Bf16>>; 1]; 2] = k.zeros();
    });
    m.emit().unwrap();
}
