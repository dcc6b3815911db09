// DESIGN rule 5 (an illegal cast): a generic address has no 32-bit form.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            shared x: u32;
            let g = cvta.shared x;
            let sx = cvta.to.shared g;
            let a = cvt.u32.u64 sx;
            st.global.u32 [out], 1;
        }
    };
    m.emit().unwrap();
}
