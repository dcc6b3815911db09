// A wrong launch argument among several is reported once, at the argument, with its
// position, its type and the parameter's (here the third, an `f32` for a `Reg<u32>`).
#![allow(unused_variables, dead_code)]
use typed_ptx::runtime::{CudaSlice, Function, Launch, Result};
use typed_ptx::*;

type Params = (Ptr<Global, f32>, Reg<f32>, Reg<u32>);

// Never called: the launch is checked at compile time, and there is no GPU here.
fn run(f: &Function<Params>, ys: &mut CudaSlice<f32>) -> Result<()> {
    unsafe { f.launch(&Launch::new(1, 32), (ys, 2.0f32, 4u32))? };
    Ok(())
}

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.kernel("k", |k, (out, a, n): Params| {
        let v = k.ld(out);
        let w = k.mul(v, a);
        k.st(out, w);
    });
    m.emit().unwrap();
}
