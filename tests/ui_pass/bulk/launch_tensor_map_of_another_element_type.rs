// The legal twin of tests/ui/bulk/launch_tensor_map_of_another_element_type.rs.
#![allow(unused_variables, dead_code)]
use typed_ptx::runtime::{CudaSlice, Function, Gpu, Result, TensorMapArg, TiledLayout};
use typed_ptx::*;

type Params = (Ptr<Generic<Param<Entry>>, TensorMap<Bf16, 2>>,);

// Never called: the launch is checked at compile time, and there is no GPU here.
fn run(
    gpu: &Gpu,
    f: &Function<Params>,
    words: &CudaSlice<f32>,
    halves: &TensorMapArg<'_, Bf16, 2>,
    flat: &TensorMapArg<'_, Bf16, 1>,
) -> Result<()> {
    let wmap = gpu.tensor_map_tiled::<f32, 2, _>(words, &TiledLayout::new([64, 64], [32, 8]))?;
    unsafe { f.launch(&typed_ptx::runtime::Launch::new(1, 32), (halves,))? };
    Ok(())
}

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    let k = m.kernel("k", |k, (map,): Params| {
        k.prefetch_tensormap(map);
    });
    m.emit().unwrap();
}
