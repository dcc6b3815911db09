// ptx_asm! compile-fail case (legal twin): a store to the read-only .const space (no such form; error at the mnemonic)
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32, c: ConstPtr<u32>, l: LocalPtr<u32>) {
    unsafe {
        ptx_asm!(st.local.u32 [l], a);
    }
}

pub fn main() {}
