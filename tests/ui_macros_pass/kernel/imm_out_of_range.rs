// an immediate that does not fit the instruction's type.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32, h: u16) {
            let v = add.u16 h, 7000;
            st.global.u32 [out], 1;
        }
    };
    m.emit().unwrap();
}
