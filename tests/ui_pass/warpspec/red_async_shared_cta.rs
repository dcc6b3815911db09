// Warp specialization: red.async reduces through a .shared::cluster address, not a .shared::cta one.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.shared::<u32>("v", 4, Align(4));
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        k.red_async(AtomOp::Add, v.widen(), 1u32, b.widen());
    });
    m.emit().unwrap();
}
