// `setmaxnreg` counts are multiples of 8 (24..=256).
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_90a;
        kernel k(out: global u32) {
            setmaxnreg.inc.sync.aligned.u32 104;
        }
    };
    m.emit().unwrap();
}
