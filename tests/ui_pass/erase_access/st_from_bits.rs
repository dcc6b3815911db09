// Issue 7, hole 2: a pointer made from an integer may be any address (here a .const
// one), so it is read-only; storing through one needs the unsafe `from_bits_unchecked`.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let c = m.const_::<u32>("c", 4);
    m.entry("k", |k| {
        let b = k.cvta_var(c, 0).bits();
        let p = Ptr::<_, u32>::from_bits(b);
        let v = k.ld(p);
    });
    m.emit().unwrap();
}
