// DESIGN rule 3: a .global pointer register is not assigned a .shared::cta pointer.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let other = k.param_ptr::<u32>("other");
        let v = k.shared::<u32>("s", 4, Align(4));
        let s = k.addr_of(v);
        let out = k.mov_ptr(out); // an assignable copy
        k.assign_ptr(out, other);
    });
    m.emit().unwrap();
}
