// `getctarank` of a generic address needs one that came from shared memory.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_90;
        kernel k(out: global u32) {
            shared buf: u32[4] align 16;
            let g = cvta.global out;
            let s = cvta.shared buf;
            let r = getctarank.u64 s;
            st.global.u32 [out], r;
        }
    };
    m.emit().unwrap();
}
