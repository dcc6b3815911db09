// DESIGN rule 13: `ldmatrix` moves 8x8 matrices of 16-bit elements (or packs of bytes),
// not f64.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let s = k.shared::<F16>("s", 64, Align(16));
        let d = k.shared::<f64>("d", 16, Align(16));
        let f = k.ldmatrix(X1, s);
    });
    m.emit().unwrap();
}
