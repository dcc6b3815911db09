// The legal twin of tests/ui/tile/wgmma_b_rows_of_another_n.rs.
#![allow(unused_variables)]
use typed_ptx::tile::{Sw128, Tile};
use typed_ptx::*;

type A = Tile<Bf16, 64, 64, Sw128>;
type Big = Tile<Bf16, 256, 64, Sw128>;

pub fn main() {
    let mut m = Module::new(Target::SM_90A);
    let smem = m.extern_shared::<u8>("smem", Align(1024));
    m.entry("k", |k| {
        let mut arena = k.tile_arena(smem);
        let (a, big) = (arena.tile::<A>(k), arena.tile::<Big>(k));
        let (a, big) = (k.tile_desc_k(a), k.tile_desc_k(big));
        let mut acc: [Reg<f32>; 64] = k.frag_zero();
        k.wgmma_fence();
        k.wgmma_tile(M64N::<128>, &mut acc, a.a(0, 0), big.b_rows::<128>(128, 0), false);
        k.wgmma_commit_group();
        k.wgmma_wait_group(0);
    });
    m.emit().unwrap();
}
