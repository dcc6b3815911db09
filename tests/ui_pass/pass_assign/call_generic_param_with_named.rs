// DESIGN rule 3: a device function taking a generic pointer is not passed a named
// (.shared::cta) one: cvta it to generic first.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let f = m.func("f", |k, (q,): (Ptr<Generic, u32>,)| {
        k.st(q, 1u32);
    });
    m.entry("k", |k| {
        let v = k.shared::<u32>("s", 4, Align(4));
        let s = k.addr_of(v);
        let g = k.cvta(s);
        k.call(f, (g,));
    });
    m.emit().unwrap();
}
