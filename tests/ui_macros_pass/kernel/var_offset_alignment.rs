// `var+imm` must land on an element boundary.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            shared x: u32[2];
            let p = cvta.shared x+4;
            let v = ld.u32 [p];
            st.global.u32 [out], v;
        }
    };
    m.emit().unwrap();
}
