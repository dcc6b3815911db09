// %tid.x is a .u32 register.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let t = mov.u32 %tid.x;
            st.global.u32 [out], 1;
        }
    };
    m.emit().unwrap();
}
