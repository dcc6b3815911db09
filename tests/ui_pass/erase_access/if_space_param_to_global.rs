// Issue 7, hole 2: `isspacep.global` is also true for kernel .param addresses, so
// a read-only origin cannot be checked into a space that can be stored to.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.param_var::<u32>("n");
        let p = k.cvta_var(v, 0);
        k.if_space::<Param<Entry>, _, u32>(p, |k, q| { let x = k.ld(q); });
    });
    m.emit().unwrap();
}
