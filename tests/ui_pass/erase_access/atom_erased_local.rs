// Issue 7, hole 2: forgetting a .local origin keeps the pointer free of atomics
// (`Generic<Unknown<ReadWrite>>`): PTX has no atomics on .local memory.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let l = k.local::<u32>("l", 4, Align(4));
        let p = k.cvta_var(l, 0).erase();
        k.st(p, 1u32);
    });
    m.emit().unwrap();
}
