// Warp specialization: st.async stores 32- or 64-bit values, not 16-bit ones.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.shared::<u16>("v", 4, Align(4));
        let w = k.shared::<u32>("w", 4, Align(4));
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        k.st_async(w.widen(), 1u32, b.widen());
    });
    m.emit().unwrap();
}
