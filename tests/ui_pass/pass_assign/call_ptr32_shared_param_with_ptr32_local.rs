// DESIGN rule 3: a device function taking a 32-bit .shared::cta address is not passed a
// 32-bit .local one.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let f = m.func("f", |k, (q,): (Ptr32<Shared<Cta>, u32>,)| {
        k.st(q, 1u32);
    });
    m.entry("k", |k| {
        let v = k.shared::<u32>("s", 4, Align(4));
        let s = k.addr_of(v);
        let s32 = k.to_u32(s);
        let w = k.local::<u32>("l", 4, Align(4));
        let l = k.addr_of(w);
        let l32 = k.to_u32(l);
        k.call(f, (s32,));
    });
    m.emit().unwrap();
}
