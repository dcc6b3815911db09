// ptx_asm! compile-fail case (legal twin): safe code makes a generic pointer from the bits of a .shared address with `GenericPtr::from_ptr` (the twin states the claim with `unsafe`)
use typed_ptx::device::*;

#[allow(dead_code, unused_variables)]
fn forge(s: SharedPtr<u32>) -> GenericPtr<u32> {
    unsafe { GenericPtr::from_ptr(s.raw() as *mut u32) }
}

#[allow(dead_code, unused_variables, unused_assignments, unused_unsafe)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32) {
    unsafe {
        let d = forge(s);
    }
}

pub fn main() {}
