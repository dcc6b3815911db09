// DESIGN rule 9: cp.async.mbarrier.arrive takes a .shared::cta address, or a generic one that came from .shared::cta, not a generic one that came from .global.
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let g = k.param_ptr::<Mbarrier>("g");
        let gg = k.cvta(g);
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        let gb = k.cvta_var(b, 0);
        k.cp_async_mbarrier_arrive(gg);
    });
    m.emit().unwrap();
}
