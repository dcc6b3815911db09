// DESIGN rule 9: the local mbarrier instructions (arrive with a state token) take .shared::cta; another CTA's mbarrier takes the remote forms.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        let p = k.addr_of(b);
        let r = k.mapa(p, 1u32);
        k.mbarrier_arrive_remote(r);
    });
    m.emit().unwrap();
}
