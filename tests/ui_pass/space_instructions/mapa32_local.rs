// DESIGN rule 4: `mapa` maps shared-memory addresses to another CTA of the cluster, not
// 32-bit .local ones.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.local::<u32>("l", 4, Align(4));
        let p = k.addr_of(v);
        let p32 = k.to_u32(p);
        let w = k.shared::<u32>("s", 4, Align(4));
        let s = k.addr_of(w);
        let s32 = k.to_u32(s);
        let _ = k.mapa32(s32, 1u32);
    });
    m.emit().unwrap();
}
