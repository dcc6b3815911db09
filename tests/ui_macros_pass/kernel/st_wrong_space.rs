// DESIGN rule 4: `st.local` takes a .local address, not a .global one.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            st.global.u32 [out], 1;
        }
    };
    m.emit().unwrap();
}
