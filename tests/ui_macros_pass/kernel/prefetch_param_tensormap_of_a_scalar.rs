// `prefetch.param.tensormap` reads a tensor-map kernel parameter, not a scalar one.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_90;
        kernel k(map: tensormap u32[2], other: u32) {
            prefetch.param.tensormap [map];
        }
    };
    m.emit().unwrap();
}
