// ptx_asm! compile-fail case (fails): a multimem address is a multicast object's, which no
// ptx_asm! operand can carry without letting a plain .global pointer through (error at the
// mnemonic, naming the builder route)
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32) {
    unsafe {
        ptx_asm!(multimem.st.relaxed.sys.global.u32 [g], a);
    }
}

fn main() {}
