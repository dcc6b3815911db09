// DESIGN rule 4: no atomics through a generic pointer that came from .local.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            shared x: u32;
            local l: u32;
            let gl = cvta.local l;
            let gs = cvta.shared x;
            let o = atom.add.u32 [gs], 1;
            st.global.u32 [out], o;
        }
    };
    m.emit().unwrap();
}
