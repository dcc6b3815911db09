// DESIGN rule 3: a generic pointer that came from .global is not assigned one that came
// from .shared::cta (its origin would be wrong).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let out = k.param_ptr::<u32>("out");
        let other = k.param_ptr::<u32>("other");
        let g = k.cvta(out);
        let h = k.cvta(other);
        let v = k.shared::<u32>("s", 4, Align(4));
        let s = k.cvta_var(v, 0);
        let g = k.mov_ptr(g); // an assignable copy
        k.assign_ptr(g, h);
    });
    m.emit().unwrap();
}
