// The legal twin of tests/ui/bulk/tensor_map_in_shared.rs.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.kernel("k", |k, (map, out): (Ptr<Generic<Param<Entry>>, TensorMap<f32, 2>>, Ptr<Global, f32>)| {
        let tile = k.shared::<f32>("tile", 256, Align(128));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let smap = k.shared::<TensorMap<f32, 2>>("smap", 1, Align(64));
        let sp = k.cvta_var(smap, 0);
        k.cp_async_bulk_tensor_load(tile, map, (0i32, 0i32), bar);
    });
    m.emit().unwrap();
}
