// DESIGN rule 13: the B fragment of mma.sync m16n8k16 is two registers; three do not
// compile.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global f32) {
            let a = frag_zero.bf16x2 4;
            let c = frag_zero.f32 4;
            let d = mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 a, {{a[0]}, {a[1]}}, c;
            st.global.f32 [out], {d[0]};
        }
    };
    m.emit().unwrap();
}
