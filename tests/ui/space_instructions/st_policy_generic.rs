// DESIGN rule 4: a store under an L2 cache policy takes a .global address, not a generic one.
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let g = k.param_ptr::<u32>("g");
        let p = k.cvta(g);
        let pol = k.createpolicy(slots::CreatepolicyPrimary::L2EvictFirst, None, 1.0f32);
        k.st_policy(None, p, 1u32, pol);
    });
    m.emit().unwrap();
}
