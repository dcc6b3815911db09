// The only 128-bit atomics are `atom.cas.b128` and `atom.exch.b128` (`atom_cas_b128`,
// `atom_exch_b128`): `atom.add` and the other operations take 32- and 64-bit values.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<B128>("p");
        let v = k.ld(p);
        let old = k.atom_exch_b128(p, v);
    });
    m.emit().unwrap();
}
