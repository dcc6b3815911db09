// DESIGN rule 2: `cvta_to_shared_cluster` takes only a generic pointer that came from
// .shared::cluster; this one came from .shared::cta.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.shared::<u32>("s", 4, Align(4));
        let p = k.addr_of(v);
        let g = k.cvta(p);
        k.cvta_to_shared(g);
    });
    m.emit().unwrap();
}
