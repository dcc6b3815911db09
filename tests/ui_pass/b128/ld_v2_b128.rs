// PTX vectors hold at most 128 bits: `ld.global.v2.b128` would load 256, and ptxas refuses
// it; a .b128 value is loaded whole with `ld`.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<B128>("p");
        let v = k.ld(p);
    });
    m.emit().unwrap();
}
