// tf32 is an operand format of the tensor cores only: PTX has no add.tf32.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let t = k.mov(Tf32(0x3f80_0000));
        let f = k.mov(1.0f32);
        let _ = k.add(f, f);
    });
    m.emit().unwrap();
}
