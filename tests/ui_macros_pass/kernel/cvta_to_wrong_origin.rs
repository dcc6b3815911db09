// DESIGN rule 2: a generic address that came from .shared does not convert to .global.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            shared x: u32;
            st.shared.u32 [x], 42;
            let p = cvta.shared x;
            let g = cvta.to.shared p;
            let v = ld.u32 [p];
            st.global.u32 [out], v;
        }
    };
    m.emit().unwrap();
}
