// Issue 7, hole 5: the hidden methods that hand out and accept register ids take a
// private token, so user code cannot re-type a register in another space through them.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let s = k.shared::<u32>("s", 1, Align(4));
        let sp = k.addr_of(s);
        let g = k.mov_ptr(sp);
        k.st(g, 1u32);
    });
    m.emit().unwrap();
}
