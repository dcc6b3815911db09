// The legal twin of tests/ui/bulk/prefetch_tensormap_in_shared.rs.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.kernel("k", |k, (map, out): (Ptr<Generic<Param<Entry>>, TensorMap<f32, 2>>, Ptr<Global, f32>)| {
        let smap = k.shared::<TensorMap<f32, 2>>("smap", 1, Align(64));
        k.prefetch_tensormap(map);
    });
    m.emit().unwrap();
}
