// `cvt` packs two f32 into f16x2, bf16x2 or an FP8 pair, never into tf32.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let f = k.mov(1.0f32);
        let _ = k.cvt_pack::<Bf16x2>(f, f);
    });
    m.emit().unwrap();
}
