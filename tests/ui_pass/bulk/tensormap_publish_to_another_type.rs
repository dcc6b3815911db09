// The legal twin of tests/ui/bulk/tensormap_publish_to_another_type.rs.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90A);
    let dst = m.global_tensor_map::<f32, 2>("dst");
    m.kernel("k", |k, (out,): (Ptr<Global, f32>,)| {
        let smap = k.shared::<TensorMap<f32, 2>>("smap", 1, Align(128));
        k.tensormap_cp_fenceproxy(dst, smap, Scope::Gpu);
    });
    m.emit().unwrap();
}
