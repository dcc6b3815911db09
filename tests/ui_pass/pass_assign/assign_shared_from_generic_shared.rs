// DESIGN rule 3: a .shared::cta pointer register is not assigned a generic pointer, even
// one that came from .shared::cta (cvta.to it first).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.shared::<u32>("s", 4, Align(4));
        let s = k.addr_of(v);
        let g = k.cvta(s);
        let back = k.cvta_to_shared(g);
        let s = k.mov_ptr(s); // an assignable copy
        k.assign_ptr(s, back);
    });
    m.emit().unwrap();
}
