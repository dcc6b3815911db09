// DESIGN rule 12: `stmatrix` writes .shared::cta only; a .global pointer does not
// compile.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let g = k.param_ptr::<Bf16>("g");
        let s = k.shared::<Bf16>("s", 256, Align(16));
        let f: [Reg<Bf16x2>; 4] = k.frag_zero();
        k.stmatrix(X4, s, f);
    });
    m.emit().unwrap();
}
