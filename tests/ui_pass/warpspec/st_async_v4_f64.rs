// Warp specialization: st.async.v4 stores at most 128 bits: four f64 do not fit.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.shared::<f64>("v", 4, Align(16));
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        let x = k.mov(1.0f64);
        k.st_async_v2(v.widen(), [x, x], b.widen());
    });
    m.emit().unwrap();
}
