// DESIGN rule 3: a .const pointer is not converted to .param::entry directly: PTX changes
// state space only through the generic space (the legal route: cvta to generic, then test
// it with isspacep).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let c = m.const_::<u32>("c", 4);
    m.entry("k", |k| {
        let p = k.addr_of(c);
        let g = k.cvta(p);
        k.isspacep::<Param<Entry>, _, u32>(g);
    });
    m.emit().unwrap();
}
