// DESIGN rule 5: only .shared, .local and .const addresses have a 32-bit form; generic
// (from .global) ones do not.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<u32>("out");
        let g = k.cvta(p);
        let v = k.shared::<u32>("s", 4, Align(4));
        let s = k.addr_of(v);
        let _ = k.to_u32(s);
    });
    m.emit().unwrap();
}
