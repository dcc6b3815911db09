// DESIGN rule 9: an mbarrier is opaque: cp.async does not copy into one.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        let w = k.shared::<u64>("w", 2, Align(16));
        let g = k.param_ptr::<u64>("g");
        k.cp_async_ca(w, g, CpSize::B8);
    });
    m.emit().unwrap();
}
