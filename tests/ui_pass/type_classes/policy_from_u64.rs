// An L2 cache policy is only what createpolicy made: a u64 register is not one.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let g = k.param_ptr::<f32>("g");
        let bits = k.param::<u64>("bits");
        let pol = k.createpolicy(slots::CreatepolicyPrimary::L2EvictLast, None, 1.0f32);
        let _ = k.ld_policy(None, None, g, pol);
    });
    m.emit().unwrap();
}
