// DESIGN rule 10 (issue 18): tensormap.replace edits a tensor map in .global or
// .shared::cta; a kernel parameter's map is read-only (copy it to shared memory first).
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90A);
    m.kernel("k", |k, (map, base): (Ptr<Generic<Param<Entry>>, TensorMap<f32, 2>>, Ptr<Global, f32>)| {
        k.tensormap_replace_global_address(map, base);
    });
    m.emit().unwrap();
}
