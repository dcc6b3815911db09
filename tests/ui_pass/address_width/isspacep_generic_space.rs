// DESIGN rule 2: `isspacep` tests for a named space; `generic` is not one.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<u32>("out");
        let g = k.cvta(p);
        let _ = k.isspacep::<Global, _, u32>(g);
    });
    m.emit().unwrap();
}
