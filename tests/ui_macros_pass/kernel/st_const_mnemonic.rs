// DESIGN rule 4: PTX has no `st.const`.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        const c: u32 = [9];
        kernel k(out: global u32) {
            st.global.u32 [out], 1;
        }
    };
    m.emit().unwrap();
}
