// an unrolled loop over literal bounds writes its body once per pass: more than 4096
// passes is refused (a typo would otherwise hang the build); 4096 are accepted.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let acc = mov.u32 0;
            for i in 0..4096 unroll {
                let acc = add.u32 acc, i;
            }
            st.global.u32 [out], acc;
        }
    };
    m.emit().unwrap();
}
