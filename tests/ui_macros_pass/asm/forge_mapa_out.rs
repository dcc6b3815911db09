// ptx_asm! compile-fail case (legal twin): safe code calls the hidden trait method `Mapa::out` to make a .shared::cluster address from any bits (the twin states the claim with `unsafe`)
use typed_ptx::device::*;

#[allow(dead_code, unused_variables)]
fn forge(s: SharedPtr<u32>, bits: u64) -> ClusterPtr<u32> {
    unsafe { <SharedPtr<u32> as typed_ptx::__private::dev::Mapa>::out(0, bits) }
}

#[allow(dead_code, unused_variables, unused_assignments, unused_unsafe)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32) {
    unsafe {
        let d = forge(s, 0x1234);
    }
}

pub fn main() {}
