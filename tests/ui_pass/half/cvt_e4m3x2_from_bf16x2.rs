// An FP8 pair is converted from a f16x2, not a bf16x2 (a Bf16x2 register where F16x2 is expected).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let b = k.mov(Bf16x2(0x3f80_3f80));
        let h = k.mov(F16x2(0x3c00_3c00));
        let _ = k.cvt::<E4m3x2, _>(h);
    });
    m.emit().unwrap();
}
