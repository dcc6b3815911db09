// DESIGN rule 9: the mbarrier instructions take a .shared::cta address; a pointer to an Mbarrier in .global is not one.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let g = k.param_ptr::<Mbarrier>("g");
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        k.mbarrier_init(b, 1u32);
    });
    m.emit().unwrap();
}
