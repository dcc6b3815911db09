// PTX `atom` takes 32- and 64-bit values, not u16.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<u16>("out");
        let q = k.param_ptr::<u32>("out2");
        let _ = k.atom(AtomOp::Add, q, 1u32);
    });
    m.emit().unwrap();
}
