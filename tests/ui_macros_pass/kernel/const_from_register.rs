// a constant's value is known when the kernel is built, not a register.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let t = mov.u32 %tid.x;
            const N: u32 = 7;
            st.global.u32 [out], N;
        }
    };
    m.emit().unwrap();
}
