// DESIGN rule 2: a generic pointer that came from .shared::cluster converts back only to
// .shared::cluster; `cvta.to.shared::cta` of it is not allowed.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.shared::<u32>("s", 4, Align(4));
        let p = k.addr_of(v).widen();
        let g = k.cvta(p);
        k.cvta_to::<Shared<Cluster>, u32>(g);
    });
    m.emit().unwrap();
}
