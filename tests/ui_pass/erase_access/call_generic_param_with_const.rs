// Issue 7, hole 2: a `Ptr<Generic, T>` parameter may be stored through, so a .const
// pointer is passed only where `Ptr<Generic<Unknown<ReadOnly>>, T>` is declared.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let c = m.const_::<u32>("c", 4);
    let f = m.func("f", |k, (p,): (Ptr<Generic<Unknown<ReadOnly>>, u32>,)| {
        let v = k.ld(p);
    });
    m.entry("k", |k| {
        let p = k.cvta_var(c, 0);
        k.call(f, (p,));
    });
    m.emit().unwrap();
}
