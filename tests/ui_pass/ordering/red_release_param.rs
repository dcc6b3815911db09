// PTX has no reductions on kernel parameters (.param), with or without memory-order qualifiers.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let a = k.param_var::<u32>("a");
        let x = k.ld(a);
    });
    m.emit().unwrap();
}
