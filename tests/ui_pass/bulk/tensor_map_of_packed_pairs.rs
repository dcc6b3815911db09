// The legal twin of tests/ui/bulk/tensor_map_of_packed_pairs.rs.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.kernel("k", |k, (map, out): (Ptr<Generic<Param<Entry>>, TensorMap<f32, 2>>, Ptr<Global, f32>)| {
        k.param_tensor_map::<F16, 2>("halves");
    });
    m.emit().unwrap();
}
