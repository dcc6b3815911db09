// Issue 7, hole 2: forgetting a .param origin keeps the pointer read-only.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.param_var::<u32>("n");
        let p = k.cvta_var(v, 0).erase();
        let x = k.ld(p);
    });
    m.emit().unwrap();
}
