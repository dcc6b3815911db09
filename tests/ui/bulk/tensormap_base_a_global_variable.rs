// Review finding (issue 18): tensormap.replace takes the new base in a register; ptxas
// refuses a .global variable's name there ("must be register"): pass a pointer.
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90A);
    let buf = m.global::<f32>("buf", 1024);
    m.entry("k", |k| {
        let smap = k.shared::<TensorMap<f32, 2>>("smap", 1, Align(128));
        k.tensormap_replace_global_address(smap, buf);
    });
    m.emit().unwrap();
}
