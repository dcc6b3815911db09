// Warp specialization: st.async takes a .shared::cluster address, not a generic one (even one that
// came from shared memory).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.shared::<u32>("v", 4, Align(4));
        let g = k.cvta_var(v.widen(), 0);
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        k.st_async(v.widen(), 1u32, b.widen());
    });
    m.emit().unwrap();
}
