// DESIGN rule 13: `stmatrix .x4` stores four registers a lane; two do not compile.
#![allow(unused_variables, unused_mut)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let s = k.shared::<F16>("s", 256, Align(16));
        let f2: [Reg<F16x2>; 2] = k.frag_zero();
        let f4: [Reg<F16x2>; 4] = k.frag_zero();
        k.stmatrix(X4, s, f4);
    });
    m.emit().unwrap();
}
