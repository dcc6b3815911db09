// PTX `mul.wide` takes 16- or 32-bit integers; there is no 128-bit result.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let x = k.param::<u64>("x");
        let y = k.param::<u32>("y");
        let _ = k.mul_wide(y, y);
    });
    m.emit().unwrap();
}
