// Tensor memory has 512 columns: an allocation of 1024 does not exist.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let t: Tmem<Cols<512>> = k.tmem_alloc(0);
        k.tmem_dealloc(t);
    });
    m.emit().unwrap();
}
