// DESIGN rule 4: PTX `atom` takes generic, .global and .shared addresses, not generic-
// from-.local ones.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.local::<u32>("l", 4, Align(4));
        let p = k.addr_of(v);
        let g = k.cvta(p);
        k.st(g, 1u32);
    });
    m.emit().unwrap();
}
