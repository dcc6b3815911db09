// DESIGN rule 9: a u64 in .global is not an mbarrier.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let g = k.param_ptr::<u64>("g");
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        k.mbarrier_init(b, 1u32);
    });
    m.emit().unwrap();
}
