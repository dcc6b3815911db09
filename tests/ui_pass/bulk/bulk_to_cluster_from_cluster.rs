// The legal twin of tests/ui/bulk/bulk_to_cluster_from_cluster.rs.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_90);
    m.kernel("k", |k, (map, out): (Ptr<Generic<Param<Entry>>, TensorMap<f32, 2>>, Ptr<Global, f32>)| {
        let tile = k.shared::<f32>("tile", 256, Align(128));
        let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
        let dst = k.shared::<f32>("dst", 256, Align(128));
        let r = k.cluster_ctarank();
        let p = k.addr_of(tile);
        let remote = k.mapa(p, r);
        let pd = k.addr_of(dst);
        let rdst = k.mapa(pd, r);
        let pb = k.addr_of(bar);
        let rbar = k.mapa(pb, r);
        k.cp_async_bulk_shared_to_cluster(rdst, tile, 64u32, rbar);
    });
    m.emit().unwrap();
}
