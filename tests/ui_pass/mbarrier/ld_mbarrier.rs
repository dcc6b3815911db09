// DESIGN rule 9: an mbarrier is opaque: it is not loaded with ld.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        let x = k.mbarrier_arrive(b);
    });
    m.emit().unwrap();
}
