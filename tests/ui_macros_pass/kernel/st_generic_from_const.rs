// DESIGN rule 4: no store through a generic pointer that came from .const.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        const c: u32 = [9];
        kernel k(out: global u32) {
            let g = cvta.const c;
            let v = ld.u32 [g];
        }
    };
    m.emit().unwrap();
}
