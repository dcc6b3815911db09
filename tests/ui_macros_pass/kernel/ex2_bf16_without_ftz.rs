// PTX's `ex2.approx` of bf16 flushes subnormals: it is spelled `.ftz`.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_90;
        kernel k(x: f32) {
            let b = cvt.rn.bf16.f32 x;
            let e = ex2.approx.ftz.bf16 b;
        }
    };
    m.emit().unwrap();
}
