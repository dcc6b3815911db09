// The legal twin of tests/ui/tile/tile_from_a_pointer.rs.
#![allow(unused_variables)]
use typed_ptx::tile::{SmemTile, Sw128, Tile};
use typed_ptx::*;

type T = Tile<Bf16, 64, 64, Sw128>;

pub fn main() {
    let mut m = Module::new(Target::SM_90A);
    let smem = m.extern_shared::<u8>("smem", Align(1024));
    m.entry("k", |k| {
        let buf = k.shared::<Bf16>("buf", 64 * 64, Align(16));
        let p = k.addr_of(buf);
        let p = k.to_u32(p);
        let mut arena = k.tile_arena(smem);
        let t: SmemTile<T> = arena.tile(k);
        let d = k.tile_desc_k(t);
    });
    m.emit().unwrap();
}
