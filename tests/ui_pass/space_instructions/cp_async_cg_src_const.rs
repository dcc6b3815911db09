// DESIGN rule 4: `cp.async` reads .global memory, not .const.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let c = m.const_::<u32>("c", 4);
    m.entry("k", |k| {
        let p = k.addr_of(c);
        let src = k.param_ptr::<u32>("src");
        let dst = k.shared::<u32>("d", 4, Align(16));
        k.cp_async_cg(dst, src);
    });
    m.emit().unwrap();
}
