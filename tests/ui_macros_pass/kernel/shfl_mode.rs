// shfl.sync's mode is up, down, bfly or idx (reported at the mode).
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let t = mov.u32 %tid.x;
            let o = shfl.sync.down.b32 t, 1, 0x1f, 0xffffffff;
            st.global.u32 [out], o;
        }
    };
    m.emit().unwrap();
}
