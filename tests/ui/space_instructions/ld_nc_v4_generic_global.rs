// DESIGN rule 4: `ld.global.nc` vectors read only .global memory, not a generic address.
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let g = k.param_ptr::<f32>("g");
        let p = k.cvta(g);
        let _ = k.ld_nc_v4(None, None, p);
    });
    m.emit().unwrap();
}
