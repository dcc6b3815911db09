// a negative immediate for an unsigned type.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let t = mov.u32 %tid.x;
            let v = add.s32 {0i32}, -1;
            st.global.u32 [out], t;
        }
    };
    m.emit().unwrap();
}
