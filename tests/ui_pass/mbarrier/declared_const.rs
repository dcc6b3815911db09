// DESIGN rule 9: an mbarrier is declared only in .shared, not in .const.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let b = m.shared::<Mbarrier>("b", 1, Align(8));
    m.entry("k", |k| {
        let _ = b;
    });
    m.emit().unwrap();
}
