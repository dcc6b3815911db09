// DESIGN rule 4: an L1 eviction priority applies to .global accesses, not .shared::cta.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let g = k.param_ptr::<u32>("g");
        let v = k.shared::<u32>("s", 4, Align(4));
        let p = k.addr_of(v);
        let _ = k.ld_evict(L1Evict::EvictFirst, None, g);
    });
    m.emit().unwrap();
}
