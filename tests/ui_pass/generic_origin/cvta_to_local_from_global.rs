// DESIGN rule 2: `cvta_to_local` takes only a generic pointer that came from .local; this
// one came from .global.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<u32>("out");
        let g = k.cvta(p);
        k.cvta_to_global(g);
    });
    m.emit().unwrap();
}
