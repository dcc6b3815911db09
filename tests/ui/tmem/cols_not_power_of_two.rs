// tcgen05.alloc takes a power of two from 32 to 512 columns: 96 is none.
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let t: Tmem<Cols<96>> = k.tmem_alloc(0);
        k.tmem_dealloc(t);
    });
    m.emit().unwrap();
}
