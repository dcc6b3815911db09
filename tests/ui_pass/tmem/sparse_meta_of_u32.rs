// A sparse UMMA's metadata is a TmemRef<SparseMeta>: a column of u32 values is not it.
#![allow(unused_variables)]
use typed_ptx::tensor_memory::*;
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_100A);
    m.entry("k", |k| {
        k.reqntid(128, 1, 1);
        let sa = k.shared::<Bf16>("sa", 128 * 16, Align(1024));
        let sb = k.shared::<Bf16>("sb", 64 * 32, Align(1024));
        let t: Tmem<Cols<256>> = k.tmem_alloc(0);
        let a = k.umma_desc(sa, Swizzle::None, 128, 256);
        let b = k.umma_desc(sb, Swizzle::None, 128, 512);
        let meta = t.at::<SparseMeta>(130);
        let sparse = SparseA { meta, id: 0 };
        k.umma_sparse(t.at::<f32>(0), a, b, sparse, (UmmaShape { m: 128, n: 64 }, true));
        k.tmem_dealloc(t);
    });
    m.emit().unwrap();
}
