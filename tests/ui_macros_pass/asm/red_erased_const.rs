// ptx_asm! compile-fail case (legal twin): red through a generic pointer erased from a .const origin (erase does not make it writable)
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32, qg: GenericPtr<u32, origin::Global>, qs: GenericPtr<u32, origin::Shared>, ql: GenericPtr<u32, origin::Local>, qc: GenericPtr<u32, origin::Const>) {
    unsafe {
        ptx_asm!(red.add.u32 [qg.erase()], a);
    }
}

pub fn main() {}
