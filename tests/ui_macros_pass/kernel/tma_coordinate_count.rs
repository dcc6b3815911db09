// A `.2d` TMA instruction takes exactly two coordinates (checked at expansion).
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_90;
        kernel k(map: tensormap u32[2]) {
            shared t: u32[512] align 1024;
            shared bar: mbarrier;
            let g = cvta.param map;
            cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [t], [g, {0, 0}], [bar];
        }
    };
    m.emit().unwrap();
}
