// `atom.and` takes .b32/.b64, not .u32.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let o = atom.global.and.b32 [out], 1;
            st.global.u32 [out], o;
        }
    };
    m.emit().unwrap();
}
