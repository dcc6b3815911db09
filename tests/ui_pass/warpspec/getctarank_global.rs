// Warp specialization: getctarank ranks shared-memory addresses of the cluster: a .global address has no CTA rank.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<u32>("p");
        let v = k.shared::<u32>("v", 4, Align(4));
        let r = k.getctarank(v);
    });
    m.emit().unwrap();
}
