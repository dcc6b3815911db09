// A tensor map is acquired for the tensormap proxy from .global, .const or .param, not from .local.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let l = k.local::<u64>("map", 16, Align(64));
        let gl = k.cvta_var(l, 0);
        let p = k.param_ptr::<u64>("p");
        let gp = k.cvta(p);
        k.fence_proxy_tensormap_acquire(gp, Scope::Sys);
    });
    m.emit().unwrap();
}
