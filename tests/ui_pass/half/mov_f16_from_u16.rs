// A half-precision constant is written by its bits as `F16(..)`, not as an integer.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let _ = k.mov::<F16>(F16(0x3c00));
    });
    m.emit().unwrap();
}
