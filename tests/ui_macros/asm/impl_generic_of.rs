// ptx_asm! compile-fail case (fails): user code implements `GenericAddr` and `GenericOf<origin::Shared>` for its own type, so any bits convert with cvta.to.shared (traits are sealed)
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[derive(Clone, Copy)]
struct Bits(u64);
impl typed_ptx::__private::dev::GenericAddr for Bits {
    type Elem = u32;
    type Origin = origin::Shared;
    fn split(self) -> (Self, u64) {
        (self, self.0)
    }
}
impl typed_ptx::__private::dev::GenericOf<origin::Shared> for Bits {
    fn split(self) -> (Self, u64) {
        (self, self.0)
    }
}

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32, qg: GenericPtr<u32, origin::Global>, qs: GenericPtr<u32, origin::Shared>, ql: GenericPtr<u32, origin::Local>, qc: GenericPtr<u32, origin::Const>) {
    unsafe {
        let d: SharedPtr<u32>;
        ptx_asm!(cvta.to.shared.u64 d, Bits(0x1234));
    }
}

fn main() {}
