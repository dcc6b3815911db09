// ptx_asm! compile-fail case (legal twin): a u64 operand of a .u32 instruction (error at the operand)
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32, w: u64) {
    unsafe {
        let d: u32;
        ptx_asm!(add.u32 d, a, b);
    }
}

pub fn main() {}
