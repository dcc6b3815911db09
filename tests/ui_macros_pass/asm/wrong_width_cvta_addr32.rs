// ptx_asm! compile-fail case (legal twin): a 32-bit shared address to cvta, which takes the 64-bit form
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32) {
    unsafe {
        let q: GenericPtr<u32, origin::Shared>;
        ptx_asm!(cvta.shared.u64 q, s32.widen());
    }
}

pub fn main() {}
