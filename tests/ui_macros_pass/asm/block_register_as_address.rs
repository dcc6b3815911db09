// ptx_asm! compile-fail case (legal twin): a block register is a value, never an address: addresses come from typed Rust values
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, g: GlobalPtr<u32>, a: u32, n: u32) {
    unsafe {
        ptx_asm! {
            .reg .u32 t;
            .reg .u64 a;
            mov.u64 a, 0;
            ld.shared.u32 t, [s];
            st.global.u32 [g], t;
        }
    }
}

pub fn main() {}
