// `cvt.rn.relu` from f32 produces f16 or bf16 only.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let f = k.mov(1.0f32);
        let _ = k.cvt_relu::<Bf16>(f);
    });
    m.emit().unwrap();
}
