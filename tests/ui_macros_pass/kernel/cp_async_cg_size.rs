// `cp.async.cg` copies exactly 16 bytes.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            shared t: u32[4] align 16;
            cp.async.cg.shared.global [t], [out], 16;
            cp.async.wait_all;
        }
    };
    m.emit().unwrap();
}
