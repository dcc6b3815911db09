// `cvta.global` converts a .global address; this variable is .shared.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            shared x: u32;
            let p = cvta.shared x;
            let v = ld.u32 [p];
            st.global.u32 [out], v;
        }
    };
    m.emit().unwrap();
}
