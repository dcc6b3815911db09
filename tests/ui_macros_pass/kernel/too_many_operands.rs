// wrong operand count: `ld` takes one address.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            shared x: u32;
            st.shared.u32 [x], 1;
            let v = ld.shared.u32 [x];
            st.global.u32 [out], v;
        }
    };
    m.emit().unwrap();
}
