// The legal twin of tests/ui/tile/tile_map_forged_by_a_cast.rs.
#![allow(unused_variables)]
use typed_ptx::tile::{Sw128, Tile, TileMap};
use typed_ptx::*;

type Big = Tile<Bf16, 256, 64, Sw128>;
type Small = Tile<Bf16, 8, 64, Sw128>;
type Params = (TileMap<Big, 2>, TileMap<Small, 2>);

pub fn main() {
    let mut m = Module::new(Target::SM_90A);
    let smem = m.extern_shared::<u8>("smem", Align(1024));
    m.kernel("k", |k, (big, small): Params| {
        let mut arena = k.tile_arena(smem);
        let t = arena.tile::<Small>(k);
        let ring = k.ring::<1>("r", 1);
        let s = ring.start(k);
        ring.fill(k, s, |_, f| f.load(t, small, (0u32, 0u32)));
    });
    m.emit().unwrap();
}
