// DESIGN rule 9: an mbarrier state token is its own register type, not an integer: it cannot be added.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        let t = k.mbarrier_arrive(b);
        let x = k.mbarrier_test_wait(b, t);
    });
    m.emit().unwrap();
}
