// Only a pair of 16-bit halves (f16x2, bf16x2, u32) unpacks into halves.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let f = k.mov(1.0f32);
        let h = k.mov(F16x2(0x3c00_3c00));
        let _ = k.halves(h);
    });
    m.emit().unwrap();
}
