// DESIGN rule 9: a u64 in .shared is not an mbarrier (declare the element type Mbarrier).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let w = k.shared::<u64>("w", 1, Align(8));
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        k.mbarrier_init(b, 1u32);
    });
    m.emit().unwrap();
}
