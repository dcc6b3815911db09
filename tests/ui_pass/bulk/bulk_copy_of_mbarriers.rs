// The legal twin of tests/ui/bulk/bulk_copy_of_mbarriers.rs.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.kernel("k", |k, (map, out): (Ptr<Generic<Param<Entry>>, TensorMap<f32, 2>>, Ptr<Global, f32>)| {
        let tile = k.shared::<f32>("tile", 256, Align(128));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let bars = k.shared::<Mbarrier>("bars", 2, Align(16));
        let gbars = k.param_ptr::<Mbarrier>("gbars");
        k.cp_async_bulk_global_to_shared(tile, out, 16u32, bar);
    });
    m.emit().unwrap();
}
