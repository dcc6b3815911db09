// Review of issue 19, finding 1: a tile map is made for one layout; it is not a pointer, so
// no cast turns the map of 256-row boxes into a map of 8-row ones (whose copy would write
// 32 KiB into a 1 KiB tile).
#![allow(unused_variables)]
use typed_ptx::tile::{Sw128, Tile, TileMap};
use typed_ptx::*;

type Big = Tile<Bf16, 256, 64, Sw128>;
type Small = Tile<Bf16, 8, 64, Sw128>;
type Params = (TileMap<Big, 2>, TileMap<Small, 2>);

fn main() {
    let mut m = Module::new(Target::SM_90A);
    let smem = m.extern_shared::<u8>("smem", Align(1024));
    m.kernel("k", |k, (big, small): Params| {
        let mut arena = k.tile_arena(smem);
        let t = arena.tile::<Small>(k);
        let ring = k.ring::<1>("r", 1);
        let s = ring.start(k);
        ring.fill(k, s, |_, f| f.load(t, big.cast::<TileMap<Small, 2>>(), (0u32, 0u32)));
    });
    m.emit().unwrap();
}
