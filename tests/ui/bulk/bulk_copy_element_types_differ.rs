// A bulk copy's source and destination hold the same element type: a .global u32 buffer
// does not copy into an f32 tile.
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90);
    m.kernel("k", |k, (map, out): (Ptr<Generic<Param<Entry>>, TensorMap<f32, 2>>, Ptr<Global, f32>)| {
        let tile = k.shared::<f32>("tile", 256, Align(128));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let words = k.param_ptr::<u32>("words");
        k.cp_async_bulk_global_to_shared(tile, words, 64u32, bar);
    });
    m.emit().unwrap();
}
