// The legal twin of tests/ui/bulk/tensormap_base_a_global_variable.rs.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90A);
    let buf = m.global::<f32>("buf", 1024);
    m.entry("k", |k| {
        let smap = k.shared::<TensorMap<f32, 2>>("smap", 1, Align(128));
        let base = k.addr_of(buf);
        k.tensormap_replace_global_address(smap, base);
    });
    m.emit().unwrap();
}
