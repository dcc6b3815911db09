// Issue 7: a declaration's length and alignment are different types (`Align`), so they
// cannot be swapped silently.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let s = k.shared::<u32>("s", 4, Align(16));
    });
    m.emit().unwrap();
}
