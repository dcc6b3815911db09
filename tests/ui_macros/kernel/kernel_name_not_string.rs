// a kernel's PTX name from Rust is a string.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k = {42u32}(out: global u32) {
            st.global.u32 [out], 1;
        }
    };
    m.emit().unwrap();
}
