// `bra` takes a label placed in the same function.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let t = mov.u32 %tid.x;
            let p = setp.eq.u32 t, 0;
            @p bra skip;
            st.global.u32 [out], 1;
        skip:
        }
    };
    m.emit().unwrap();
}
