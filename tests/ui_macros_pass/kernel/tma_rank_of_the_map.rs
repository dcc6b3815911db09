// DESIGN rule 10: a map of rank 3 does not take the two coordinates of a `.2d` form.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_90;
        kernel k(map: tensormap u32[3], flat: tensormap u32[2]) {
            shared t: u32[512] align 1024;
            shared bar: mbarrier;
            let g = cvta.param map;
            let f = cvta.param flat;
            cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [t], [f, {0, 0}], [bar];
        }
    };
    m.emit().unwrap();
}
