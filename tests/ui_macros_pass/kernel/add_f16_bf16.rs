// Half arithmetic takes operands of its own type: an f16 register is not a bf16 operand.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_90;
        kernel k(x: f32) {
            let h = cvt.rn.f16.f32 x;
            let b = cvt.rn.bf16.f32 x;
            let s = add.bf16 b, b;
        }
    };
    m.emit().unwrap();
}
