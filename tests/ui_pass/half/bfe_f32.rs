// PTX `bfe` extracts bits from 32- and 64-bit integers, not floats.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let f = k.mov(1.0f32);
        let u = k.mov(0xf0u32);
        let _ = k.bfe(u, 4u32, 4u32);
    });
    m.emit().unwrap();
}
