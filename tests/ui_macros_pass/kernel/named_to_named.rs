// DESIGN rule 3: `cvta.to` takes a generic address; a .global one does not become .shared.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let s = cvta.global out;
            st.global.u32 [out], 1;
        }
    };
    m.emit().unwrap();
}
