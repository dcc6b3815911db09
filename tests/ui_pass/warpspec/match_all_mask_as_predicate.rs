// Warp specialization: match.all.sync returns a mask and a predicate; the mask is a u32, not a predicate.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let p = k.param_ptr::<u32>("p");
        let x = k.mov(1u32);
        let (mask, all) = k.match_all_sync(x, u32::MAX);
        k.if_then(all, |k| k.st(p, mask));
    });
    m.emit().unwrap();
}
