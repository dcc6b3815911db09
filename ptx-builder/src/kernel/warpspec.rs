//! Warp specialization and the rest of sm_90: `setmaxnreg`, `elect.sync`, named barriers
//! with a thread count, `redux.sync`, `match.sync`, `getctarank`, `st.async`/`red.async`
//! into another CTA's shared memory, and `griddepcontrol` (programmatic dependent launch).

use typed_ptx_isa::Mod;

use super::*;
use crate::ty::{Bf16x2, F16x2};

/// The operation of [`Kernel::redux_sync`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReduxOp {
    /// `.add`: the sum (wrapping).
    Add,
    /// `.min`: the minimum (signed for `i32`, unsigned for `u32`).
    Min,
    /// `.max`: the maximum.
    Max,
    /// `.and`: the bitwise and.
    And,
    /// `.or`: the bitwise or.
    Or,
    /// `.xor`: the bitwise xor.
    Xor,
}

/// The operation of [`Kernel::redux_sync_f32`] (the slot `{.op}` of `FormId::ReduxSyncF32`,
/// a shared enum of `typed_ptx_isa::row::SHARED_ENUMS`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReduxF32Op {
    /// `.min`.
    Min,
    /// `.max`.
    Max,
}

impl ReduxF32Op {
    /// Every value, in the order of the registry (`SHARED_ENUMS`).
    pub const ALL: &'static [ReduxF32Op] = &[ReduxF32Op::Min, ReduxF32Op::Max];

    /// The table's modifier (`.min`, `.max`).
    pub const fn modifier(self) -> Mod {
        match self {
            ReduxF32Op::Min => Mod::Min,
            ReduxF32Op::Max => Mod::Max,
        }
    }
}

/// The modifiers of [`Kernel::redux_sync_f32`]; the default is neither.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReduxF32Flags {
    /// `.abs`: reduce the absolute values.
    pub abs: bool,
    /// `.NaN`: a NaN among the inputs makes the result NaN (otherwise NaNs are ignored).
    pub nan: bool,
}

/// Register types `redux.sync` reduces: `u32` and `i32` (`.u32`/`.s32` for add, min and
/// max, `.b32` for the bitwise operations).
#[diagnostic::on_unimplemented(
    message = "`redux.sync` reduces 32-bit integers, not `{Self}`",
    note = "redux.sync takes u32 or i32 (add/min/max/and/or/xor); f32 min/max is `redux_sync_f32` (sm_100a); reduce 64-bit values with shfl.sync"
)]
pub trait ReduxElem: Scalar {}
impl ReduxElem for u32 {}
impl ReduxElem for i32 {}

/// Register types `match.sync` compares: 32- and 64-bit integers (`.b32`/`.b64`).
#[diagnostic::on_unimplemented(
    message = "`match.sync` compares 32- or 64-bit integers, not `{Self}`",
    note = "match.sync compares bit patterns: u32, i32, u64 or i64 (a float's bits would make 0.0 and -0.0 differ; convert it to an integer key first)"
)]
pub trait MatchElem: Scalar {}
impl MatchElem for u32 {}
impl MatchElem for i32 {}
impl MatchElem for u64 {}
impl MatchElem for i64 {}

/// Spaces whose addresses `getctarank` ranks: shared memory of the cluster, as a
/// `.shared::cta` or `.shared::cluster` address or a generic address that came from one.
#[diagnostic::on_unimplemented(
    message = "`getctarank` ranks shared-memory addresses of the cluster, not {Self} ones",
    note = "getctarank takes a .shared::cluster (or .shared::cta) address, or a generic address that came from shared memory"
)]
pub trait CtaRankSpace: Space {}
impl CtaRankSpace for Shared<Cta> {}
impl CtaRankSpace for Shared<Cluster> {}
impl CtaRankSpace for Generic<Shared<Cta>> {}
impl CtaRankSpace for Generic<Shared<Cluster>> {}

/// The destination space of `st.async`/`red.async`: `.shared::cluster` only.
#[diagnostic::on_unimplemented(
    message = "`st.async`/`red.async` write through a .shared::cluster address, not a {Self} one",
    note = "they store into a CTA of the cluster: map the address with `k.mapa(p, rank)` (or `.widen()` a .shared::cta address for the executing CTA)"
)]
pub trait AsyncDst: Space {}
impl AsyncDst for Shared<Cluster> {}

/// Element types `st.async` stores: 32- and 64-bit data (`.v4` only 32-bit).
#[diagnostic::on_unimplemented(
    message = "`st.async` stores 32- or 64-bit values, not `{Self}`",
    note = "st.async takes u32, i32, u64, i64, f32, f64, F16x2 or Bf16x2"
)]
pub trait AsyncElem: Data + Elem<Value = Self> + Scalar {}
impl AsyncElem for u32 {}
impl AsyncElem for i32 {}
impl AsyncElem for u64 {}
impl AsyncElem for i64 {}
impl AsyncElem for f32 {}
impl AsyncElem for f64 {}
impl AsyncElem for F16x2 {}
impl AsyncElem for Bf16x2 {}

/// Element types `st.async.v4` stores: 32-bit data.
#[diagnostic::on_unimplemented(
    message = "`st.async.v4` of `{Self}` exceeds 128 bits",
    note = "st.async.v4 takes 32-bit elements (u32, i32, f32, F16x2, Bf16x2); use st_async_v2 for 64-bit ones"
)]
pub trait AsyncV4Elem: AsyncElem {}
impl AsyncV4Elem for u32 {}
impl AsyncV4Elem for i32 {}
impl AsyncV4Elem for f32 {}
impl AsyncV4Elem for F16x2 {}
impl AsyncV4Elem for Bf16x2 {}

/// Element types `red.async` reduces into: 32- and 64-bit integers (which operation takes
/// which type is checked when the instruction is built).
#[diagnostic::on_unimplemented(
    message = "`red.async` reduces integers, not `{Self}`",
    note = "red.async takes u32 (add/min/max/inc/dec/and/or/xor), i32 (add/min/max/and/or/xor), u64 or i64 (add)"
)]
pub trait RedAsyncElem: Data + Elem<Value = Self> + Scalar {}
impl RedAsyncElem for u32 {}
impl RedAsyncElem for i32 {}
impl RedAsyncElem for u64 {}
impl RedAsyncElem for i64 {}

/// # Warp specialization
///
/// Warp specialization and the rest of sm_90: `redux.sync`, `getctarank`, `st.async`,
/// `red.async` (`setmaxnreg`, `elect.sync`, named barriers, `match.sync` and
/// `griddepcontrol` are generated from their rows).
impl<'m> Kernel<'m> {
    // ---- redux.sync -------------------------------------------------------------------------

    // `redux.sync` is generated from its three rows: `redux_sync_arith` (`.add .min .max`,
    // `.u32`/`.s32`), `redux_sync_bitwise` (`.and .or .xor`, `.b32`) and `redux_sync_f32_with`
    // (`.min .max` with `.abs` and `.NaN`); the two methods below pick among them.

    /// `redux.sync.<op>.T d, a, mask`: reduce `a` over the lanes of `mask` (which must all
    /// execute it); every member lane gets the result (sm_80). `T` is `u32` or `i32`: `min`
    /// and `max` compare as the type's signedness, the bitwise operations are `.b32`
    /// ([`redux_sync_arith`](Self::redux_sync_arith) or
    /// [`redux_sync_bitwise`](Self::redux_sync_bitwise)).
    #[track_caller]
    pub fn redux_sync<T: ReduxElem>(
        &mut self,
        op: ReduxOp,
        a: impl Into<Src<T>>,
        mask: impl Into<Src<u32>>,
    ) -> Reg<T> {
        use crate::slots::{ReduxSyncBitwiseOp as Bits, ReduxSyncOp as Arith};
        match op {
            ReduxOp::Add => self.redux_sync_arith(Arith::Add, a, mask),
            ReduxOp::Min => self.redux_sync_arith(Arith::Min, a, mask),
            ReduxOp::Max => self.redux_sync_arith(Arith::Max, a, mask),
            ReduxOp::And => self.redux_sync_bitwise(Bits::And, a, mask),
            ReduxOp::Or => self.redux_sync_bitwise(Bits::Or, a, mask),
            ReduxOp::Xor => self.redux_sync_bitwise(Bits::Xor, a, mask),
        }
    }

    /// `redux.sync.{min,max}{.abs}{.NaN}.f32 d, a, mask`: the f32 minimum or maximum of `a`
    /// over the lanes of `mask`. Needs a target of the `sm_100` family: `sm_100f`, `sm_103f`
    /// or their `a` targets (PTX ISA 8.6) ([`redux_sync_f32_with`](Self::redux_sync_f32_with) with the flags' `abs` and `nan`).
    #[track_caller]
    pub fn redux_sync_f32(
        &mut self,
        op: ReduxF32Op,
        flags: ReduxF32Flags,
        a: impl Into<Src<f32>>,
        mask: impl Into<Src<u32>>,
    ) -> Reg<f32> {
        self.redux_sync_f32_with(op, flags.abs, flags.nan, a, mask)
    }

    // ---- match.sync -------------------------------------------------------------------------
    //
    // `match_any_sync` and `match_all_sync` are generated from their rows (bound by
    // `MatchElem`).

    // ---- getctarank -------------------------------------------------------------------------
    //
    // `getctarank` is generated from its rows (`getctarank.shared::cluster{.type}` and
    // `getctarank.u64`, picked by the address's space; the address taken as a value).

    // ---- st.async / red.async -----------------------------------------------------------------
    //
    // `st_async`, `st_async_v2`, `st_async_v4` and `red_async` are generated from their rows.
}
