// The legal twin of tests/ui/bulk/tensormap_base_of_another_element_type.rs.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90A);
    m.kernel("k", |k, (base,): (Ptr<Global, f32>,)| {
        let smap = k.shared::<TensorMap<f32, 2>>("smap", 1, Align(128));
        k.tensormap_replace_global_address(smap, base);
    });
    m.emit().unwrap();
}
