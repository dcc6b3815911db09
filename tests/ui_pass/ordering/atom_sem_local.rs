// PTX has no atomics on .local, with or without memory-order qualifiers.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let l = k.local::<u32>("l", 4, Align(4));
        let x = k.ld(l);
    });
    m.emit().unwrap();
}
