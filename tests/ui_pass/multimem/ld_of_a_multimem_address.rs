// A multimem address is read only by multimem.ld_reduce: PTX leaves ld of it undefined.
#![allow(unused_variables, unused_imports)]
use typed_ptx::multimem::*;
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_multimem::<u32>("p");
        let v = k.multimem_ld_reduce(MultimemLdSem::Weak, None, AtomOp::Add, false, p);
    });
    m.emit().unwrap();
}
