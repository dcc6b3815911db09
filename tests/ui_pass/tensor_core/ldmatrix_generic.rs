// DESIGN rule 12: `ldmatrix` takes a .shared::cta address, not a generic one (even one
// that came from .shared).
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let s = k.shared::<F16>("s", 256, Align(16));
        let p = k.cvta_var(s, 0);
        let f = k.ldmatrix(X4, s);
    });
    m.emit().unwrap();
}
