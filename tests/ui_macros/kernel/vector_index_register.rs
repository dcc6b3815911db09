// a vector's index is known when the kernel is built, not a register.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let v = ld.global.v4.u32 [out];
            let t = mov.u32 %tid.x;
            let y = add.u32 v[t], 1;
            st.global.u32 [out], y;
        }
    };
    m.emit().unwrap();
}
