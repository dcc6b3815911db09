// DESIGN rule 9: a u64 is not an mbarrier state token.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        let t = k.mbarrier_arrive(b);
        let x = k.mov(5u64);
        let ok = k.mbarrier_test_wait(b, t);
    });
    m.emit().unwrap();
}
