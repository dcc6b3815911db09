// `selp` does not mix a pointer and a number.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let g = cvta.global out;
            let t = mov.u32 %tid.x;
            let p = setp.eq.u32 t, 0;
            let q = selp.b64 g, g, p;
            st.u32 [q], 1;
        }
    };
    m.emit().unwrap();
}
