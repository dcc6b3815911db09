// tf32 is a register format only: it is not loaded from memory (load f32 and `cvt.rna.tf32.f32`).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<f32>("p");
    });
    m.emit().unwrap();
}
