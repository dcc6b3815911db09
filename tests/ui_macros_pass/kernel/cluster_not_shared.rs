// `.shared::cluster` takes a shared address; a .global one is not.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_90;
        kernel k(out: global u32) {
            shared x: u32;
            let v = ld.shared::cluster.u32 [x];
            st.global.u32 [out], v;
        }
    };
    m.emit().unwrap();
}
