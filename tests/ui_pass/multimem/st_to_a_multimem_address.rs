// A multimem address is written only by multimem.st and multimem.red: not by st.
#![allow(unused_variables, unused_imports)]
use typed_ptx::multimem::*;
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_multimem::<u32>("p");
        k.multimem_st(MultimemStSem::Weak, None, p, 1u32);
    });
    m.emit().unwrap();
}
