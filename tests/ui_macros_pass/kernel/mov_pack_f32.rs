// `mov.b32 {lo, hi}` packs two 16-bit halves, not f32 registers.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(x: f32) {
            let h = cvt.rn.f16.f32 x;
            let p = mov.b32 {h, h};
        }
    };
    m.emit().unwrap();
}
