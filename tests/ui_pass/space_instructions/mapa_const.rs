// DESIGN rule 4: `mapa` maps shared-memory addresses to another CTA of the cluster, not
// .const ones.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let c = m.const_::<u32>("c", 4);
    m.entry("k", |k| {
        let p = k.addr_of(c);
        let w = k.shared::<u32>("s", 4, Align(4));
        let s = k.addr_of(w);
        let _ = k.mapa(s, 1u32);
    });
    m.emit().unwrap();
}
