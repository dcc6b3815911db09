// PTX `shfl.sync` moves 32-bit values, not u64.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let x = k.param::<u64>("x");
        let y = k.param::<u32>("y");
        let _ = k.shfl_sync(Shfl::Bfly, y, 1u32, 0x1f, 0xffff_ffffu32);
    });
    m.emit().unwrap();
}
