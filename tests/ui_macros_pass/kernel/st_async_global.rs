// `st.async` stores into the shared memory of a CTA of the cluster, not to .global.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_90;
        kernel k(out: global u32) {
            shared buf: u32[4] align 16;
            shared bar: mbarrier;
            st.async.shared::cluster.mbarrier::complete_tx::bytes.u32 [buf], 1, [bar];
        }
    };
    m.emit().unwrap();
}
