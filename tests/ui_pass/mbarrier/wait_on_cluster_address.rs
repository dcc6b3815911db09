// DESIGN rule 9: a thread waits only on an mbarrier of its own CTA (.shared::cta), not on another CTA's.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        let p = k.addr_of(b);
        let r = k.mapa(p, 1u32);
        let ok = k.mbarrier_try_wait_parity(p, 0u32);
    });
    m.emit().unwrap();
}
