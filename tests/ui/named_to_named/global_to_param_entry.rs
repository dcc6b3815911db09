// DESIGN rule 3: a .global pointer is not converted to .param::entry directly: PTX changes
// state space only through the generic space (the legal route: cvta to generic, then test
// it with isspacep).
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<u32>("out");
        let g = k.cvta(p);
        k.cvta_to::<Param<Entry>, u32>(p);
    });
    m.emit().unwrap();
}
