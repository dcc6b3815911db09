// PTX's memory-order qualifiers take .global and .shared addresses; .const is read-only.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    let c = m.const_::<u32>("c", 4);
    m.entry("k", |k| {
        let x = k.ld(c);
    });
    m.emit().unwrap();
}
