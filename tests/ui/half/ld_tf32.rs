// tf32 is a register format only: it is not loaded from memory (load f32 and `cvt.rna.tf32.f32`).
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<Tf32>("p");
    });
    m.emit().unwrap();
}
