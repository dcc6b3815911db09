// Warp specialization: getctarank of a generic address needs one that came from shared memory; an
// address of unknown origin may be global or local.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let bits = k.param::<u64>("g");
        let g = Ptr::<Generic<Unknown<ReadOnly>>, u32>::from_bits(bits);
        let v = k.shared::<u32>("v", 4, Align(4));
        let s = k.cvta_var(v, 0);
        let r = k.getctarank(s);
    });
    m.emit().unwrap();
}
