// DESIGN rule 3: a device function taking a .global pointer is not passed a generic one,
// even one that came from .global (cvta.to it first).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let f = m.func("f", |k, (q,): (Ptr<Global, u32>,)| {
        k.st(q, 1u32);
    });
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let g = k.cvta(out);
        let back = k.cvta_to_global(g);
        k.call(f, (back,));
    });
    m.emit().unwrap();
}
