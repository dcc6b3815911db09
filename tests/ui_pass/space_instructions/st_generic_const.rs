// DESIGN rule 4: a generic address that came from .const is not stored to.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let c = m.const_::<u32>("c", 4);
    m.entry("k", |k| {
        let p = k.addr_of(c);
        let g = k.cvta(p);
        let _ = k.ld(g);
    });
    m.emit().unwrap();
}
