// DESIGN rule 5: a device function cannot take a 32-bit .global address: .global has no
// 32-bit window.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.func("f", |_, (_q,): (Ptr32<Shared<Cta>, u32>,)| {});
    m.entry("k", |k| {
        let _ = k.param_ptr::<u32>("out");
    });
    m.emit().unwrap();
}
