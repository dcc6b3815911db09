// The legal twin of tests/ui/bulk/tma_multicast_into_cluster_address.rs.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.kernel("k", |k, (map, out): (Ptr<Generic<Param<Entry>>, TensorMap<f32, 2>>, Ptr<Global, f32>)| {
        let tile = k.shared::<f32>("tile", 256, Align(128));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        k.cp_async_bulk_tensor_load_multicast(tile, map, (0i32, 0i32), bar, 3u16);
    });
    m.emit().unwrap();
}
