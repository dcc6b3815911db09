// ptx_asm! compile-fail case (legal twin): user code implements `GenericAddr` and `GenericOf<origin::Shared>` for its own type, so any bits convert with cvta.to.shared (traits are sealed)
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32, qg: GenericPtr<u32, origin::Global>, qs: GenericPtr<u32, origin::Shared>, ql: GenericPtr<u32, origin::Local>, qc: GenericPtr<u32, origin::Const>) {
    unsafe {
        let d: SharedPtr<u32>;
        ptx_asm!(cvta.to.shared.u64 d, qs);
    }
}

pub fn main() {}
