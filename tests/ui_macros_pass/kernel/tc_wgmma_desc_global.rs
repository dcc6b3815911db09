// DESIGN rule 12: a wgmma matrix descriptor is made only from a .shared::cta address; a
// .global pointer does not compile.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_90a;
        kernel k(out: global u16) {
            shared mat: u16[1024] align 1024;
            let d = wgmma_desc.b128.bf16 [mat], 16, 1024;
        }
    };
    m.emit().unwrap();
}
