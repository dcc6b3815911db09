// Issue 7, hole 4: inside a .func, `ld.param` reads the function's own .param::func
// space, so a kernel's .param::entry address cannot be a device-function parameter (its
// generic address can).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let f = m.func("f", |k, (p,): (Ptr<Generic<Param<Entry>>, u32>,)| {
        let v = k.ld(p);
    });
    m.emit().unwrap();
}
