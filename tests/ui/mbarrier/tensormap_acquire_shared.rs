// A tensor map is acquired for the tensormap proxy from .global, .const or .param, not from .shared.
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let s = k.shared::<u64>("map", 16, Align(64));
        let gs = k.cvta_var(s, 0);
        let p = k.param_ptr::<u64>("p");
        let gp = k.cvta(p);
        k.fence_proxy_tensormap_acquire(gs, Scope::Gpu);
    });
    m.emit().unwrap();
}
