// an unrolled loop carries nothing: a name it rebinds keeps its last value.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let acc = mov.u32 0;
            for i in 0..8 unroll {
                let acc = add.u32 acc, i;
            }
            st.global.u32 [out], acc;
        }
    };
    m.emit().unwrap();
}
