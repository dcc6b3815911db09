// DESIGN rule 13: wgmma's N is a multiple of 8 from 8 to 256; m64n12 does not compile.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

fn main() {
    let m = ptx_module! {
        target sm_90a;
        kernel k(out: global f32) {
            shared mat: u16[4096] align 1024;
            let d = wgmma_desc.b128.bf16 [mat], 16, 1024;
            let acc = frag_zero.f32 8;
            wgmma.mma_async.sync.aligned.m64n12k16.f32.bf16.bf16 acc, d, d, 1, 1, 1, 0, 0;
            st.global.f32 [out], {acc[0]};
        }
    };
    m.emit().unwrap();
}
