// The instruction table: mma.sync has no m16n8k16 with .tf32 inputs (tf32 is m16n8k8).
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel k(out: global f32) {
            let x = mov.f32 1.0;
            let t = cvt.rna.tf32.f32 x;
            let c = frag_zero.f32 4;
            let d = mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {t, t, t, t}, {t, t}, c;
            st.global.f32 [out], {d[0]};
        }
    };
    m.emit().unwrap();
}
