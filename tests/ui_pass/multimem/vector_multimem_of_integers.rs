// A vector multimem access is of floating-point values: not of u32s.
#![allow(unused_variables, unused_imports)]
use typed_ptx::multimem::*;
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_multimem::<u32>("p");
        let f = k.param_multimem::<f32>("f");
        let v = k.multimem_ld_reduce_v4(MultimemLdSem::Weak, None, AtomOp::Add, false, f);
    });
    m.emit().unwrap();
}
