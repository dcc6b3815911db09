// DESIGN rule 4: PTX `st` does not write .const memory (read-only to a kernel). As a
// vector.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let c = m.const_aligned::<u32>("c", 4, Align(16));
    m.entry("k", |k| {
        let p = k.addr_of(c);
        let x = k.tid_x();
        let _ = k.ld_v4(p);
    });
    m.emit().unwrap();
}
