// A .v8 multimem access is of 16-bit values (eight make 128 bits): not of f32.
#![allow(unused_variables, unused_imports)]
use typed_ptx::multimem::*;
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_multimem::<f32>("p");
        let v = k.multimem_ld_reduce_v8(MultimemLdSem::Weak, None, AtomOp::Add, false, p);
        k.multimem_red_v8(MultimemRedSem::Relaxed, p, v, Scope::Sys);
    });
    m.emit().unwrap();
}
