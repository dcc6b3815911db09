// DESIGN rule 13: the mnemonic's .bf16 must be the matrices' type: a descriptor of an
// f16 matrix does not compile.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_90a;
        kernel k(out: global f32) {
            shared mat: u16[4096] align 1024;
            let d = wgmma_desc.b128.bf16 [mat], 16, 1024;
            let h = wgmma_desc.b128.f16 [mat], 16, 1024;
            let acc = frag_zero.f32 8;
            wgmma.mma_async.sync.aligned.m64n16k16.f32.bf16.bf16 acc, d, d, 1, 1, 1, 0, 0;
            st.global.f32 [out], {acc[0]};
        }
    };
    m.emit().unwrap();
}
