// DESIGN rule 3: a .shared::cta pointer is not converted to .shared::cluster directly: PTX
// changes state space only through the generic space (the legal route is the free widening
// `widen`).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.shared::<u32>("s", 4, Align(4));
        let p = k.addr_of(v);
        let g = k.cvta(p);
        let _q = p.widen();
    });
    m.emit().unwrap();
}
