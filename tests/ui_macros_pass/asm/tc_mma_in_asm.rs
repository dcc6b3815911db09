// ptx_asm! compile-fail case (legal twin): tensor-core instructions take typed fragments and descriptors, which asm! operands cannot carry

use typed_ptx::ptx_asm;

#[allow(dead_code, unused_variables, unused_assignments)]
unsafe fn device_code(a: u32, b: u32, c: f32) {
    unsafe {
        let d: f32;
        ptx_asm!(add.f32 d, c, c);
    }
}

pub fn main() {}
