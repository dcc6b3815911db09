// wrong width: `ld.global.u64` through a pointer to u32.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let v = ld.global.u32 [out];
            st.global.u32 [out], 1;
        }
    };
    m.emit().unwrap();
}
