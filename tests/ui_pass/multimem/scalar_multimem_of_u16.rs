// A scalar multimem access is of 32 or 64 bits: not of a u16.
#![allow(unused_variables, unused_imports)]
use typed_ptx::multimem::*;
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_multimem::<u16>("p");
        let q = k.param_multimem::<u32>("q");
        let v = k.multimem_ld_reduce(MultimemLdSem::Weak, None, AtomOp::Add, false, q);
    });
    m.emit().unwrap();
}
