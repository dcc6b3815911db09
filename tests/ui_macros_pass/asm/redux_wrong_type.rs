// ptx_asm! compile-fail case (legal twin): redux.sync.add reduces .u32/.s32 values, not .u64 (error at the type)
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32) {
    unsafe {
        let d: u32;
        ptx_asm!(redux.sync.add.u32 d, a, b);
    }
}

pub fn main() {}
