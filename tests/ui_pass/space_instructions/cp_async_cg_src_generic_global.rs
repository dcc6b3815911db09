// DESIGN rule 4: `cp.async` reads .global memory, not a generic address, even one that
// came from .global.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<u32>("out");
        let dst = k.shared::<u32>("d", 4, Align(16));
        let g = k.cvta(p);
        let back = k.cvta_to_global(g);
        k.cp_async_cg(dst, back);
    });
    m.emit().unwrap();
}
