// DESIGN rule 9: a generic address of unknown origin may not be in .shared::cta, so it is not an mbarrier address.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        let gb = k.cvta_var(b, 0);
        let u = gb.erase();
        k.mbarrier_inval(gb);
    });
    m.emit().unwrap();
}
