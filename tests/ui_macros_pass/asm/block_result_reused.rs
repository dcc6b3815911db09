// ptx_asm! compile-fail case (legal twin): a typed address result is assigned after the block, so it is not used again inside it
use typed_ptx::device::*;
use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(s: SharedPtr<u32>, g: GlobalPtr<u32>, a: u32, n: u32) {
    unsafe {
        let gp: GenericPtr<u32, origin::Shared>;
        let v: u32;
        ptx_asm! {
            cvta.shared.u64 gp, s;
            ld.shared.u32 v, [s];
        }
        let w: u32;
        ptx_asm!(ld.u32 w, [gp]);
    }
}

pub fn main() {}
