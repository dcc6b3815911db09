// An atomic on a multimem address is not one on every copy: atom does not take it.
#![allow(unused_variables, unused_imports)]
use typed_ptx::multimem::*;
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_multimem::<u32>("p");
        let v = k.atom(AtomOp::Add, p, 1u32);
    });
    m.emit().unwrap();
}
