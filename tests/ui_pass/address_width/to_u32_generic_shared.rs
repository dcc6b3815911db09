// DESIGN rule 5: only .shared, .local and .const addresses have a 32-bit form; generic
// (even from .shared::cta) ones do not.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.shared::<u32>("s", 4, Align(4));
        let p = k.addr_of(v);
        let g = k.cvta(p);
        let back = k.cvta_to_shared(g);
        let _ = k.to_u32(back);
    });
    m.emit().unwrap();
}
