// Warp specialization: red.async reduces integers: PTX has no red.async on f32.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.shared::<f32>("v", 4, Align(4));
        let w = k.shared::<u32>("w", 4, Align(4));
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        k.red_async(AtomOp::Add, w.widen(), 1u32, b.widen());
    });
    m.emit().unwrap();
}
