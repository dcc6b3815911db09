// The legal twin of ui_macros/kernel/mbarrier_wait_without_parity.rs: the wait loop on a parity.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_90;
        kernel k(out: global u32) {
            shared bar: mbarrier;
            mbarrier.init.shared.b64 [bar], 1;
            let t = mbarrier.arrive.shared.b64 [bar];
            mbarrier.wait.parity.shared.b64 [bar], 0;
        }
    };
    m.emit().unwrap();
}
