// The legal twin of tests/ui/bulk/tma_load_wrong_element_type.rs.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.kernel("k", |k, (map, out): (Ptr<Generic<Param<Entry>>, TensorMap<f32, 2>>, Ptr<Global, f32>)| {
        let tile = k.shared::<Bf16>("tile", 512, Align(128));
        let ftile = k.shared::<f32>("ftile", 256, Align(128));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        k.cp_async_bulk_tensor_load(ftile, map, (0i32, 0i32), bar);
    });
    m.emit().unwrap();
}
