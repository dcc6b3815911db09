// A half-precision immediate is written as its bits.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k() {
            let one = mov.f16 1.0;
        }
    };
    m.emit().unwrap();
}
