// tmem_dealloc consumes the allocation: no address inside it is taken after the free.
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        k.tmem_dealloc(t);
        let v: [Reg<u32>; 1] = k.tmem_ld(TmemShape::Lanes32x32b, t.warp(0));
    });
    m.emit().unwrap();
}
