// multimem.red takes a multimem address: a .global pointer is not one.
#![allow(unused_variables, unused_imports)]
use typed_ptx::multimem::*;
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_multimem::<u32>("p");
        let g = k.param_ptr::<u32>("g");
        k.multimem_red(MultimemRedSem::Relaxed, AtomOp::Add, g, 1u32, Scope::Sys);
    });
    m.emit().unwrap();
}
