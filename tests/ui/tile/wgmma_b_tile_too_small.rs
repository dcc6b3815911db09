// Layouts in the type: a K-major B operand of m64n128 is a tile of exactly 128 rows; the
// descriptor of a 64-row tile would let the wgmma read 64 rows past it.
#![allow(unused_variables)]
use typed_ptx::tile::{Sw128, Tile};
use typed_ptx::*;

type A = Tile<Bf16, 64, 64, Sw128>;
type Small = Tile<Bf16, 64, 64, Sw128>;
type Big = Tile<Bf16, 128, 64, Sw128>;

fn main() {
    let mut m = Module::new(Target::SM_90A);
    let smem = m.extern_shared::<u8>("smem", Align(1024));
    m.entry("k", |k| {
        let mut arena = k.tile_arena(smem);
        let (a, small, big) = (arena.tile::<A>(k), arena.tile::<Small>(k), arena.tile::<Big>(k));
        let (a, small, big) = (k.tile_desc_k(a), k.tile_desc_k(small), k.tile_desc_k(big));
        let mut acc: [Reg<f32>; 64] = k.frag_zero();
        k.wgmma_fence();
        k.wgmma_tile(M64N::<128>, &mut acc, a.a(0, 0), small.b(0), false);
        k.wgmma_commit_group();
        k.wgmma_wait_group(0);
    });
    m.emit().unwrap();
}
