// Packed FP4 (two values a byte) is the block-scaled UMMA's only: the dense .kind::f8f6f4 reads one FP4 a byte (E2m1).
#![allow(unused_variables)]
use typed_ptx::tensor_memory::*;
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let sa = k.shared::<u8>("sa", 128 * 32, Align(1024));
        let sb = k.shared::<u8>("sb", 64 * 32, Align(1024));
        let t: Tmem<Cols<128>> = k.tmem_alloc(0);
        let da = k.umma_desc(sa.cast::<E2m1x2>(), Swizzle::None, 128, 256);
        let db = k.umma_desc(sb.cast::<E2m1>(), Swizzle::None, 128, 256);
        k.umma(t.at::<f32>(0), da, db, UmmaShape { m: 128, n: 64 }, true);
        k.tmem_dealloc(t);
    });
    m.emit().unwrap();
}
