// PTX `cvt` has no conversion from f16 to tf32 (tf32 comes from f32 only).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let h = k.mov(F16(0x3c00));
        let f = k.mov(1.0f32);
        let _ = k.cvt::<Tf32, f32>(f);
    });
    m.emit().unwrap();
}
