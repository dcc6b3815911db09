// DESIGN rule 4: PTX `st` does not write kernel .param memory (read-only to a kernel).
// Through the variable.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.param_var::<u32>("p");
        let p = k.addr_of(v);
        let _ = k.ld(v);
    });
    m.emit().unwrap();
}
