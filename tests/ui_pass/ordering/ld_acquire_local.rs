// PTX's memory-order qualifiers take .global and .shared addresses; .local is private to the thread.
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
