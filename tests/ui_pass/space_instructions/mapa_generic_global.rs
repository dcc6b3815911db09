// DESIGN rule 4: `mapa` maps shared-memory addresses to another CTA of the cluster, not
// generic-from-.global ones.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<u32>("out");
        let g = k.cvta(p);
        let w = k.shared::<u32>("s", 4, Align(4));
        let h = k.cvta_var(w, 0);
        let _ = k.mapa_generic(h, 1u32);
    });
    m.emit().unwrap();
}
