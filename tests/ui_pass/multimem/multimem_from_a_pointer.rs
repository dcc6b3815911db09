// No pointer converts to a multimem address: it comes from param_multimem only.
#![allow(unused_variables, unused_imports)]
use typed_ptx::multimem::*;
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let g = k.param_ptr::<u32>("g");
        let p = k.param_multimem::<u32>("p");
    });
    m.emit().unwrap();
}
