// a value made in a loop body exists only inside it: carry it out (`carry`/`yield`).
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global f32, n: u32) {
            let s = for i: u32 in 0..n carry (acc: f32 = 0.0) {
                let v = cvt.rn.f32.u32 i;
                let acc = add.f32 acc, v;
                yield acc;
            };
            st.global.f32 [out], s;
        }
    };
    m.emit().unwrap();
}
