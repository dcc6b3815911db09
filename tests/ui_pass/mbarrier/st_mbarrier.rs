// DESIGN rule 9: an mbarrier is opaque: it is not stored with st.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        let t = k.mbarrier_arrive(b);
        k.mbarrier_inval(b);
    });
    m.emit().unwrap();
}
