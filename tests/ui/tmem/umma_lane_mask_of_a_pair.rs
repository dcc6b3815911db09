// A tcgen05.mma disable-output-lane mask covers the group's lanes of D: four 32-bit
// registers for one CTA's 128 lanes (eight for a pair's 256). A pair's mask on one CTA's
// MMA does not compile.
#![allow(unused_variables)]
use typed_ptx::tensor_memory::*;
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let sa = k.shared::<Bf16>("sa", 128 * 64, Align(1024));
        let sb = k.shared::<Bf16>("sb", 64 * 64, Align(1024));
        let t: Tmem<Cols<64>> = k.tmem_alloc(0);
        let da = k.umma_desc(sa, Swizzle::B128, 16, 1024);
        let db = k.umma_desc(sb, Swizzle::B128, 16, 1024);
        let mask: [Reg<u32>; 8] = core::array::from_fn(|_| k.mov(0u32));
        let opts = UmmaOpts { disable_lanes: Some(mask), scale_d: None };
        let shape = UmmaShape { m: 128, n: 64 };
        k.umma_with(t.at::<f32>(0), da, db, (shape, false), opts);
        k.tmem_dealloc(t);
    });
    m.emit().unwrap();
}
