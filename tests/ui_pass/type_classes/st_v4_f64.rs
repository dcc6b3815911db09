// PTX `.v4` vectors hold at most 128 bits: no `.v4` of 64-bit elements.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<f64>("out");
        let x = k.ld(p);
        k.st_v2(p, [x, x]);
    });
    m.emit().unwrap();
}
