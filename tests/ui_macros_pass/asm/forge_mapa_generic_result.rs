// ptx_asm! compile-fail case (legal twin): safe code calls the hidden helper `mapa_generic_result` to make a generic pointer of cluster origin from any bits (the twin states the claim with `unsafe`)
use typed_ptx::device::*;

#[allow(dead_code, unused_variables)]
fn forge(q: GenericPtr<u32, origin::Shared>, bits: u64) -> GenericPtr<u32, origin::Cluster> {
    unsafe { typed_ptx::__private::dev::mapa_generic_result(&q, bits) }
}

#[allow(dead_code, unused_variables, unused_assignments, unused_unsafe)]
unsafe fn device_code(s: SharedPtr<u32>, s32: SharedAddr32<u32>, g: GlobalPtr<u32>, p: GenericPtr<u32>, a: u32, b: u32, qg: GenericPtr<u32, origin::Global>, qs: GenericPtr<u32, origin::Shared>, ql: GenericPtr<u32, origin::Local>, qc: GenericPtr<u32, origin::Const>) {
    unsafe {
        let d = forge(qs, 0x1234);
    }
}

pub fn main() {}
