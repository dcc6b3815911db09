// ptx_asm! compile-fail case (legal twin): 70000 as a .u16 immediate
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32, h: u16) {
    unsafe {
        let d: u16;
        ptx_asm!(add.u16 d, h, 7000);
    }
}

pub fn main() {}
