// DESIGN rule 2: a generic pointer that came from .local converts back only to .local;
// `cvta.to.global` of it is not allowed.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.local::<u32>("l", 4, Align(4));
        let p = k.addr_of(v);
        let g = k.cvta(p);
        k.cvta_to::<Local, u32>(g);
    });
    m.emit().unwrap();
}
