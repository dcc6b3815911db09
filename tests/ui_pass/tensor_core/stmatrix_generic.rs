// DESIGN rule 12: `stmatrix` takes a .shared::cta address, not a generic one.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let s = k.shared::<F16>("s", 64, Align(16));
        let p = k.cvta_var(s, 0);
        let f: [Reg<F16x2>; 1] = k.frag_zero();
        k.stmatrix_trans(X1, s, f);
    });
    m.emit().unwrap();
}
