// PTX `ex2.approx` has no f64 form.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let d = k.mov(1.0f64);
        let f = k.mov(1.0f32);
        let _ = k.ex2(f);
    });
    m.emit().unwrap();
}
