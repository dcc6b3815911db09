// PTX's memory-order qualifiers need an address that can only be .global or .shared; an unknown origin that may be .local is not one.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let l = k.local::<u32>("l", 4, Align(4));
        let g = k.cvta_var(l, 0).erase();
        k.st(g, 1u32);
    });
    m.emit().unwrap();
}
