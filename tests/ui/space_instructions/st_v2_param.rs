// DESIGN rule 4: PTX `st` does not write kernel .param memory (read-only to a kernel). As
// a vector.
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let v = k.param_var::<u64>("p");
        let p = k.addr_of(v).cast::<u32>();
        let x = k.tid_x();
        k.st_v2(p, [x, x]);
    });
    m.emit().unwrap();
}
