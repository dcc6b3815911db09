// A Bf16x2 register cannot be stored where F16x2 data is expected: the bits mean another format.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let out = k.param_ptr::<F16x2>("out");
        let b = k.mov(Bf16x2(0x3f80_3f80));
        let h = k.mov(F16x2(0x3c00_3c00));
        k.st(out, h);
    });
    m.emit().unwrap();
}
