// an unrolled loop that yields an array has bounds known when the macro expands.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global u32) {
            let t = mov.u32 %tid.x;
            let v = for i in 0..{2 + 2} unroll {
                let r = add.u32 t, i;
                yield r;
            };
            st.global.v4.u32 [out], v;
        }
    };
    m.emit().unwrap();
}
