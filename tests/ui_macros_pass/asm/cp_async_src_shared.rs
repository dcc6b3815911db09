// ptx_asm! compile-fail case (legal twin): cp.async from a .shared source (it copies .global to .shared)
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32) {
    unsafe {
        ptx_asm!(cp.async.ca.shared.global [s32], [g], 16);
    }
}

pub fn main() {}
