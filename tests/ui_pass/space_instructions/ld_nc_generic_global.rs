// DESIGN rule 4: `ld.global.nc` reads only .global memory, not a generic address, even one
// that came from .global.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<u32>("out");
        let g = k.cvta(p);
        let back = k.cvta_to_global(g);
        let _ = k.ld_nc(back);
    });
    m.emit().unwrap();
}
