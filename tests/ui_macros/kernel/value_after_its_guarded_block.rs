// a value made in a guarded block exists only inside it (its instructions run only where
// the guard holds).
#![allow(unused_variables)]
use typed_ptx::ptx_module;

fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32, n: u32) {
            let t = mov.u32 %tid.x;
            let inside = setp.lt.u32 t, n;
            @inside {
                let p = index out, t;
                st.global.u32 [p], t;
            }
            st.global.u32 [p], n;
        }
    };
    m.emit().unwrap();
}
