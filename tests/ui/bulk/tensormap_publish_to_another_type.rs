// DESIGN rule 10 (issue 18): tensormap.cp_fenceproxy copies a map to a .global map of the
// same type: an f32 map published as a u32 one would be typed wrong.
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90A);
    let dst = m.global_tensor_map::<u32, 2>("dst");
    m.kernel("k", |k, (out,): (Ptr<Global, f32>,)| {
        let smap = k.shared::<TensorMap<f32, 2>>("smap", 1, Align(128));
        k.tensormap_cp_fenceproxy(dst, smap, Scope::Gpu);
    });
    m.emit().unwrap();
}
