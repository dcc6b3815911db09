// ptx_asm! compile-fail case (legal twin): an atomic on .local (no such form)
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32, l: LocalPtr<u32>) {
    unsafe {
        let v: u32;
        ptx_asm!(atom.shared.add.u32 v, [s], 1);
    }
}

pub fn main() {}
