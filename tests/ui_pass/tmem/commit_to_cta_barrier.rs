// tcgen05.commit arrives on an mbarrier in .shared::cluster: a Shared<Cta> one is widened first.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        k.mbarrier_init(bar, 1u32);
        k.tcgen05_commit(Tcgen05Group::CtaGroup1, bar.widen());
    });
    m.emit().unwrap();
}
