// The legal twin of tests/ui/bulk/tensormap_edit_of_a_parameter.rs.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90A);
    m.kernel("k", |k, (map, base): (Ptr<Generic<Param<Entry>>, TensorMap<f32, 2>>, Ptr<Global, f32>)| {
        let smap = k.shared::<TensorMap<f32, 2>>("smap", 1, Align(128));
        k.tensormap_replace_global_address(smap, base);
    });
    m.emit().unwrap();
}
