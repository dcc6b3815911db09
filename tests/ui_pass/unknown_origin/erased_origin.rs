// DESIGN rule 2: once its origin is erased, a generic pointer is converted to a named
// space only after `isspacep` (`if_space`), even back to where it came from.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let g = k.cvta(out).erase();
        k.if_space::<Global, _, u32>(g, |_, _| {});
    });
    m.emit().unwrap();
}
