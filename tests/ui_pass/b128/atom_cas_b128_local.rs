// The 128-bit atomics take generic, .global and .shared addresses: .local memory is
// private to the thread, so `atom.local.cas.b128` does not exist.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let s = k.shared::<B128>("s", 1, Align(16));
        let l = k.local::<B128>("l", 1, Align(16));
        let lo = k.mov(1u64);
        let v = k.mov_b128(lo, lo);
        let old = k.atom_cas_b128(s, v, v);
    });
    m.emit().unwrap();
}
