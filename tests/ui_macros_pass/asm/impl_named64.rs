// ptx_asm! compile-fail case (legal twin): user code implements `SharedAddr64` and `Named64` for its own type, so cvta.shared of any bits is a generic pointer of .shared origin (traits are sealed)
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32) {
    unsafe {
        let q: GenericPtr<u32, origin::Shared>;
        ptx_asm!(cvta.shared.u64 q, s);
    }
}

pub fn main() {}
