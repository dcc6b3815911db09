// DESIGN rule 3: a .global pointer is not converted to .shared::cluster directly: PTX
// changes state space only through the generic space (the legal route: cvta to generic,
// then test it with isspacep).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<u32>("out");
        let g = k.cvta(p);
        k.if_space::<Shared<Cluster>, _, u32>(g, |_, _| {});
    });
    m.emit().unwrap();
}
