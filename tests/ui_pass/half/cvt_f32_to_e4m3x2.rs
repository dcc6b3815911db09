// FP8 conversions from f32 make a pair from two values (`cvt_pack`); `cvt` of one f32 to an FP8 pair does not exist.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let f = k.mov(1.0f32);
        let _ = k.cvt_pack::<E4m3x2>(f, f);
    });
    m.emit().unwrap();
}
