// DESIGN rule 4: PTX `red` takes generic, .global and .shared addresses, not .local ones.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.local::<u32>("l", 4, Align(4));
        let p = k.addr_of(v);
        let _ = k.ld(p);
    });
    m.emit().unwrap();
}
