// DESIGN rule 3: a device function taking a generic pointer that came from .shared::cta is
// not passed one of unknown origin.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let f = m.func("f", |k, (q,): (Ptr<Generic<Shared<Cta>>, u32>,)| {
        k.st(q, 1u32);
    });
    m.entry("k", |k| {
        let v = k.shared::<u32>("s", 4, Align(4));
        let s = k.cvta_var(v, 0);
        k.call(f, (s,));
    });
    m.emit().unwrap();
}
