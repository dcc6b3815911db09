// typed-ptx's wait loop (`mbarrier.wait`) waits on a phase parity: `.parity` is required.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

fn main() {
    let m = ptx_module! {
        target sm_90;
        kernel k(out: global u32) {
            shared bar: mbarrier;
            mbarrier.init.shared.b64 [bar], 1;
            let t = mbarrier.arrive.shared.b64 [bar];
            mbarrier.wait.shared.b64 [bar], 0;
        }
    };
    m.emit().unwrap();
}
