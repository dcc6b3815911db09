// The legal twin of tests/ui/bulk/tensor_map_global_address_not_generic.rs.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let gmap = m.global_tensor_map::<f32, 2>("gmap");
    m.kernel("k", |k, (map, out): (Ptr<Generic<Param<Entry>>, TensorMap<f32, 2>>, Ptr<Global, f32>)| {
        let tile = k.shared::<f32>("tile", 256, Align(128));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let gp = k.addr_of(gmap);
        k.cp_async_bulk_tensor_store(gmap, (0i32, 0i32), tile);
    });
    m.emit().unwrap();
}
