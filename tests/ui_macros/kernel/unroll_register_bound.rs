// an unrolled loop's bounds are known when the kernel is built, not a register.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32, n: u32) {
            let acc = mov.u32 0;
            for i in 0..n unroll {
                let acc = add.u32 acc, i;
            }
            st.global.u32 [out], acc;
        }
    };
    m.emit().unwrap();
}
