// A tensor-memory address is only what tcgen05.alloc made: a u32 register is not one.
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let bits = k.param::<u32>("bits");
        let t: Tmem<Cols<32>> = k.tmem_alloc(0);
        let v: [Reg<f32>; 4] = k.tmem_ld(TmemShape::Lanes32x32b, bits);
        k.tcgen05_wait_ld();
        k.tmem_dealloc(t);
    });
    m.emit().unwrap();
}
