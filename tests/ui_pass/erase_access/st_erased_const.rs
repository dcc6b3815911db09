// Issue 7, hole 2: forgetting a .const origin keeps the pointer read-only: the
// erased pointer is `Generic<Unknown<ReadOnly>>`, which PTX `st` does not take.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let c = m.const_::<u32>("c", 4);
    m.entry("k", |k| {
        let p = k.cvta_var(c, 0).erase();
        let v = k.ld(p);
    });
    m.emit().unwrap();
}
