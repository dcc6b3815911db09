// `bitcast` moves bits between types of one width: a 16-bit F16 is not a u32.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let h = k.mov(F16(0x3c00));
        let _ = k.bitcast::<u16, _>(h);
    });
    m.emit().unwrap();
}
