// tcgen05.ld moves 32-bit registers: f64 is not a tensor-memory value.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        let v: [Reg<f32>; 2] = k.tmem_ld(TmemShape::Lanes32x32b, t.warp(0));
        k.tcgen05_wait_ld();
        k.tmem_dealloc(t);
    });
    m.emit().unwrap();
}
