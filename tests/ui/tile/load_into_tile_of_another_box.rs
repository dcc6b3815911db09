// Layouts in the type: a TMA copy fills a tile from a map made for its layout; a map of
// 128-row boxes does not fill a 64-row tile.
#![allow(unused_variables)]
use typed_ptx::tile::{Sw128, Tile, TileMap};
use typed_ptx::*;

type Short = Tile<Bf16, 64, 64, Sw128>;
type Tall = Tile<Bf16, 128, 64, Sw128>;
type Params = (
    TileMap<Short, 2>,
    TileMap<Tall, 2>,
);

fn main() {
    let mut m = Module::new(Target::SM_90A);
    let smem = m.extern_shared::<u8>("smem", Align(1024));
    m.kernel("k", |k, (short, tall): Params| {
        let mut arena = k.tile_arena(smem);
        let t = arena.tile::<Short>(k);
        let ring = k.ring::<1>("r", 1);
        let s = ring.start(k);
        ring.fill(k, s, |_, f| f.load(t, tall, (0u32, 0u32)));
    });
    m.emit().unwrap();
}
