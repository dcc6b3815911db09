// an `if` that gives values needs an `else` giving the same types.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global f32) {
            let t = mov.u32 %tid.x;
            let p = setp.eq.u32 t, 0;
            let y: f32 = if p { yield 1.0; } else { yield 2.0; };
            st.global.f32 [out], y;
        }
    };
    m.emit().unwrap();
}
