// `add` takes .u16/.s16/.u32/.s32/.u64/.s64/.f32/.f64, not a .bN type.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let t = mov.u32 %tid.x;
            let v = add.u32 t, 2;
            st.global.u32 [out], v;
        }
    };
    m.emit().unwrap();
}
