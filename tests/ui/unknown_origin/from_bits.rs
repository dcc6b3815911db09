// DESIGN rule 2: a generic pointer made from an integer has an unknown origin; it is
// converted to a named space only after `isspacep` (`if_space`).
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let a = k.param::<u64>("a");
        let g = Ptr::<Generic, u32>::from_bits(a);
        k.cvta_to::<Global, u32>(g);
    });
    m.emit().unwrap();
}
