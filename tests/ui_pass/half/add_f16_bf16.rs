// Half arithmetic takes operands of one type: f16 and bf16 do not mix.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let h = k.mov(F16(0x3c00));
        let b = k.mov(Bf16(0x3f80));
        let _ = k.add(h, h);
    });
    m.emit().unwrap();
}
