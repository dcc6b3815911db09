// The legal twin of tests/ui/tile/launch_map_of_another_swizzle.rs.
#![allow(unused_variables, dead_code)]
use typed_ptx::runtime::{CudaSlice, Function, Gpu, Result, TileMapArg};
use typed_ptx::tile::{Sw128, Sw64, Tile, TileMap};
use typed_ptx::*;

type Wide = Tile<Bf16, 64, 64, Sw128>;
type Narrow = Tile<Bf16, 64, 32, Sw64>;
type Params = (TileMap<Wide, 2>,);

// Never called: the launch is checked at compile time, and there is no GPU here.
fn run(gpu: &Gpu, f: &Function<Params>, buf: &CudaSlice<u16>, wide: &TileMapArg<'_, Wide, 2>) -> Result<()> {
    let narrow = gpu.tile_map::<Narrow, 2, _>(buf, [64, 64], None)?;
    unsafe { f.launch(&typed_ptx::runtime::Launch::new(1, 32), (wide,))? };
    Ok(())
}

pub fn main() {
    let mut m = Module::new(Target::SM_90A);
    let k = m.kernel("k", |k, (map,): Params| {});
    m.emit().unwrap();
}
