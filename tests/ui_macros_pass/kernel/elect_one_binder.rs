// `elect.sync` defines the leader's lane and a predicate: bind both.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_90;
        kernel k(out: global u32) {
            let (lane, leader) = elect.sync 0xffffffff;
            st.global.u32 [out], lane;
        }
    };
    m.emit().unwrap();
}
