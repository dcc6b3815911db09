// DESIGN rule 9: the mbarrier forms with explicit semantics and scope take a .shared::cta address, not a generic one.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        let g = k.cvta_var(b, 0);
        let t = k.mbarrier_arrive_release(b, MbarScope::Cluster);
    });
    m.emit().unwrap();
}
