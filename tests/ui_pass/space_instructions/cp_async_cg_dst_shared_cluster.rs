// DESIGN rule 4: `cp.async` writes .shared::cta memory, not .shared::cluster.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.shared::<u32>("s", 4, Align(16));
        let p = k.addr_of(v).widen();
        let src = k.param_ptr::<u32>("src");
        k.cp_async_cg(v, src);
    });
    m.emit().unwrap();
}
