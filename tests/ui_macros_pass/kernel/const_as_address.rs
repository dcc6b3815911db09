// a constant is not an address.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            const N: u64 = 16;
            let v = ld.global.u32 [out+N];
            st.global.u32 [out], v;
        }
    };
    m.emit().unwrap();
}
