// ptx_asm! compile-fail case (fails): a float type on a bitwise instruction (error at the type suffix)
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32) {
    unsafe {
        let d: f32;
        ptx_asm!(and.f32 d, 1.0, 2.0);
    }
}

fn main() {}
