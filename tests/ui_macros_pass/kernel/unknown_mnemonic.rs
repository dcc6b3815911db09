// an unknown mnemonic is reported at the mnemonic, with near matches.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            shared x: u32;
            let v = ld.shared.u32 [x];
            st.global.u32 [out], v;
        }
    };
    m.emit().unwrap();
}
