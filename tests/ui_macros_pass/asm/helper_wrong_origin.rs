// ptx_asm! compile-fail case (legal twin): device::cvta_generic_to_global on a pointer from .shared (illegal cast through the helpers)
use typed_ptx::device::*;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32, q: GenericPtr<u32, origin::Shared>) {
    unsafe {
        let d = cvta_generic_to_shared(q);
    }
}

pub fn main() {}
