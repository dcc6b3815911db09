// The legal twin of tests/ui/tile/stage_index_assigned.rs.
#![allow(unused_variables)]
use typed_ptx::tile::{Sw128, Tile};
use typed_ptx::*;

type T = Tile<Bf16, 64, 64, Sw128>;

pub fn main() {
    let mut m = Module::new(Target::SM_90A);
    let smem = m.extern_shared::<u8>("smem", Align(1024));
    m.entry("k", |k| {
        let mut arena = k.tile_arena(smem);
        let stages = arena.stages::<T, 2>(k);
        let ring = k.ring::<2>("r", 4);
        let s = ring.start(k);
        let s = ring.next(k, s);
        let t = stages.at(k, s);
    });
    m.emit().unwrap();
}
