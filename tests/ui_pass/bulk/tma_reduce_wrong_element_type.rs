// The legal twin of tests/ui/bulk/tma_reduce_wrong_element_type.rs.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.kernel("k", |k, (map, out): (Ptr<Generic<Param<Entry>>, TensorMap<f32, 2>>, Ptr<Global, f32>)| {
        let tile = k.shared::<f32>("tile", 256, Align(128));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let utile = k.shared::<u32>("utile", 256, Align(128));
        k.cp_reduce_async_bulk_tensor(BulkRedOp::Add, map, (0i32, 0i32), tile);
    });
    m.emit().unwrap();
}
