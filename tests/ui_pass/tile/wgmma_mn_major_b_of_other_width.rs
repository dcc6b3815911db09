// The legal twin of tests/ui/tile/wgmma_mn_major_b_of_other_width.rs.
#![allow(unused_variables)]
use typed_ptx::tile::{Sw128, Tile};
use typed_ptx::*;

type A = Tile<Bf16, 64, 64, Sw128>;
type Narrow = Tile<Bf16, 64, 64, Sw128>;
type Wide = Tile<Bf16, 64, 128, Sw128>;

pub fn main() {
    let mut m = Module::new(Target::SM_90A);
    let smem = m.extern_shared::<u8>("smem", Align(1024));
    m.entry("k", |k| {
        let mut arena = k.tile_arena(smem);
        let (a, narrow, wide) = (arena.tile::<A>(k), arena.tile::<Narrow>(k), arena.tile::<Wide>(k));
        let (a, narrow, wide) = (k.tile_desc_k(a), k.tile_desc_mn(narrow), k.tile_desc_mn(wide));
        let mut acc: [Reg<f32>; 32] = k.frag_zero();
        k.wgmma_fence();
        k.wgmma_tile(M64N::<64>, &mut acc, a.a(0, 0), narrow.b(0), false);
        k.wgmma_commit_group();
        k.wgmma_wait_group(0);
    });
    m.emit().unwrap();
}
