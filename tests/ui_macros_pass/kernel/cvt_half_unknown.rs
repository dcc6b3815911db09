// typed-ptx has no `cvt.rz.f16.f32`: the half conversions are the table's rows.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_90;
        kernel k(x: f32) {
            let h = cvt.rn.f16.f32 x;
        }
    };
    m.emit().unwrap();
}
