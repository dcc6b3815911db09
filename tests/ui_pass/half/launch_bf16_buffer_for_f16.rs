// The legal twin of tests/ui/half/launch_bf16_buffer_for_f16.rs.
#![allow(unused_variables, dead_code)]
use typed_ptx::runtime::half::bf16;
use typed_ptx::runtime::{CudaSlice, Function, Launch, Result};
use typed_ptx::*;

type Params = (Ptr<Global, Bf16>,);

// Never called: the launch is checked at compile time, and there is no GPU here.
fn run(f: &Function<Params>, xs: &CudaSlice<bf16>) -> Result<()> {
    unsafe { f.launch(&Launch::new(1, 32), (xs,))? };
    Ok(())
}

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.kernel("k", |k, (x,): Params| {
        let v = k.ld(x);
    });
    m.emit().unwrap();
}
