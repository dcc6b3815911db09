// The block-scaled UMMA accumulates in f32: an i32 accumulator does not take it.
#![allow(unused_variables)]
use typed_ptx::tensor_memory::*;
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let sa = k.shared::<u8>("sa", 128 * 32, Align(1024));
        let sb = k.shared::<u8>("sb", 64 * 32, Align(1024));
        let t: Tmem<Cols<256>> = k.tmem_alloc(0);
        let da = k.umma_desc(sa.cast::<E2m1x2>(), Swizzle::None, 128, 256);
        let db = k.umma_desc(sb.cast::<E2m1x2>(), Swizzle::None, 128, 256);
        let sc = |c| t.at::<Ue8m0>(c);
        let d = t.at::<f32>(0);
        let scales = BlockScales { a: sc(128), a_id: 0, b: sc(129), b_id: 0 };
        let shape = UmmaShape { m: 128, n: 64 };
        k.umma_block_scaled(d, da, db, scales, (shape, true), BlockScaling::Mxf4X2);
        k.tmem_dealloc(t);
    });
    m.emit().unwrap();
}
