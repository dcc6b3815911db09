// Warp specialization: st.async writes through a .shared::cluster address: a .shared::cta variable
// must be widened (or mapped to another CTA with mapa) first.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.shared::<u32>("v", 4, Align(4));
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        k.st_async(v.widen(), 1u32, b.widen());
    });
    m.emit().unwrap();
}
