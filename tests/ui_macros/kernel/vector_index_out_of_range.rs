// a vector's index is less than its length.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let v = ld.global.v4.u32 [out];
            let y = add.u32 v[4], 1;
            st.global.u32 [out], y;
        }
    };
    m.emit().unwrap();
}
