// ptx_asm! compile-fail case (legal twin): in a block, `bra` reaches only a label placed in the same block (labels are local to it)
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, g: GlobalPtr<u32>, a: u32, n: u32) {
    unsafe {
        let mut x: u32 = a;
        ptx_asm! {
            .reg .pred p;
            setp.eq.u32 p, x, 0;
            @p bra done;
            add.u32 x, x, 1;
            bra done;
        done:
            st.global.u32 [g], x;
        }
    }
}

pub fn main() {}
