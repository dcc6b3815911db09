// DESIGN rule 2: `selp` of generic pointers from .global and .shared::cta has an unknown
// origin; it is converted to a named space only after `isspacep` (`if_space`).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let v = k.shared::<u32>("s", 4, Align(4));
        let a = k.cvta(out);
        let b = k.cvta_var(v, 0);
        let t = k.tid_x();
        let c = k.setp(Cmp::Lt, t, 16u32);
        let g = k.selp_ptr(a, b, c);
        k.if_space::<Shared<Cta>, _, u32>(g, |_, _| {});
    });
    m.emit().unwrap();
}
