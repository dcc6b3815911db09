// PTX `cvt` converts between integer and floating-point types; it has no `.pred` form.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let x = k.param::<f32>("x");
        let _ = k.cvt::<u32, f32>(x);
    });
    m.emit().unwrap();
}
