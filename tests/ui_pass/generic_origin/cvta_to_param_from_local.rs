// DESIGN rule 2: `cvta_to_param` takes only a generic pointer that came from
// .param::entry; this one came from .local.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.local::<u32>("l", 4, Align(4));
        let p = k.addr_of(v);
        let g = k.cvta(p);
        k.cvta_to_local(g);
    });
    m.emit().unwrap();
}
