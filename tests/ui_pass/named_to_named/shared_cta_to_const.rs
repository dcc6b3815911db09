// DESIGN rule 3: a .shared::cta pointer is not converted to .const directly: PTX changes
// state space only through the generic space (the legal route: cvta to generic, then test
// it with isspacep).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.shared::<u32>("s", 4, Align(4));
        let p = k.addr_of(v);
        let g = k.cvta(p);
        k.if_space::<Const, _, u32>(g, |_, _| {});
    });
    m.emit().unwrap();
}
