// Warp specialization: the completion operand of st.async is an mbarrier: a u64 in shared memory is not one.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.shared::<u32>("v", 4, Align(4));
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        let x = k.shared::<u64>("x", 1, Align(8));
        k.st_async(v.widen(), 1u32, b.widen());
    });
    m.emit().unwrap();
}
