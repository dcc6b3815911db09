// The interpreter checks a launch's arguments at compile time like the GPU runtime: here the
// second of three, a `u32` for a `Reg<f32>` parameter, is reported once, at the argument,
// with its position.
#![allow(unused_variables)]
use typed_ptx::sim::Sim;
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    let k = m.kernel("scale", |k, (out, a, n): (Ptr<Global, f32>, Reg<f32>, Reg<u32>)| {
        let v = k.ld(out);
        let w = k.mul(v, a);
        k.st(out, w);
    });
    let mut sim = Sim::new();
    let out = sim.upload(&[1.0f32; 4]);
    sim.run(&m, &k, &Launch::new(1, 4), (&out, 2.0f32, 4u32)).unwrap();
}
