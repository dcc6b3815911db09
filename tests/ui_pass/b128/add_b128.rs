// PTX has no arithmetic on .b128: `add` takes integers, floats and half-precision values;
// a 128-bit value is only loaded, stored, moved, split into halves and swapped atomically.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let p = k.param_ptr::<B128>("p");
        let v = k.ld(p);
        let [lo, hi] = k.unpack_b128(v);
        let s = k.add(lo, hi);
    });
    m.emit().unwrap();
}
