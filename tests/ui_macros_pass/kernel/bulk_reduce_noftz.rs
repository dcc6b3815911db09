// `.noftz` goes with `.add` of `.f16`/`.bf16` elements only (the row's rule): on `.u32` it is refused, not dropped.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

pub fn main() {
    let m = ptx_module! {
        target sm_90;
        kernel k(out: global f32, words: global u32) {
            shared t: f32[64] align 128;
            shared w: u32[64] align 128;
            cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [words], [w], 256;
        }
    };
    m.emit().unwrap();
}
