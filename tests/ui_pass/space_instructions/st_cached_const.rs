// DESIGN rule 4: PTX `st` does not write .const memory (read-only to a kernel). With a
// cache operator.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let c = m.const_::<u32>("c", 4);
    m.entry("k", |k| {
        let p = k.addr_of(c);
        let _ = k.ld_cached(p, LdCache::Cg);
    });
    m.emit().unwrap();
}
