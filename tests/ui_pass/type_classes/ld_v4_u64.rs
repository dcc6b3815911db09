// PTX `.v4` vectors hold at most 128 bits: no `.v4` of 64-bit elements.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<u64>("out");
        let _ = k.ld_v2(p);
    });
    m.emit().unwrap();
}
