// DESIGN rule 12: `ldmatrix` reads .shared::cta only; a .global pointer does not
// compile.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u16, outu: global u32) {
            shared tile: u16[256] align 16;
            let f = ldmatrix.sync.aligned.m8n8.x4.shared.b16 [tile];
            st.global.u32 [outu], {f[0]};
        }
    };
    m.emit().unwrap();
}
