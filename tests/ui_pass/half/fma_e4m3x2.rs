// PTX has no arithmetic on FP8 pairs: convert them to f16x2 first.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let e = k.mov(E4m3x2(0x3838));
        let h = k.cvt::<F16x2, _>(e);
        let _ = k.fma(h, h, h);
    });
    m.emit().unwrap();
}
