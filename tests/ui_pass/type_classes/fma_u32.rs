// PTX `fma` takes f32 or f64 (integers use `mad`).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let x = k.param::<u32>("x");
        let y = k.param::<f32>("y");
        let _ = k.fma(y, y, y);
    });
    m.emit().unwrap();
}
