// DESIGN rule 6: `cvta` is always .u64 in a 64-bit module.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            shared x: u32;
            let p = cvta.shared.u64 x;
            let v = ld.u32 [p];
            st.global.u32 [out], v;
        }
    };
    m.emit().unwrap();
}
