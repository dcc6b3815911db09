// DESIGN rule 4: `cp.async` writes .shared::cta memory, not .global. `cp.async` reads
// .global memory, not .shared::cta.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<u32>("out");
        let dst = k.shared::<u32>("d", 4, Align(16));
        let src = k.addr_of(dst);
        k.cp_async_ca(src, p, CpSize::B16);
    });
    m.emit().unwrap();
}
