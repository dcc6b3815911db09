// DESIGN rule 1: `cvta` converts a named-space address to generic; a generic address is
// already generic.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<u32>("out");
        let a = k.param::<u64>("a");
        let g = Ptr::<Generic<Unknown<ReadOnly>>, u32>::from_bits(a);
        let _ = k.cvta(p);
    });
    m.emit().unwrap();
}
