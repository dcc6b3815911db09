// A multimem address is read only by multimem.ld_reduce: PTX leaves ld of it undefined.
#![allow(unused_variables, unused_imports)]
use typed_ptx::multimem::*;
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_multimem::<u32>("p");
        let v = k.ld(p);
    });
    m.emit().unwrap();
}
