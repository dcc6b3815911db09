// DESIGN rule 9: an mbarrier is declared only in .shared, not in .local.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let b = k.shared::<Mbarrier>("b", 1, Align(8));
    });
    m.emit().unwrap();
}
