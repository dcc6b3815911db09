// DESIGN rule 3: a device function taking a .shared::cta pointer is not passed a
// .shared::cluster one (it may address another CTA of the cluster).
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let f = m.func("f", |k, (q,): (Ptr<Shared<Cta>, u32>,)| {
        k.st(q, 1u32);
    });
    m.entry("k", |k| {
        let v = k.shared::<u32>("s", 4, Align(4));
        let s = k.addr_of(v);
        let r = k.cluster_ctarank();
        let far = k.mapa(s, r);
        k.call(f, (s,));
    });
    m.emit().unwrap();
}
