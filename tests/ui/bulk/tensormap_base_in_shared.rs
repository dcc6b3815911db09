// DESIGN rule 10 (issue 18): a tensor map's tensor is in .global: a shared address is no
// new base for it.
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90A);
    m.kernel("k", |k, (out,): (Ptr<Global, f32>,)| {
        let smap = k.shared::<TensorMap<f32, 2>>("smap", 1, Align(128));
        let data = k.shared::<f32>("data", 64, Align(16));
        let base = k.addr_of(data);
        k.tensormap_replace_global_address(smap, base);
    });
    m.emit().unwrap();
}
