// a loop's index exists only inside the loop: carry the last one out to use it after.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32, n: u32) {
            for i: u32 in 0..n {
                st.global.u32 [out], i;
            }
            st.global.u32 [out], i;
        }
    };
    m.emit().unwrap();
}
