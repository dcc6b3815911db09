//! Barriers, memory ordering and warp-level instructions (`shfl.sync`, `vote.sync`).

use super::*;

/// The scope of a memory barrier or fence (the slot `{.scope}` of `FormId::FenceAcqRel`
/// and `FormId::FenceProxyTensormapRelease`, a shared enum of
/// `typed_ptx_isa::row::SHARED_ENUMS`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    /// The CTA.
    Cta,
    /// The thread-block cluster (fences only; sm_90).
    Cluster,
    /// The GPU.
    Gpu,
    /// The whole system.
    Sys,
}

impl Scope {
    /// Every value, in the order of the registry (`SHARED_ENUMS`).
    pub const ALL: &'static [Scope] = &[Scope::Cta, Scope::Cluster, Scope::Gpu, Scope::Sys];

    /// The table's modifier (`.cta`, `.cluster`, `.gpu`, `.sys`; `membar` spells the GPU
    /// scope `.gl`, its own rows).
    pub const fn modifier(self) -> typed_ptx_isa::Mod {
        use typed_ptx_isa::Mod;
        match self {
            Scope::Cta => Mod::Cta,
            Scope::Cluster => Mod::Cluster,
            Scope::Gpu => Mod::Gpu,
            Scope::Sys => Mod::Sys,
        }
    }
}

/// The lane arithmetic of [`Kernel::shfl_sync`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shfl {
    /// Read from `lane - b`.
    Up,
    /// Read from `lane + b`.
    Down,
    /// Read from `lane ^ b`.
    Bfly,
    /// Read from lane `b`.
    Idx,
}

/// 32-bit register types that `shfl.sync` moves.
#[diagnostic::on_unimplemented(
    message = "`shfl.sync` moves 32-bit values, not `{Self}`",
    note = "shuffle a u32, i32 or f32; split 64-bit values in halves"
)]
pub trait B32: Scalar {}
impl B32 for u32 {}
impl B32 for i32 {}
impl B32 for f32 {}

/// Barriers and warp-level primitives: `bar`, `barrier`, `barrier.cluster`, shuffles,
/// votes, `activemask`, fences.
impl<'m> Kernel<'m> {
    // ---- barriers and memory ordering ----------------------------------------------------------

    /// `membar.{cta,gl,sys}`.
    #[track_caller]
    pub fn membar(&mut self, scope: Scope) {
        let at = site(Location::caller());
        let form = match scope {
            Scope::Cta => FormId::MembarCta,
            Scope::Gpu => FormId::MembarGl,
            Scope::Sys => FormId::MembarSys,
            Scope::Cluster => {
                self.misuse(
                    "`membar` at cluster scope",
                    "membar has no cluster scope: use `fence(Scope::Cluster)`",
                    at,
                );
                FormId::MembarGl
            }
        };
        self.op(form, &[], &[], at);
    }

    /// `barrier.cluster.arrive` (sm_90).
    #[track_caller]
    pub fn barrier_cluster_arrive(&mut self) {
        let at = site(Location::caller());
        self.op_plain(FormId::BarrierClusterArrive, &[], at);
    }

    /// `barrier.cluster.wait` (sm_90).
    #[track_caller]
    pub fn barrier_cluster_wait(&mut self) {
        let at = site(Location::caller());
        self.op_plain(FormId::BarrierClusterWait, &[], at);
    }

    // ---- warp-level ---------------------------------------------------------------------------

    /// `shfl.sync.<mode>.b32 d, a, b, c, mask`. `c` packs the segment mask and clamp
    /// (`0x1f` for a whole warp with `up`'s clamp 0, `0x1f` for down/bfly/idx).
    #[track_caller]
    pub fn shfl_sync<T: B32>(
        &mut self,
        mode: Shfl,
        a: Reg<T>,
        b: impl Into<Src<u32>>,
        c: u32,
        mask: impl Into<Src<u32>>,
    ) -> Reg<T> {
        let at = site(Location::caller());
        self.range("shfl's c operand", c as i64, 0, 0x1f1f, at);
        let form = match mode {
            Shfl::Up => FormId::ShflSyncUp,
            Shfl::Down => FormId::ShflSyncDown,
            Shfl::Bfly => FormId::ShflSyncBfly,
            Shfl::Idx => FormId::ShflSyncIdx,
        };
        let d = self.new_reg(T::TY.class());
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_reg(a.id, at),
            self.op_src(b.into(), at),
            Op::Imm(Imm::UInt(c as u64)),
            self.op_src(mask.into(), at),
        ];
        self.op(form, &[], &ops, at);
        Reg::new(d)
    }

    pub(crate) fn vote(
        &mut self,
        form: FormId,
        class: RegClass,
        p: Reg<Pred>,
        mask: Src<u32>,
        at: Site,
    ) -> RegId {
        let d = self.new_reg(class);
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_reg(p.id, at),
            self.op_src(mask, at),
        ];
        self.op(form, &[], &ops, at);
        d
    }

    /// `vote.sync.all.pred`.
    #[track_caller]
    pub fn vote_all(&mut self, p: Reg<Pred>, mask: impl Into<Src<u32>>) -> Reg<Pred> {
        Reg::new(self.vote(
            FormId::VoteSyncAll,
            RegClass::Pred,
            p,
            mask.into(),
            site(Location::caller()),
        ))
    }

    /// `vote.sync.any.pred`.
    #[track_caller]
    pub fn vote_any(&mut self, p: Reg<Pred>, mask: impl Into<Src<u32>>) -> Reg<Pred> {
        Reg::new(self.vote(
            FormId::VoteSyncAny,
            RegClass::Pred,
            p,
            mask.into(),
            site(Location::caller()),
        ))
    }

    /// `vote.sync.uni.pred`.
    #[track_caller]
    pub fn vote_uni(&mut self, p: Reg<Pred>, mask: impl Into<Src<u32>>) -> Reg<Pred> {
        Reg::new(self.vote(
            FormId::VoteSyncUni,
            RegClass::Pred,
            p,
            mask.into(),
            site(Location::caller()),
        ))
    }
}
