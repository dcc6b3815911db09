// PTX `and` is bitwise logic on integers and predicates, not f32.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let x = k.param::<f32>("x");
        let y = k.param::<u32>("y");
        let _ = k.and(y, y);
    });
    m.emit().unwrap();
}
