// DESIGN rule 12: `stmatrix` writes .shared::cta only; a .global pointer does not
// compile.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_90;
        kernel k(out: global u16) {
            shared tile: u16[256] align 16;
            let f = frag_zero.u32 2;
            stmatrix.sync.aligned.m8n8.x2.shared.b16 [tile], f;
        }
    };
    m.emit().unwrap();
}
