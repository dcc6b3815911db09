// DESIGN rule 9: a generic address that came from .global is not an mbarrier address.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let g = k.param_ptr::<Mbarrier>("g");
        let gg = k.cvta(g);
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        let gb = k.cvta_var(b, 0);
        k.mbarrier_arrive(gb);
    });
    m.emit().unwrap();
}
