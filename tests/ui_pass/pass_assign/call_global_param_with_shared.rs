// DESIGN rule 3: a device function taking a .global pointer is not passed a .shared::cta
// one.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let f = m.func("f", |k, (q,): (Ptr<Global, u32>,)| {
        k.st(q, 1u32);
    });
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let v = k.shared::<u32>("s", 4, Align(4));
        let s = k.addr_of(v);
        k.call(f, (out,));
    });
    m.emit().unwrap();
}
