// ptx_asm! compile-fail case (legal twin): ld through a raw pointer made from an integer (a raw pointer is not a typed address)
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32) {
    unsafe {
        let v: u32;
        ptx_asm!(ld.u32 v, [p]);
    }
}

pub fn main() {}
