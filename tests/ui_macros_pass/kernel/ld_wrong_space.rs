// DESIGN rule 4: `ld.global` takes a .global address, not a .shared one.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            shared x: u32;
            st.shared.u32 [x], 1;
            let p = cvta.shared x;
            let sp = cvta.to.shared p;
            let v = ld.shared.u32 [sp];
            st.global.u32 [out], v;
        }
    };
    m.emit().unwrap();
}
