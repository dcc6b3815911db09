// DESIGN rule 10 (issue 18): the new global address of a tensor map of f32 is a .global
// address of f32: a map edited to point at u32 data would still be typed f32.
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90A);
    m.kernel("k", |k, (base,): (Ptr<Global, u32>,)| {
        let smap = k.shared::<TensorMap<f32, 2>>("smap", 1, Align(128));
        k.tensormap_replace_global_address(smap, base);
    });
    m.emit().unwrap();
}
