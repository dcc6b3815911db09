// Host side of the half types: a device buffer of `half::bf16` passes for a
// `Ptr<Global, Bf16>` parameter with no cast, and not for a `Ptr<Global, F16>` one (the
// same 16 bits, another type).
#![allow(unused_variables, dead_code)]
use typed_ptx::runtime::half::bf16;
use typed_ptx::runtime::{CudaSlice, Function, Launch, Result};
use typed_ptx::*;

type Params = (Ptr<Global, F16>,);

// Never called: the launch is checked at compile time, and there is no GPU here.
fn run(f: &Function<Params>, xs: &CudaSlice<bf16>) -> Result<()> {
    unsafe { f.launch(&Launch::new(1, 32), (xs,))? };
    Ok(())
}

fn main() {
    let mut m = Module::new(Target::SM_90);
    m.kernel("k", |k, (x,): Params| {
        let v = k.ld(x);
    });
    m.emit().unwrap();
}
