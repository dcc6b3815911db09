// DESIGN rule 3: a .param::entry pointer is not converted to .shared::cluster directly:
// PTX changes state space only through the generic space (the legal route: cvta to
// generic, then test it with isspacep).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.param_var::<u32>("p");
        let p = k.addr_of(v);
        let g = k.cvta(p);
        k.isspacep::<Shared<Cluster>, _, u32>(g);
    });
    m.emit().unwrap();
}
