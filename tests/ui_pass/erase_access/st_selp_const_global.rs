// Issue 7, hole 2: a `selp` of a .const and a .global pointer may be the .const one:
// read-only.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let c = m.const_::<u32>("c", 4);
    let g = m.global::<u32>("g", 4);
    m.entry("k", |k| {
        let t = k.tid_x();
        let odd = k.setp(Cmp::Ne, t, 0u32);
        let (a, b) = (k.cvta_var(c, 0), k.cvta_var(g, 0));
        let p = k.selp_ptr(a, b, odd);
        let v = k.ld(p);
    });
    m.emit().unwrap();
}
