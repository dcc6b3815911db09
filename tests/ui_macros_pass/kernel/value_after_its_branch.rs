// a value made in an `if` branch exists only inside it: give it from both branches.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32, n: u32) {
            let big = setp.gt.u32 n, 4;
            if big {
                let half = shr.b32 n, 1;
                st.global.u32 [out], half;
            }
            st.global.u32 [out], n;
        }
    };
    m.emit().unwrap();
}
