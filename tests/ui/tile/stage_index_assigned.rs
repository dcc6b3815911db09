// Review of issue 19, finding 2: a ring's stage counts 0 .. N and only the ring moves it;
// its index is not a register the kernel may assign (a stage of 1000 would place a tile
// far past its stages).
#![allow(unused_variables)]
use typed_ptx::tile::{Sw128, Tile};
use typed_ptx::*;

type T = Tile<Bf16, 64, 64, Sw128>;

fn main() {
    let mut m = Module::new(Target::SM_90A);
    let smem = m.extern_shared::<u8>("smem", Align(1024));
    m.entry("k", |k| {
        let mut arena = k.tile_arena(smem);
        let stages = arena.stages::<T, 2>(k);
        let ring = k.ring::<2>("r", 4);
        let s = ring.start(k);
        k.assign(s.index(), 1000u32);
        let t = stages.at(k, s);
    });
    m.emit().unwrap();
}
