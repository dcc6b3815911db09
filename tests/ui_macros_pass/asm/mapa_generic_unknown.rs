// ptx_asm! compile-fail case (legal twin): mapa.u64 on a generic pointer of unknown origin (PTX mapa maps shared-memory addresses only)
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[cfg(any(not(target_arch = "nvptx64"), target_feature = "sm_90"))]
#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32, qg: GenericPtr<u32, origin::Global>, qs: GenericPtr<u32, origin::Shared>, ql: GenericPtr<u32, origin::Local>, qc: GenericPtr<u32, origin::Const>) {
    unsafe {
        let r: GenericPtr<u32, origin::Cluster>;
        ptx_asm!(mapa.u64 r, qs, 1);
    }
}

pub fn main() {}
