// A multimem address is not in a named space: cvta does not take it.
#![allow(unused_variables, unused_imports)]
use typed_ptx::multimem::*;
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_multimem::<u32>("p");
        let g = k.param_ptr::<u32>("g");
        let q = k.cvta(p);
    });
    m.emit().unwrap();
}
