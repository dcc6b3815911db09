// Issue 7, hole 5: the legal twin of `impl_every_trait`: the sealed traits are still
// usable as bounds, so code generic over spaces and element types compiles.
#![allow(unused_variables)]
use typed_ptx::*;

fn store_one<A: Address<Elem = u32>>(k: &mut Kernel<'_>, a: A)
where
    A::Space: Storable,
{
    k.st(a, 1u32);
}

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.entry("k", |k| {
        let s = k.shared::<u32>("s", 1, Align(4));
        store_one(k, s);
        let out = k.param_ptr::<u32>("out");
        store_one(k, out);
    });
    m.emit().unwrap();
}
