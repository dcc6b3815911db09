// DESIGN rule 5: only .shared, .local and .const addresses have a 32-bit form; kernel
// .param ones do not.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.param_var::<u32>("p");
        let p = k.addr_of(v);
        let w = k.shared::<u32>("s", 4, Align(4));
        let s = k.addr_of(w);
        let _ = k.to_u32(s);
    });
    m.emit().unwrap();
}
