// `cvt` from a float to an integer rounds with .rzi.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32, f: f32) {
            let a = cvt.rzi.u32.f32 f;
            st.global.u32 [out], a;
        }
    };
    m.emit().unwrap();
}
