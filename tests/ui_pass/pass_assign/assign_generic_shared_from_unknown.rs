// DESIGN rule 3: a generic pointer that came from .shared::cta is not assigned one of
// unknown origin (the other way round is allowed).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.shared::<u32>("s", 4, Align(4));
        let s = k.cvta_var(v, 0);
        let a = k.param::<u64>("a");
        let u = Ptr::<Generic<Unknown<ReadOnly>>, u32>::from_bits(a);
        let u = k.mov_ptr(u); // an assignable copy
        k.assign_ptr(u, s);
    });
    m.emit().unwrap();
}
