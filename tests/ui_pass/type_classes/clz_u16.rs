// PTX `clz` takes a 32- or 64-bit integer, not a u16.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let x = k.param::<u16>("x");
        let y = k.param::<u32>("y");
        let _ = k.clz(y);
    });
    m.emit().unwrap();
}
