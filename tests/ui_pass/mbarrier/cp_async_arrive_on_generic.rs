// DESIGN rule 9: cp.async.mbarrier.arrive takes a .shared::cta address, not a generic one.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        let g = k.cvta_var(b, 0);
        k.cp_async_mbarrier_arrive(b);
    });
    m.emit().unwrap();
}
