// PTX `prmt` permutes the bytes of 32-bit values.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let w = k.mov(1u64);
        let u = k.mov(1u32);
        let _ = k.prmt(u, u, 0x5410u32);
    });
    m.emit().unwrap();
}
