// DESIGN rule 2: a generic pointer that came from .const converts back only to .const;
// `cvta.to.global` of it is not allowed.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let c = m.const_::<u32>("c", 4);
    m.entry("k", |k| {
        let p = k.addr_of(c);
        let g = k.cvta(p);
        k.cvta_to::<Const, u32>(g);
    });
    m.emit().unwrap();
}
