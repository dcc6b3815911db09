// Warp specialization: match.sync compares integer bit patterns; a float key (0.0 and -0.0 differ by bits)
// is refused.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let x = k.mov(1.0f32);
        let y = k.mov(1u32);
        let r = k.match_any_sync(y, u32::MAX);
    });
    m.emit().unwrap();
}
