// DESIGN rule 9: mbarrier.try_wait takes a state token; a phase parity goes to try_wait_parity.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        let ok = k.mbarrier_try_wait_parity(b, 0u32);
    });
    m.emit().unwrap();
}
