// DESIGN rule 12: `ldmatrix` reads .shared::cta only; a .global pointer does not
// compile.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let g = k.param_ptr::<Bf16>("g");
        let s = k.shared::<Bf16>("s", 64, Align(16));
        let f = k.ldmatrix(X1, s);
    });
    m.emit().unwrap();
}
