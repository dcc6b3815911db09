// The legal twin of tests/ui/bulk/tensor_map_loaded.rs.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.kernel("k", |k, (map, out): (Ptr<Generic<Param<Entry>>, TensorMap<f32, 2>>, Ptr<Global, f32>)| {
        let v = k.param_var::<u64>("bits");
        let mv = k.param_var::<TensorMap<f32, 2>>("raw");
        k.ld(v);
    });
    m.emit().unwrap();
}
