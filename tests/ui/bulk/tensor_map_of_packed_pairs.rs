// A tensor map describes u8/i8/u16/i16/u32/i32/u64/i64/f32/f64/F16/Bf16 elements and FP8
// packs (there is no FP8 scalar type): a map of packed F16x2 pairs does not exist.
#![allow(unused_variables)]
use typed_ptx::*;

fn main() {
    let mut m = Module::new(Target::SM_90);
    m.kernel("k", |k, (map, out): (Ptr<Generic<Param<Entry>>, TensorMap<f32, 2>>, Ptr<Global, f32>)| {
        k.param_tensor_map::<F16x2, 2>("pairs");
    });
    m.emit().unwrap();
}
