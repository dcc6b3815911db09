// tcgen05.mma reads UMMA descriptors (sm_100 format): a wgmma descriptor is not one.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let sa = k.shared::<Bf16>("sa", 128 * 16, Align(1024));
        let sb = k.shared::<Bf16>("sb", 128 * 16, Align(1024));
        let t: Tmem<Cols<128>> = k.tmem_alloc(0);
        let a = k.umma_desc(sa, Swizzle::None, 128, 256);
        let b = k.wgmma_desc(sb, Swizzle::None, 128, 256);
        let b2 = k.umma_desc(sb, Swizzle::None, 128, 256);
        k.umma(t.at::<f32>(0), a, b2, UmmaShape { m: 128, n: 128 }, false);
        k.tmem_dealloc(t);
    });
    m.emit().unwrap();
}
