// DESIGN rule 4: PTX `st` does not write .const memory (read-only to a kernel). Through
// the variable.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let c = m.const_::<u32>("c", 4);
    m.entry("k", |k| {
        let p = k.addr_of(c);
        let _ = k.ld(c.at(1));
    });
    m.emit().unwrap();
}
