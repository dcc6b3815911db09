// DESIGN rule 12: a wgmma matrix descriptor is made only from a .shared::cta address; a
// .global pointer does not compile.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let g = k.param_ptr::<Bf16>("g");
        let s = k.shared::<Bf16>("s", 1024, Align(1024));
        let d = k.wgmma_desc(s, Swizzle::B128, 16, 1024);
    });
    m.emit().unwrap();
}
