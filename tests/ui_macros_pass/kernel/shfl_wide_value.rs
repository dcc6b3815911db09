// shfl.sync moves a 32-bit register: a u64 does not compile.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let t = mov.u32 %tid.x;
            let c = mov.u64 %clock64;
            let o = shfl.sync.down.b32 t, 1, 0x1f, 0xffffffff;
            st.global.u32 [out], t;
        }
    };
    m.emit().unwrap();
}
