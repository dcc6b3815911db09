// `bar.sync`'s barrier id is 0..=15 (from the ptx-isa table).
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            bar.sync 15;
            st.global.u32 [out], 1;
        }
    };
    m.emit().unwrap();
}
