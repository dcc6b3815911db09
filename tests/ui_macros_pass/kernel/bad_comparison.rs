// `setp`'s comparison is one of .eq .ne .lt .le .gt .ge.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let t = mov.u32 %tid.x;
            let p = setp.lt.u32 t, 4;
            let v = selp.u32 1, 0, p;
            st.global.u32 [out], v;
        }
    };
    m.emit().unwrap();
}
