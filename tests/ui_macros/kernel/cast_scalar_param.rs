// `as T` views a `global` pointer or a `param` variable, not a scalar.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32, n: u32 as f32) {
            st.global.u32 [out], n;
        }
    };
    m.emit().unwrap();
}
