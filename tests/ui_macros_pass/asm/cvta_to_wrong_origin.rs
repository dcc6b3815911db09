// ptx_asm! compile-fail case (legal twin): a generic pointer that came from .shared converted to .global (illegal cast; error at the operand)
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32, q: GenericPtr<u32, origin::Shared>) {
    unsafe {
        let d: SharedPtr<u32>;
        ptx_asm!(cvta.to.shared.u64 d, q);
    }
}

pub fn main() {}
