// A half-precision immediate is written as its bits.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k() {
            let one = mov.f16 0x3C00;
        }
    };
    m.emit().unwrap();
}
