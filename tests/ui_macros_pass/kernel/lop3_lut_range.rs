// `lop3`'s truth table is an 8-bit immediate.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let a = ld.global.u32 [out];
            let d = lop3.b32 a, a, a, 255;
        }
    };
    m.emit().unwrap();
}
