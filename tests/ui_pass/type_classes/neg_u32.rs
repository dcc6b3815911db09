// PTX `neg` takes signed integers and floats, not u32.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let x = k.param::<u32>("x");
        let y = k.param::<i32>("y");
        let _ = k.neg(y);
    });
    m.emit().unwrap();
}
