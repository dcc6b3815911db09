// ptx_asm! compile-fail case (legal twin): atom through a generic pointer that came from .local (no atomics on .local)
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32, qg: GenericPtr<u32, origin::Global>, qs: GenericPtr<u32, origin::Shared>, ql: GenericPtr<u32, origin::Local>, qc: GenericPtr<u32, origin::Const>) {
    unsafe {
        let v: u32;
        ptx_asm!(atom.add.u32 v, [qg], 1);
    }
}

pub fn main() {}
