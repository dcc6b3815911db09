// a constant's literal fits its type.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u16) {
            const N: u16 = 7000;
            st.global.u16 [out], N;
        }
    };
    m.emit().unwrap();
}
