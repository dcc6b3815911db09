// `cp.async.wait_group`'s count is 0..=7 (from the ptx-isa table).
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            cp.async.commit_group;
            cp.async.wait_group 7;
            st.global.u32 [out], 1;
        }
    };
    m.emit().unwrap();
}
