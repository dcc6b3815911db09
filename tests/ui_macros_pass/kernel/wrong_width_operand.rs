// wrong width: a .u64 register where the instruction's type is .u32.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32, n: u64) {
            let t = mov.u32 %tid.x;
            let v = add.u64 n, n;
            st.global.u32 [out], t;
        }
    };
    m.emit().unwrap();
}
