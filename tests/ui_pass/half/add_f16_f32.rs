// A half instruction given an f32 register does not compile: convert it first (`cvt`).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let h = k.mov(F16(0x3c00));
        let f = k.mov(1.0f32);
        let _ = k.add(h, h);
    });
    m.emit().unwrap();
}
