// Second review of issue 19, finding 5: a tile map parameter is declared by the kernel's
// typed parameter list only, where the host's launch takes a map made for its layout; a
// hand-declared one in an `entry` kernel would take any tensor map through an untyped
// launch.
#![allow(unused_variables)]
use typed_ptx::tile::{Sw128, Tile, TileMap};
use typed_ptx::*;

type T = Tile<Bf16, 64, 64, Sw128>;

fn main() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let map = k.param_tile_map::<T, 2>("map");
    });
    m.kernel("typed", |k, (map,): (TileMap<T, 2>,)| {});
    m.emit().unwrap();
}
