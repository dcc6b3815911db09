// `redux.sync.add` reduces .u32/.s32 values, not .u64.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let t = mov.u32 %tid.x;
            let w = cvt.u64.u32 t;
            let r = redux.sync.add.u32 t, 0xffffffff;
            st.global.u32 [out], r;
        }
    };
    m.emit().unwrap();
}
