// Layouts in the type: the element type is part of the tile; a map of f16 tiles does not
// fill a bf16 tile of the same shape.
#![allow(unused_variables)]
use typed_ptx::tile::{Sw128, Tile, TileMap};
use typed_ptx::*;

type Halves = Tile<F16, 64, 64, Sw128>;
type Brains = Tile<Bf16, 64, 64, Sw128>;
type Params = (
    TileMap<Halves, 2>,
    TileMap<Brains, 2>,
);

fn main() {
    let mut m = Module::new(Target::SM_90A);
    let smem = m.extern_shared::<u8>("smem", Align(1024));
    m.kernel("k", |k, (halves, brains): Params| {
        let mut arena = k.tile_arena(smem);
        let t = arena.tile::<Brains>(k);
        let ring = k.ring::<1>("r", 1);
        let s = ring.start(k);
        ring.fill(k, s, |_, f| f.load(t, halves, (0u32, 0u32)));
    });
    m.emit().unwrap();
}
