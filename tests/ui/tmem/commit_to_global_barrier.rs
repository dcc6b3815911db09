// tcgen05.commit arrives on an mbarrier: a u64 in .global is not one.
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        let g = k.param_ptr::<u64>("g");
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        k.mbarrier_init(bar, 1u32);
        k.tcgen05_commit(Tcgen05Group::CtaGroup1, g);
    });
    m.emit().unwrap();
}
