// DESIGN rule 2: a generic pointer that came from .global converts back only to .global;
// `cvta.to.const` of it is not allowed.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<u32>("out");
        let g = k.cvta(p);
        k.cvta_to::<Global, u32>(g);
    });
    m.emit().unwrap();
}
