// `red.async.inc` takes .u32 only: the row's rules refuse `.inc.s32` at compile time.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_90;
        kernel k() {
            shared buf: u32[4] align 16;
            shared bar: mbarrier;
            red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.inc.u32 [buf], 1, [bar];
        }
    };
    m.emit().unwrap();
}
