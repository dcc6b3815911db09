// DESIGN rule 13: s8/u8 mma.sync accumulates into s32 (i32) registers, not f32.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let a: [Reg<S8x4>; 4] = k.frag_zero();
        let b: [Reg<U8x4>; 2] = k.frag_zero();
        let c: [Reg<i32>; 4] = k.frag_zero();
        let f: [Reg<f32>; 4] = k.frag_zero();
        let d = k.mma_sync(M16N8K32, a, b, c);
    });
    m.emit().unwrap();
}
