// DESIGN rule 9: a remote complete_tx takes a .shared::cluster address, not a generic one.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
        let g = k.cvta_var(b, 0);
        let c = k.addr_of(b).widen();
        k.mbarrier_complete_tx_remote(c, 16u32);
    });
    m.emit().unwrap();
}
