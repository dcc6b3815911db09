// Issue 7: a typed kernel takes up to 16 parameters, and the error for more says so.
#![allow(unused_variables)]
use typed_ptx::*;

type P = (Reg<u32>, Reg<u32>, Reg<u32>, Reg<u32>, Reg<u32>, Reg<u32>, Reg<u32>, Reg<u32>, Reg<u32>, Reg<u32>, Reg<u32>, Reg<u32>, Reg<u32>, Reg<u32>, Reg<u32>, Reg<u32>);

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.kernel("k", |k, p: P| {});
    m.emit().unwrap();
}
