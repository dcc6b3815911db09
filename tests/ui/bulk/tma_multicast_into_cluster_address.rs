// DESIGN rule 11: a multicast load writes the same CTA-relative offset of every CTA in
// its mask, given as this CTA's .shared::cta address, not a .shared::cluster one.
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90);
    m.kernel("k", |k, (map, out): (Ptr<Generic<Param<Entry>>, TensorMap<f32, 2>>, Ptr<Global, f32>)| {
        let tile = k.shared::<f32>("tile", 256, Align(128));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        k.cp_async_bulk_tensor_load_multicast(tile.widen(), map, (0i32, 0i32), bar, 3u16);
    });
    m.emit().unwrap();
}
