// ptx_asm! compile-fail case (legal twin): setp without its comparison (error at the mnemonic)
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32) {
    unsafe {
        let c: bool;
        ptx_asm!(setp.lt.u32 c, a, b);
    }
}

pub fn main() {}
