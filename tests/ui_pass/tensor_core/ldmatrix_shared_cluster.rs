// DESIGN rule 12: `ldmatrix` addresses the executing CTA's shared memory
// (.shared::cta), not .shared::cluster.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let s = k.shared::<F16>("s", 128, Align(16));
        let c = s.widen();
        let f = k.ldmatrix_trans(X2, s);
    });
    m.emit().unwrap();
}
