// ptx_asm! compile-fail case (legal twin): every operand of every instruction of a block is type-checked at its span: a .shared address where .global is named
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, g: GlobalPtr<u32>, a: u32, n: u32) {
    unsafe {
        let mut x: u32 = a;
        ptx_asm! {
            add.u32 x, x, n;
            st.global.u32 [g], x;
        }
    }
}

pub fn main() {}
