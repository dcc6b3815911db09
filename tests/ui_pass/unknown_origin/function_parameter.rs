// DESIGN rule 2: a device function's `Ptr<Generic, T>` parameter has an unknown origin; it
// is converted to a named space only after `isspacep` (`if_space`).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let f = m.func("f", |k, (g,): (Ptr<Generic, u32>,)| {
        k.if_space::<Global, _, u32>(g, |_, _| {});
    });
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let g = k.cvta(out);
        k.call(f, (g,));
    });
    m.emit().unwrap();
}
