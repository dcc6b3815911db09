// A TmemRef borrows its allocation: the allocation cannot be freed while one is kept.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        let r = t.warp::<u32>(0);
        let v: [Reg<u32>; 1] = k.tmem_ld(TmemShape::Lanes32x32b, r);
        k.tmem_dealloc(t);
    });
    m.emit().unwrap();
}
