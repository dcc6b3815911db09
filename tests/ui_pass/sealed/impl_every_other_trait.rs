// Issue 7, hole 5: the legal twin of `impl_every_other_trait`: the sealed launch traits
// still serve as bounds in user code.
#![allow(unused_variables)]
use typed_ptx::runtime::{KernelArg, LaunchArgs};
use typed_ptx::*;

fn takes_args<P, A: LaunchArgs<P>>(a: A) {}
fn takes_arg<P, A: KernelArg<P>>(a: A) {}

pub fn main() {
    takes_args::<(Reg<u32>,), _>((5u32,));
    takes_arg::<Reg<f32>, _>(1.5f32);
}
