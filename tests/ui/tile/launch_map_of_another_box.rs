// Layouts in the type, host side: a tile map's box is its tile's: a map whose boxes are
// 128 rows is not a launch argument for a kernel parameter of 64-row tiles.
#![allow(unused_variables, dead_code)]
use typed_ptx::runtime::{CudaSlice, Function, Gpu, Result, TileMapArg};
use typed_ptx::tile::{Sw128, Tile, TileMap};
use typed_ptx::*;

type Short = Tile<Bf16, 64, 64, Sw128>;
type Tall = Tile<Bf16, 128, 64, Sw128>;
type Params = (TileMap<Short, 2>,);

// Never called: the launch is checked at compile time, and there is no GPU here.
fn run(gpu: &Gpu, f: &Function<Params>, buf: &CudaSlice<u16>, short: &TileMapArg<'_, Short, 2>) -> Result<()> {
    let tall = gpu.tile_map::<Tall, 2, _>(buf, [64, 256], None)?;
    unsafe { f.launch(&typed_ptx::runtime::Launch::new(1, 32), (&tall,))? };
    Ok(())
}

fn main() {
    let mut m = Module::new(Target::SM_90A);
    let k = m.kernel("k", |k, (map,): Params| {});
    m.emit().unwrap();
}
