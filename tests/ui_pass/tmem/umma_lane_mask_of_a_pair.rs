// The legal twin of tests/ui/tmem/umma_lane_mask_of_a_pair.rs.
#![allow(unused_variables)]
use typed_ptx::tensor_memory::*;
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let sa = k.shared::<Bf16>("sa", 128 * 64, Align(1024));
        let sb = k.shared::<Bf16>("sb", 64 * 64, Align(1024));
        let t: Tmem<Cols<64>> = k.tmem_alloc(0);
        let da = k.umma_desc(sa, Swizzle::B128, 16, 1024);
        let db = k.umma_desc(sb, Swizzle::B128, 16, 1024);
        let mask: [Reg<u32>; 4] = core::array::from_fn(|_| k.mov(0u32));
        let opts = UmmaOpts { disable_lanes: Some(mask), scale_d: None };
        let shape = UmmaShape { m: 128, n: 64 };
        k.umma_with(t.at::<f32>(0), da, db, (shape, false), opts);
        k.tmem_dealloc(t);
    });
    m.emit().unwrap();
}
