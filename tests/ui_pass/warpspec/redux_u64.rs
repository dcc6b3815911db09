// Warp specialization: redux.sync reduces 32-bit integers, not u64.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let x = k.mov(1u64);
        let y = k.mov(1u32);
        let r = k.redux_sync(ReduxOp::Max, y, u32::MAX);
    });
    m.emit().unwrap();
}
