// DESIGN rule 12: a wgmma matrix descriptor is made only from a .shared::cta address,
// not a generic one (even one that came from .shared).
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90A);
    m.entry("k", |k| {
        let s = k.shared::<F16>("s", 1024, Align(1024));
        let p = k.cvta_var(s, 0);
        let d = k.wgmma_desc(s, Swizzle::B64, 16, 512);
    });
    m.emit().unwrap();
}
