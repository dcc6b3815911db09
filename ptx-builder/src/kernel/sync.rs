//! Barriers, memory ordering and warp-level instructions (`shfl.sync`, `vote.sync`).

use super::*;
use crate::ty::Num;

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
    /// scope `.gl`, a value of its own slot: `slots::MembarLevel`).
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

/// The lane arithmetic of [`Kernel::shfl_sync`] (the slot `{.mode}` of
/// `FormId::ShflSync`, a shared enum of `typed_ptx_isa::row::SHARED_ENUMS`).
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

impl Shfl {
    /// Every value, in the order of the registry (`SHARED_ENUMS`).
    pub const ALL: &'static [Shfl] = &[Shfl::Up, Shfl::Down, Shfl::Bfly, Shfl::Idx];

    /// The table's modifier (`.up`, `.down`, `.bfly`, `.idx`).
    pub const fn modifier(self) -> typed_ptx_isa::Mod {
        use typed_ptx_isa::Mod;
        match self {
            Shfl::Up => Mod::Up,
            Shfl::Down => Mod::Down,
            Shfl::Bfly => Mod::Bfly,
            Shfl::Idx => Mod::Idx,
        }
    }
}

/// 32-bit register types that `shfl.sync` moves.
#[diagnostic::on_unimplemented(
    message = "`shfl.sync` moves 32-bit values, not `{Self}`",
    note = "shuffle a u32, i32 or f32; split 64-bit values in halves"
)]
pub trait B32: Num + Data + Elem<Value = Self> {}
impl B32 for u32 {}
impl B32 for i32 {}
impl B32 for f32 {}

/// # Barriers and warp-level primitives
///
/// Barriers and warp-level primitives: `bar`, `barrier`, `barrier.cluster`, shuffles,
/// votes, `activemask`, fences.
impl<'m> Kernel<'m> {
    // ---- barriers and memory ordering ----------------------------------------------------------

    /// `membar.{cta,gl,sys}` at `scope`: [`membar_level`](Self::membar_level) with
    /// `Scope::Cta` as `.cta`, `Scope::Gpu` as `.gl` and `Scope::Sys` as `.sys`.
    /// `Scope::Cluster` is refused (`membar` has no cluster level: use
    /// [`fence`](Self::fence) at `Scope::Cluster`).
    #[track_caller]
    pub fn membar(&mut self, scope: Scope) {
        use crate::slots::MembarLevel;
        let level = match scope {
            Scope::Cta => MembarLevel::Cta,
            Scope::Gpu => MembarLevel::Gl,
            Scope::Sys => MembarLevel::Sys,
            Scope::Cluster => {
                self.misuse(
                    "`membar` at cluster scope",
                    "membar has no cluster scope: use `fence(Scope::Cluster)`",
                    site(Location::caller()),
                );
                MembarLevel::Gl
            }
        };
        self.membar_level(level);
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

    // `shfl.sync{.mode}.b32` is generated from its row: `shfl_sync(mode, a, b, c, mask)`
    // (`c` packs the segment mask and clamp: `0x1f` for a whole warp with `down`, `bfly`
    // and `idx`, `0` for `up`).

    // `vote.sync{.mode}.pred` is generated from its row: `vote_sync(mode, p, mask)`; the
    // three wrappers below name its modes.

    /// `vote.sync.all.pred`: whether every member lane's `p` is true
    /// ([`vote_sync`](Self::vote_sync) with [`VoteSyncMode::All`](crate::slots::VoteSyncMode::All)).
    #[track_caller]
    pub fn vote_all(&mut self, p: Reg<Pred>, mask: impl Into<Src<u32>>) -> Reg<Pred> {
        self.vote_sync(crate::slots::VoteSyncMode::All, p, mask)
    }

    /// `vote.sync.any.pred`: whether some member lane's `p` is true
    /// ([`vote_sync`](Self::vote_sync) with [`VoteSyncMode::Any`](crate::slots::VoteSyncMode::Any)).
    #[track_caller]
    pub fn vote_any(&mut self, p: Reg<Pred>, mask: impl Into<Src<u32>>) -> Reg<Pred> {
        self.vote_sync(crate::slots::VoteSyncMode::Any, p, mask)
    }

    /// `vote.sync.uni.pred`: whether every member lane's `p` is the same
    /// ([`vote_sync`](Self::vote_sync) with [`VoteSyncMode::Uni`](crate::slots::VoteSyncMode::Uni)).
    #[track_caller]
    pub fn vote_uni(&mut self, p: Reg<Pred>, mask: impl Into<Src<u32>>) -> Reg<Pred> {
        self.vote_sync(crate::slots::VoteSyncMode::Uni, p, mask)
    }
}
