// DESIGN rule 10: a TMA reduction reads a tile of the map's element type: a u32 tile
// does not reduce into a map of f32.
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90);
    m.kernel("k", |k, (map, out): (Ptr<Generic<Param<Entry>>, TensorMap<f32, 2>>, Ptr<Global, f32>)| {
        let tile = k.shared::<f32>("tile", 256, Align(128));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let utile = k.shared::<u32>("utile", 256, Align(128));
        k.cp_reduce_async_bulk_tensor(BulkRedOp::Add, map, (0i32, 0i32), utile);
    });
    m.emit().unwrap();
}
