// DESIGN rule 2: a generic pointer that came from .param::entry converts back only to
// .param::entry; `cvta.to.global` of it is not allowed.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.param_var::<u32>("p");
        let p = k.addr_of(v);
        let g = k.cvta(p);
        k.cvta_to::<Param<Entry>, u32>(g);
    });
    m.emit().unwrap();
}
