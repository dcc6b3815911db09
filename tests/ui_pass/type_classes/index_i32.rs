// An element index is a u32 or u64 register (`mul.wide.u32` / `mul.lo.u64`).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<u32>("out");
        let i = k.param::<i32>("i");
        let j = k.param::<u32>("j");
        let _ = k.index(p, j);
    });
    m.emit().unwrap();
}
