// ptx_asm! compile-fail case (legal twin): a multimem address is a multicast object's, which no
// ptx_asm! operand can carry without letting a plain .global pointer through (error at the
// mnemonic, naming the builder route)
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32) {
    unsafe {
        ptx_asm!(st.global.u32 [g], a);
    }
}

pub fn main() {}
