// ptx_asm! compile-fail case (fails): user code implements the operand trait `SharedAddr` for its own type, so any bits pass as a .shared address (traits are sealed)
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[derive(Clone, Copy)]
struct Bits(u64);
impl typed_ptx::__private::dev::SharedAddr for Bits {
    fn split(self) -> (Self, typed_ptx::__private::dev::Regs) {
        (self, typed_ptx::__private::dev::Regs { is32: false, r32: 0, r64: self.0 })
    }
}

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32) {
    unsafe {
        let v: u32;
        ptx_asm!(ld.shared.u32 v, [Bits(0x1234)]);
    }
}

fn main() {}
