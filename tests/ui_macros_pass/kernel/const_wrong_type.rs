// a constant is used where its type is the operand's.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            const N: u64 = 16;
            let t = mov.u32 %tid.x;
            let y = add.u32 t, {N as u32};
            st.global.u32 [out], y;
        }
    };
    m.emit().unwrap();
}
