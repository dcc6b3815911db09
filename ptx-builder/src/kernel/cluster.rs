//! Thread-block clusters: `mapa` (sm_90).

use typed_ptx_isa::Mod;

use super::*;

/// Shared spaces that `mapa` maps to another CTA of the cluster.
#[diagnostic::on_unimplemented(
    message = "`mapa` maps shared-memory addresses, not {Self} ones",
    note = "mapa takes a .shared::cta or .shared::cluster address (or a generic address that came from one)"
)]
pub trait MapaSpace: Space {}
impl MapaSpace for Shared<Cta> {}
impl MapaSpace for Shared<Cluster> {}
/// Generic origins that `mapa` on a generic address accepts.
#[diagnostic::on_unimplemented(
    message = "`mapa` on a generic address needs one that came from shared memory, not from {Self}",
    note = "convert a .shared address with cvta first"
)]
pub trait MapaOrigin: Origin {}
impl MapaOrigin for Shared<Cta> {}
impl MapaOrigin for Shared<Cluster> {}

/// # Thread-block clusters
///
/// Thread-block clusters (sm_90): `mapa` to another CTA's shared memory.
impl<'m> Kernel<'m> {
    // ---- clusters -----------------------------------------------------------------------------

    /// `mapa.shared::cluster.u64 d, a, rank`: the same shared location in CTA `rank` of
    /// the cluster.
    #[track_caller]
    pub fn mapa<S: MapaSpace, T: Elem>(
        &mut self,
        p: Ptr<S, T>,
        rank: impl Into<Src<u32>>,
    ) -> Ptr<Shared<Cluster>, T> {
        let at = site(Location::caller());
        let d = self.new_reg(RegClass::B64);
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_reg(p.id, at),
            self.op_src(rank.into(), at),
        ];
        self.op(FormId::MapaShared, &[Mod::U64.into()], &ops, at);
        Ptr::new(d)
    }

    /// `mapa.shared::cluster.u32 d, a, rank` on a 32-bit shared address.
    #[track_caller]
    pub fn mapa32<S: MapaSpace + Window32, T: Elem>(
        &mut self,
        p: Ptr32<S, T>,
        rank: impl Into<Src<u32>>,
    ) -> Ptr32<Shared<Cluster>, T> {
        let at = site(Location::caller());
        let d = self.new_reg(RegClass::B32);
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_reg(p.id, at),
            self.op_src(rank.into(), at),
        ];
        self.op(FormId::MapaShared, &[Mod::U32.into()], &ops, at);
        Ptr32::new(d)
    }

    /// `mapa.u64 d, a, rank` on a generic address that came from shared memory.
    #[track_caller]
    pub fn mapa_generic<O: MapaOrigin, T: Elem>(
        &mut self,
        p: Ptr<Generic<O>, T>,
        rank: impl Into<Src<u32>>,
    ) -> Ptr<Generic<Shared<Cluster>>, T> {
        let at = site(Location::caller());
        let d = self.new_reg(RegClass::B64);
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_reg(p.id, at),
            self.op_src(rank.into(), at),
        ];
        self.op(FormId::MapaGeneric, &[], &ops, at);
        Ptr::new(d)
    }
}
