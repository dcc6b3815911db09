// DESIGN rule 4: `cp.async` writes .shared::cta memory, not .global.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<u32>("out");
        let src = k.param_ptr::<u32>("src");
        let dst = k.shared::<u32>("s", 4, Align(16));
        k.cp_async_ca(dst, src, CpSize::B4);
    });
    m.emit().unwrap();
}
