// Layouts in the type: a cluster ring's multicast part has the tile's element type; a map
// of f16 parts does not fill a bf16 tile.
#![allow(unused_variables)]
use typed_ptx::tile::{Sw128, Tile, TileMap};
use typed_ptx::*;

type Whole = Tile<Bf16, 128, 64, Sw128>;
type Half = Tile<Bf16, 64, 64, Sw128>;
type HalfF16 = Tile<F16, 64, 64, Sw128>;
type Params = (TileMap<Half, 2>, TileMap<HalfF16, 2>);

fn main() {
    let mut m = Module::new(Target::SM_90A);
    let smem = m.extern_shared::<u8>("smem", Align(1024));
    m.kernel("k", |k, (half, halves): Params| {
        let mut arena = k.tile_arena(smem);
        let t = arena.tile::<Whole>(k);
        let ring = k.cluster_ring::<1>("r", 4, 2);
        let s = ring.start(k);
        ring.fill(k, s, |_, f| f.load_multicast(t, halves, (0u32, 0u32)));
        ring.leave(k);
    });
    m.emit().unwrap();
}
