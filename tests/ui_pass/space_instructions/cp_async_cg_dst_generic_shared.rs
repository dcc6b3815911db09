// DESIGN rule 4: `cp.async` writes .shared::cta memory, not a generic address, even one
// that came from .shared::cta.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.shared::<u32>("s", 4, Align(16));
        let p = k.addr_of(v);
        let src = k.param_ptr::<u32>("src");
        let g = k.cvta(p);
        let back = k.cvta_to_shared(g);
        k.cp_async_cg(back, src);
    });
    m.emit().unwrap();
}
