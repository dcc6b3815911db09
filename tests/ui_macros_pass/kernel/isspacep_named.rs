// `isspacep` tests a generic address; a .global one is already named.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let g = cvta.global out;
            let p = isspacep.global g;
            let v = selp.u32 1, 0, p;
            st.global.u32 [out], v;
        }
    };
    m.emit().unwrap();
}
