// DESIGN rule 2: a generic pointer made from an integer has an unknown origin and is
// read-only; it is converted to a named space only after `isspacep` (`if_space`), into a
// read-only one (to store through it, say what it is with `unsafe from_bits_unchecked`).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let a = k.param::<u64>("a");
        let g = Ptr::<Generic<Unknown<ReadOnly>>, u32>::from_bits(a);
        k.if_space::<Const, _, u32>(g, |_, _| {});
    });
    m.emit().unwrap();
}
