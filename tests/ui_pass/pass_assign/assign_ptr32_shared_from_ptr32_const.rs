// DESIGN rule 3: a 32-bit .shared::cta address register is not assigned a 32-bit .const
// address.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let c = k.param::<u32>("n");
        let v = k.shared::<u32>("s", 4, Align(4));
        let s = k.addr_of(v);
        let s32 = k.to_u32(s);
        let t32 = k.to_u32(s);
        let w = k.local::<u32>("l", 4, Align(4));
        let l = k.addr_of(w);
        let l32 = k.to_u32(l);
        let _ = c;
        let s32 = k.mov_ptr(s32); // an assignable copy
        k.assign_ptr(s32, t32);
    });
    m.emit().unwrap();
}
