// a label inside an unrolled loop would be placed once per pass.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let t = mov.u32 %tid.x;
            for i in 0..2 unroll {
            // again:
                st.global.u32 [out], t;
            }
        }
    };
    m.emit().unwrap();
}
