// The legal twin of tests/ui/tile/tile_map_param_declared_by_hand.rs.
#![allow(unused_variables)]
use typed_ptx::tile::{Sw128, Tile, TileMap};
use typed_ptx::*;

type T = Tile<Bf16, 64, 64, Sw128>;

pub fn main() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let n = k.param::<u32>("n");
    });
    m.kernel("typed", |k, (map,): (TileMap<T, 2>,)| {});
    m.emit().unwrap();
}
