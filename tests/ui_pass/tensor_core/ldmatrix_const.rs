// DESIGN rule 12: `ldmatrix` reads .shared::cta only, not .const.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    let c = m.const_::<u16>("c", 64);
    m.entry("k", |k| {
        let s = k.shared::<u16>("s", 64, Align(16));
        let f = k.ldmatrix(X1, s);
    });
    m.emit().unwrap();
}
