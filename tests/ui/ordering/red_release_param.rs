// PTX has no reductions on kernel parameters (.param), with or without memory-order qualifiers.
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let a = k.param_var::<u32>("a");
        k.red_release(AtomOp::Add, a, 1u32, Scope::Gpu);
    });
    m.emit().unwrap();
}
