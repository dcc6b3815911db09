// DESIGN rule 4: PTX has no atomics on .local.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            shared x: u32;
            local l: u32;
            let o = atom.shared.add.u32 [x], 1;
            st.global.u32 [out], o;
        }
    };
    m.emit().unwrap();
}
