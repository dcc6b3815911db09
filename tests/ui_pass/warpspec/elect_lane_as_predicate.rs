// Warp specialization: elect.sync returns the leader's lane index and a predicate; the lane index is a
// u32, not the predicate that says which lane leads.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<u32>("p");
        let (lane, leader) = k.elect_sync(u32::MAX);
        k.if_then(leader, |k| k.st(p, lane));
    });
    m.emit().unwrap();
}
