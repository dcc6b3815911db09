// an address offset is a number known when the kernel is built, not a register.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let t = mov.u32 %tid.x;
            let v = ld.global.u32 [out+t];
            st.global.u32 [out], v;
        }
    };
    m.emit().unwrap();
}
