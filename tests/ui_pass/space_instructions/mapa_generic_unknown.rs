// DESIGN rule 4: `mapa` maps shared-memory addresses to another CTA of the cluster, not
// unknown-origin generic ones.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.shared::<u32>("s", 4, Align(4));
        let p = k.addr_of(v);
        let g = k.cvta(p);
        let _ = k.mapa_generic(g, 1u32);
    });
    m.emit().unwrap();
}
