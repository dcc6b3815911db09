// DESIGN rule 9: a remote arrive takes a .shared::cluster address (from mapa, or a widened one), not a .shared::cta one.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        k.mbarrier_arrive_remote(b.widen());
    });
    m.emit().unwrap();
}
