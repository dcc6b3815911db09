// a guarded instruction cannot define a register.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let t = mov.u32 %tid.x;
            let p = setp.eq.u32 t, 0;
            @p { let v = add.u32 t, 1; st.global.u32 [out], v; }
        }
    };
    m.emit().unwrap();
}
