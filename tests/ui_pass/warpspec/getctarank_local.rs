// Warp specialization: getctarank ranks shared-memory addresses of the cluster, not .local ones.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let l = k.local::<u32>("l", 4, Align(4));
        let v = k.shared::<u32>("v", 4, Align(4));
        let r = k.getctarank(v);
    });
    m.emit().unwrap();
}
