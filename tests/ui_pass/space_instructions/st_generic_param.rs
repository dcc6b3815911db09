// DESIGN rule 4: a generic address that came from kernel .param is not stored to.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.param_var::<u32>("p");
        let p = k.addr_of(v);
        let g = k.cvta(p);
        let _ = k.ld(g);
    });
    m.emit().unwrap();
}
