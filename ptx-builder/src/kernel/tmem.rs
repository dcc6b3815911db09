//! Blackwell's tensor memory (sm_100a): `tcgen05.alloc`/`dealloc`, loads and stores of
//! tensor memory, the UMMA (`tcgen05.mma`) and its commit to an mbarrier.
//!
//! Tensor memory (TMEM) is no PTX state space, but its addresses are typed like one: a
//! [`Tmem`] is the only handle of an allocation, made only by
//! [`tmem_alloc`](Kernel::tmem_alloc) for a column count in its type ([`Cols`], a power of
//! two from 32 to 512) and freed by [`tmem_dealloc`](Kernel::tmem_dealloc), which consumes
//! it (a use after the free does not compile). A [`TmemRef`] borrows it at a column (and a
//! lane), so it cannot outlive the allocation either; every access is checked at the call
//! site against the allocation's columns, and at emit every allocation must be freed on
//! every path to the function's end, as definite assignment checks reads.

use core::marker::PhantomData;

use super::*;
use crate::flow::{TmemEvent, TmemFinding};
use crate::ty::{Bf16, Bf16x2, E4m3x2, E4m3x4, E5m2x2, E5m2x4, F16, F16x2, Mbarrier, UmmaDesc};

/// A tensor-memory allocation size of `N` columns (each of 128 lanes of 32 bits):
/// [`TmemCols`] is implemented only for the powers of two from 32 to 512.
pub struct Cols<const N: u32>;

/// The column counts `tcgen05.alloc` takes: `Cols<32>`, `Cols<64>`, `Cols<128>`,
/// `Cols<256>` and `Cols<512>`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a tensor-memory allocation size: tcgen05.alloc takes a power of two from 32 to 512 columns",
    note = "use Cols<32>, Cols<64>, Cols<128>, Cols<256> or Cols<512> (round the columns the kernel needs up to the next of them)"
)]
pub trait TmemCols: Sealed + 'static {
    /// The number of columns.
    const N: u32;
}
macro_rules! tmem_cols {
    ($($n:literal),*) => {$(
        impl<> Sealed for Cols<$n> {}
        impl TmemCols for Cols<$n> { const N: u32 = $n; }
    )*};
}
tmem_cols!(32, 64, 128, 256, 512);

/// The CTA group of a `tcgen05` operation: this CTA alone ([`Cta1`], `.cta_group::1`).
pub enum Cta1 {}
/// The CTA group of a `tcgen05` operation: the pair of peer CTAs ([`Cta2`],
/// `.cta_group::2`; the kernel is launched in clusters of an even size).
pub enum Cta2 {}

/// The CTA group a `tcgen05.commit` names, as a value (the slot `{.cta_group}`, a shared
/// enum of `typed_ptx_isa::row::SHARED_ENUMS`): the group of the operations it tracks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tcgen05Group {
    /// `.cta_group::1`: this CTA's operations.
    CtaGroup1,
    /// `.cta_group::2`: the pair of peer CTAs' operations.
    CtaGroup2,
}

impl Tcgen05Group {
    /// Every value, in the order of the registry (`SHARED_ENUMS`).
    pub const ALL: &'static [Tcgen05Group] = &[Tcgen05Group::CtaGroup1, Tcgen05Group::CtaGroup2];

    /// The table's modifier (`.cta_group::1`, `.cta_group::2`).
    pub const fn modifier(self) -> Mod {
        match self {
            Tcgen05Group::CtaGroup1 => Mod::CtaGroup1,
            Tcgen05Group::CtaGroup2 => Mod::CtaGroup2,
        }
    }
}

/// `.cta_group::1` ([`Cta1`]) or `.cta_group::2` ([`Cta2`]): an allocation and every
/// `tcgen05` operation on it name the same group.
pub trait CtaGroup: Sealed + 'static {
    /// The modifier.
    #[doc(hidden)]
    const MOD: Mod;
    /// The number of CTAs in the group.
    const CTAS: u32;
    /// A `tcgen05.mma` disable-output-lane mask: a 32-bit register for each 32 of the
    /// group's lanes of D (`[Reg<u32>; 4]` for one CTA, `[Reg<u32>; 8]` for a pair).
    type LaneMask: Copy + AsRef<[Reg<u32>]> + for<'a> TryFrom<&'a [Reg<u32>]>;
}
impl Sealed for Cta1 {}
impl CtaGroup for Cta1 {
    const MOD: Mod = Mod::CtaGroup1;
    const CTAS: u32 = 1;
    type LaneMask = [Reg<u32>; 4];
}
impl Sealed for Cta2 {}
impl CtaGroup for Cta2 {
    const MOD: Mod = Mod::CtaGroup2;
    const CTAS: u32 = 2;
    type LaneMask = [Reg<u32>; 8];
}

/// The options of a `tcgen05.mma` ([`Kernel::umma_with`]): a disable-output-lane mask (a
/// set bit i leaves lane i of D as it was) and a scale of D (`D = A·B + D · 2^-scale_d`,
/// 0 to 15; the f16 and tf32 kinds only, and not on the sm_110 family).
pub struct UmmaOpts<G: CtaGroup> {
    /// The lanes of D the MMA leaves alone, if any.
    pub disable_lanes: Option<G::LaneMask>,
    /// The power of two D is divided by before the product is added, if any.
    pub scale_d: Option<u32>,
}
impl<G: CtaGroup> Clone for UmmaOpts<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: CtaGroup> Copy for UmmaOpts<G> {}
impl<G: CtaGroup> Default for UmmaOpts<G> {
    fn default() -> Self {
        UmmaOpts {
            disable_lanes: None,
            scale_d: None,
        }
    }
}

/// An allocation of `C` columns of tensor memory for CTA group `G`: the only handle of it.
///
/// Made by [`Kernel::tmem_alloc`], freed by [`Kernel::tmem_dealloc`] (which takes it by
/// value); it is neither `Copy` nor `Clone`, and no integer converts to it, so every
/// tensor-memory address the kernel uses came from `tcgen05.alloc`. Addresses inside it
/// are [`TmemRef`]s, which borrow it.
pub struct Tmem<C: TmemCols, G: CtaGroup = Cta1> {
    /// The allocation's number in its function.
    id: u32,
    base: RegId,
    /// The allocating warp (a warp-uniform predicate).
    warp: RegId,
    /// This thread's warp's lane quarter, `32 * (warp % 4)`, in the lane field.
    quarter: RegId,
    _c: PhantomData<fn() -> (C, G)>,
}

/// Which lanes of tensor memory an address names.
#[derive(Clone, Copy, Debug)]
enum Lanes {
    /// A fixed lane (0 for an MMA's accumulator).
    Fixed(u32),
    /// The executing warp's quarter of the 128 lanes, plus this many (0 or 16).
    Warp(u32),
}

/// What a [`TmemRef`] holds in its type: a borrow of the allocation and its value type.
type RefMarker<'t, T, G> = (&'t (), fn() -> (T, G));

/// An address inside a [`Tmem`] allocation: a column (and lanes) holding `T`s, borrowed
/// from the allocation so that it cannot outlive it.
pub struct TmemRef<'t, T, G: CtaGroup = Cta1> {
    base: RegId,
    quarter: RegId,
    lanes: Lanes,
    col: u32,
    cols: u32,
    _t: PhantomData<RefMarker<'t, T, G>>,
}

impl<C: TmemCols, G: CtaGroup> Tmem<C, G> {
    /// The address of column `col` at lane 0: an MMA's accumulator or A operand, or a
    /// `tcgen05.shift`'s matrix.
    pub fn at<T>(&self, col: u32) -> TmemRef<'_, T, G> {
        self.make(Lanes::Fixed(0), col)
    }

    /// The address of column `col` in the executing warp's lanes: a warp may read and
    /// write only its quarter of the 128 lanes (`32 * (warp % 4)` on), which this adds.
    pub fn warp<T>(&self, col: u32) -> TmemRef<'_, T, G> {
        self.make(Lanes::Warp(0), col)
    }

    /// The address of column `col` in the upper 16 of the executing warp's lanes (for the
    /// 16-lane shapes of [`tmem_ld`](Kernel::tmem_ld) and [`tmem_st`](Kernel::tmem_st)).
    pub fn warp_upper<T>(&self, col: u32) -> TmemRef<'_, T, G> {
        self.make(Lanes::Warp(16), col)
    }

    fn make<T>(&self, lanes: Lanes, col: u32) -> TmemRef<'_, T, G> {
        TmemRef {
            base: self.base,
            quarter: self.quarter,
            lanes,
            col,
            cols: C::N,
            _t: PhantomData,
        }
    }
}

/// The 32-bit values `tcgen05.ld`/`st` move between tensor memory and registers: `u32`,
/// `i32`, `f32`, and two 16-bit halves packed from (or unpacked to) two columns
/// (`F16x2`, `Bf16x2`: `.pack::16b`, `.unpack::16b`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a tensor-memory value: tcgen05.ld/st move 32-bit registers",
    note = "use u32, i32 or f32 (one column each), or F16x2/Bf16x2 (two 16-bit columns packed into one register)"
)]
pub trait TmemElem: Scalar {
    /// Whether one register holds two 16-bit columns.
    #[doc(hidden)]
    const PACKED: bool;
}
impl TmemElem for u32 {
    const PACKED: bool = false;
}
impl TmemElem for i32 {
    const PACKED: bool = false;
}
impl TmemElem for f32 {
    const PACKED: bool = false;
}
impl TmemElem for F16x2 {
    const PACKED: bool = true;
}
impl TmemElem for Bf16x2 {
    const PACKED: bool = true;
}

/// The element types `tcgen05.ld.red` reduces ([`Kernel::tmem_ld_red`]): `u32`, `i32`
/// and `f32`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an element type tcgen05.ld.red reduces",
    note = "tcgen05.ld.red takes u32, i32 or f32 columns"
)]
pub trait TmemRedElem: TmemElem {}
impl TmemRedElem for u32 {}
impl TmemRedElem for i32 {}
impl TmemRedElem for f32 {}

/// The reduction of a `tcgen05.ld.red` ([`Kernel::tmem_ld_red`]): the minimum or maximum
/// of each thread's loaded values, or (f32 only) of their absolute values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TmemRedOp {
    /// `.min`.
    Min,
    /// `.max`.
    Max,
    /// `.min.abs` (f32).
    MinAbs,
    /// `.max.abs` (f32).
    MaxAbs,
}

impl TmemRedOp {
    /// (the operation's modifier, whether it takes absolute values).
    fn modifiers(self) -> (Mod, bool) {
        match self {
            TmemRedOp::Min => (Mod::Min, false),
            TmemRedOp::Max => (Mod::Max, false),
            TmemRedOp::MinAbs => (Mod::Min, true),
            TmemRedOp::MaxAbs => (Mod::Max, true),
        }
    }
}

/// The lane × bit shape of one repeat of `tcgen05.ld`/`st`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TmemShape {
    /// `.32x32b`: 32 lanes of one column, one register per thread per repeat.
    Lanes32x32b,
    /// `.16x64b`: 16 lanes of two columns, one register per thread per repeat.
    Lanes16x64b,
    /// `.16x128b`: 16 lanes of four columns, two registers per thread per repeat.
    Lanes16x128b,
    /// `.16x256b`: 16 lanes of eight columns, four registers per thread per repeat.
    Lanes16x256b,
}

impl TmemShape {
    fn modifier(self) -> Mod {
        match self {
            TmemShape::Lanes32x32b => Mod::Lanes32x32b,
            TmemShape::Lanes16x64b => Mod::Lanes16x64b,
            TmemShape::Lanes16x128b => Mod::Lanes16x128b,
            TmemShape::Lanes16x256b => Mod::Lanes16x256b,
        }
    }

    /// (lanes, columns per repeat, registers per thread per repeat, largest repeat).
    fn geometry(self) -> (u32, u32, u32, u32) {
        match self {
            TmemShape::Lanes32x32b => (32, 1, 1, 128),
            TmemShape::Lanes16x64b => (16, 2, 1, 128),
            TmemShape::Lanes16x128b => (16, 4, 2, 64),
            TmemShape::Lanes16x256b => (16, 8, 4, 32),
        }
    }
}

/// The shape of a `tcgen05.cp` (shared memory to tensor memory,
/// [`Kernel::tmem_cp`]): the rows and bits per row it copies, and for the 64- and 32-row
/// shapes the warps' lane quarters it multicasts them into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TmemCpShape {
    /// `.128x256b`: 128 lanes of 256 bits (8 columns).
    Lanes128x256b,
    /// `.4x256b`: 4 lanes of 256 bits (8 columns).
    Lanes4x256b,
    /// `.128x128b`: 128 lanes of 128 bits (4 columns).
    Lanes128x128b,
    /// `.64x128b.warpx2::02_13`: 64 rows of 128 bits into the lane quarters of warp
    /// pairs (0, 2) and (1, 3), each warp of a pair half of them.
    Lanes64x128bPairs02x13,
    /// `.64x128b.warpx2::01_23`: as [`Lanes64x128bPairs02x13`](Self::Lanes64x128bPairs02x13)
    /// with the pairs (0, 1) and (2, 3).
    Lanes64x128bPairs01x23,
    /// `.32x128b.warpx4`: 32 rows of 128 bits into every warp's lane quarter.
    Lanes32x128bWarpx4,
}

impl TmemCpShape {
    fn modifier(self) -> Mod {
        match self {
            TmemCpShape::Lanes128x256b => Mod::Cp128x256b,
            TmemCpShape::Lanes4x256b => Mod::Cp4x256b,
            TmemCpShape::Lanes128x128b => Mod::Cp128x128b,
            TmemCpShape::Lanes64x128bPairs02x13 => Mod::Cp64x128bPairs02x13,
            TmemCpShape::Lanes64x128bPairs01x23 => Mod::Cp64x128bPairs01x23,
            TmemCpShape::Lanes32x128bWarpx4 => Mod::Cp32x128bWarpx4,
        }
    }

    /// (rows read from shared memory, tensor-memory columns written).
    fn geometry(self) -> (u32, u32) {
        match self {
            TmemCpShape::Lanes128x256b => (128, 8),
            TmemCpShape::Lanes4x256b => (4, 8),
            TmemCpShape::Lanes128x128b => (128, 4),
            TmemCpShape::Lanes64x128bPairs02x13 | TmemCpShape::Lanes64x128bPairs01x23 => (64, 4),
            TmemCpShape::Lanes32x128bWarpx4 => (32, 4),
        }
    }
}

/// A `tcgen05.cp`'s decompression ([`Kernel::tmem_cp`]): none, or 6- or 4-bit elements
/// (16 to a 128-bit unit, padded) in shared memory into 8-bit ones in tensor memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum TmemCpFormat {
    /// The bits as they are.
    #[default]
    Plain,
    /// `.b8x16.b6x16_p32`: 16 6-bit elements and 32 bits of padding to 16 8-bit ones.
    B6x16P32,
    /// `.b8x16.b4x16_p64`: 16 4-bit elements and 64 bits of padding to 16 8-bit ones.
    B4x16P64,
}

impl TmemCpFormat {
    fn modifier(self) -> Mod {
        match self {
            TmemCpFormat::Plain => Mod::None,
            TmemCpFormat::B6x16P32 => Mod::CpB6x16P32,
            TmemCpFormat::B4x16P64 => Mod::CpB4x16P64,
        }
    }
}

/// The element types `tcgen05.mma` reads from shared memory, with the kind they select
/// and the accumulator type the kind writes: `F16`/`Bf16` (`.kind::f16`, f32), `f32` as
/// tf32 (`.kind::tf32`, f32), the FP8 pairs and quadruples and the FP6 and FP4 values of
/// one byte each (`E2m3`, `E3m2`, `E2m1`: `.kind::f8f6f4`, f32), `u8` and `i8` (`.kind::i8`,
/// i32).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an element type tcgen05.mma reads",
    note = "UMMA operands are F16, Bf16, f32 (as tf32), E4m3x2/E4m3x4, E5m2x2/E5m2x4 (FP8), E2m3, E3m2, E2m1 (FP6, FP4: one a byte), u8 or i8; packed FP4 (E2m1x2) is the block-scaled UMMA's (umma_block_scaled)"
)]
pub trait UmmaElem: Elem {
    /// The accumulator type of its kind.
    type Acc: Scalar;
    /// The kind modifier.
    #[doc(hidden)]
    const KIND: Mod;
    /// The instruction descriptor's format code.
    #[doc(hidden)]
    const FORMAT: u32;
    /// K of one instruction (every kind reads 32 bytes of K per row).
    const K: u32;
}
macro_rules! umma_elem {
    ($($t:ty => $acc:ty, $kind:ident, $fmt:literal, $k:literal);* $(;)?) => {$(
        impl UmmaElem for $t {
            type Acc = $acc;
            const KIND: Mod = Mod::$kind;
            const FORMAT: u32 = $fmt;
            const K: u32 = $k;
        }
    )*};
}
umma_elem!(
    F16 => f32, KindF16, 0, 16;
    Bf16 => f32, KindF16, 1, 16;
    f32 => f32, KindTf32, 2, 8;
    E4m3x2 => f32, KindF8f6f4, 0, 32;
    E4m3x4 => f32, KindF8f6f4, 0, 32;
    E5m2x2 => f32, KindF8f6f4, 1, 32;
    E5m2x4 => f32, KindF8f6f4, 1, 32;
    u8 => i32, KindI8, 0, 32;
    i8 => i32, KindI8, 1, 32;
);

mod block_scaled;
mod sparse;
pub use block_scaled::{
    BlockScaleOpts, BlockScaledElem, BlockScaledPair, BlockScales, BlockScaling, CollectorA, E2m1,
    E2m1x2, E2m3, E3m2, ScaleElem, Ue4m3, Ue8m0, UmmaDescElem,
};
pub use sparse::{SparseA, SparseMeta};

/// A pair of UMMA operand types that one kind multiplies: the same 16-bit float (or tf32)
/// on both sides, any two of the FP8, FP6 and FP4 8-bit containers, any two 8-bit integer
/// types.
#[diagnostic::on_unimplemented(
    message = "tcgen05.mma does not multiply `{Self}` by `{B}`",
    note = "A and B are both F16, both Bf16, both f32 (tf32), two of the 8-bit float containers (E4m3/E5m2 FP8, E2m3/E3m2 FP6, E2m1 FP4) or two 8-bit integer types (u8/i8)"
)]
pub trait UmmaPair<B: UmmaElem>: UmmaElem {}
macro_rules! umma_pairs {
    ($([$($a:ty),*] x [$($b:ty),*]);*) => {$(umma_pairs!(@each [$($a),*] [$($b),*]);)*};
    (@each [$($a:ty),*] $bs:tt) => {$(umma_pairs!(@one $a $bs);)*};
    (@one $a:ty [$($b:ty),*]) => {$(impl UmmaPair<$b> for $a {})*};
}
umma_pairs!(
    [F16] x [F16];
    [Bf16] x [Bf16];
    [f32] x [f32];
    [E4m3x2, E4m3x4, E5m2x2, E5m2x4, E2m3, E3m2, E2m1] x [E4m3x2, E4m3x4, E5m2x2, E5m2x4, E2m3, E3m2, E2m1];
    [u8, i8] x [u8, i8]
);

/// The accumulator types of `tcgen05.mma`: `f32` and `i32` (the instruction descriptor's
/// D format 1 and 2).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a tcgen05.mma accumulator type",
    note = "the accumulator in tensor memory is f32 (float kinds) or i32 (.kind::i8)"
)]
pub trait UmmaAcc: Scalar {
    /// The instruction descriptor's D format code.
    #[doc(hidden)]
    const FORMAT: u32;
}
impl UmmaAcc for f32 {
    const FORMAT: u32 = 1;
}
impl UmmaAcc for i32 {
    const FORMAT: u32 = 2;
}

/// The shape of one `tcgen05.mma`: M rows of A and D, N columns of B and D (K follows from
/// the element type, [`UmmaElem::K`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UmmaShape {
    /// M: 64 or 128 for `.cta_group::1`, 128 or 256 for `.cta_group::2`.
    pub m: u32,
    /// N: a multiple of 8 (M = 64), 16 (M = 128 of one CTA, M = 256) or 32 (M = 128 of
    /// two CTAs), up to 256.
    pub n: u32,
}

impl UmmaShape {
    /// Why `self` is no shape of a group of `ctas` CTAs (`None`: it is one).
    fn invalid(self, ctas: u32) -> Option<String> {
        let (m, n) = (self.m, self.n);
        let step = match (ctas, m) {
            (1, 64) => 8,
            (1, 128) => 16,
            (2, 128) => 32,
            (2, 256) => 16,
            _ => {
                let ms = if ctas == 1 { "64 or 128" } else { "128 or 256" };
                return Some(format!(
                    "M = {m} is no tcgen05.mma shape of .cta_group::{ctas} (M is {ms})"
                ));
            }
        };
        (n < step || n > 256 || !n.is_multiple_of(step)).then(|| {
            format!(
                "N = {n} is no tcgen05.mma shape with M = {m} of .cta_group::{ctas} (N is a multiple of {step} from {step} to 256)"
            )
        })
    }
}

impl UmmaShape {
    /// Why `self` is no shape of the weight-stationary UMMA (`None`: it is one): M of 32,
    /// 64 or 128, N of 64, 128 or 256.
    fn invalid_ws(self) -> Option<String> {
        let (m, n) = (self.m, self.n);
        if !matches!(m, 32 | 64 | 128) {
            return Some(format!(
                "M = {m} is no tcgen05.mma.ws shape (M is 32, 64 or 128)"
            ));
        }
        (!matches!(n, 64 | 128 | 256))
            .then(|| format!("N = {n} is no tcgen05.mma.ws shape (N is 64, 128 or 256)"))
    }

    /// The tensor-memory columns a weight-stationary UMMA's D takes: all 128 lanes, its N
    /// columns folded in two (M = 64) or four (M = 32).
    fn ws_columns(self) -> u32 {
        self.n * self.m / 128
    }
}

/// One of the four B collector buffers of the weight-stationary UMMA
/// ([`Kernel::umma_ws`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CollectorBuf {
    /// Buffer #0.
    B0,
    /// Buffer #1.
    B1,
    /// Buffer #2.
    B2,
    /// Buffer #3.
    B3,
}

/// What a weight-stationary UMMA ([`Kernel::umma_ws`]) does with a B collector buffer.
/// A `Use` or `LastUse` reads B from the buffer, which an earlier `Fill` of it must have
/// filled (and no `LastUse` or `Discard` emptied since): otherwise B is undefined.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Collector {
    /// None named: the hardware's default, `Discard(B0)`.
    #[default]
    Default,
    /// B read from shared memory is also kept in the buffer.
    Fill(CollectorBuf),
    /// B is read from the buffer.
    Use(CollectorBuf),
    /// B is read from the buffer, whose contents may then be discarded.
    LastUse(CollectorBuf),
    /// B is read from shared memory; the buffer's contents may be discarded.
    Discard(CollectorBuf),
}

impl Collector {
    /// Its modifier.
    fn modifier(self) -> Mod {
        use CollectorBuf::*;
        use Mod as M;
        match self {
            Collector::Default => M::None,
            Collector::Fill(B0) => M::CollectorB0Fill,
            Collector::Fill(B1) => M::CollectorB1Fill,
            Collector::Fill(B2) => M::CollectorB2Fill,
            Collector::Fill(B3) => M::CollectorB3Fill,
            Collector::Use(B0) => M::CollectorB0Use,
            Collector::Use(B1) => M::CollectorB1Use,
            Collector::Use(B2) => M::CollectorB2Use,
            Collector::Use(B3) => M::CollectorB3Use,
            Collector::LastUse(B0) => M::CollectorB0Lastuse,
            Collector::LastUse(B1) => M::CollectorB1Lastuse,
            Collector::LastUse(B2) => M::CollectorB2Lastuse,
            Collector::LastUse(B3) => M::CollectorB3Lastuse,
            Collector::Discard(B0) => M::CollectorB0Discard,
            Collector::Discard(B1) => M::CollectorB1Discard,
            Collector::Discard(B2) => M::CollectorB2Discard,
            Collector::Discard(B3) => M::CollectorB3Discard,
        }
    }
}

/// The options of a weight-stationary UMMA ([`Kernel::umma_ws`]): its use of a B collector
/// buffer, and a zero-column mask descriptor (a 64-bit value whose mask marks columns of
/// B that count as zeros, whatever shared memory holds).
#[derive(Clone, Copy, Debug, Default)]
pub struct UmmaWs {
    /// The collector buffer's use.
    pub collector: Collector,
    /// The zero-column mask descriptor, if any.
    pub zero_columns: Option<Reg<u64>>,
}

/// The mbarrier a `tcgen05.commit` arrives on, addressed in `.shared::cluster`: a `Ptr`,
/// `Ptr32` or `Var` of `Shared<Cluster>` holding an [`Mbarrier`] (this CTA's own
/// `widen()`ed, a peer's from `mapa`), or one offset by a constant.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a .shared::cluster address of an mbarrier: tcgen05.commit arrives on an `Mbarrier` in Shared<Cluster>",
    note = "`widen()` this CTA's Shared<Cta> mbarrier (its address is valid in the cluster window), or `mapa` a peer CTA's; PTX keeps mbarriers only in shared memory"
)]
pub trait CommitBarrier: Address<Elem = Mbarrier> {}
impl CommitBarrier for Ptr<Shared<Cluster>, Mbarrier> {}
impl CommitBarrier for Ptr32<Shared<Cluster>, Mbarrier> {}
impl CommitBarrier for Var<Shared<Cluster>, Mbarrier> {}
impl<A: CommitBarrier> CommitBarrier for crate::reg::Offset<A> {}

/// The instruction descriptor of a dense UMMA of `A` by `B` of `shape`: D format (bits
/// 4-5), A and B formats (7-9, 10-12), K-major A and B (15, 16 clear), N >> 3 (17-22),
/// M >> 4 (24-28).
fn umma_idesc<A: UmmaElem<Acc: UmmaAcc>, B: UmmaElem>(shape: UmmaShape) -> u32 {
    (<A::Acc as UmmaAcc>::FORMAT << 4)
        | (A::FORMAT << 7)
        | (B::FORMAT << 10)
        | ((shape.n >> 3) << 17)
        | ((shape.m >> 4) << 24)
}

/// # Tensor memory (Blackwell)
///
/// `tcgen05` on sm_100a: tensor-memory allocations ([`Tmem`]), loads and stores of tensor
/// memory, the UMMA and its shared-memory descriptors (`tcgen05.commit`, the fences and
/// the waits are [from the table](#tensor-cores-from-the-table)).
impl<'m> Kernel<'m> {
    /// Allocates `C` columns of tensor memory for CTA group `G` and returns the handle of
    /// the allocation: `tcgen05.alloc` by warp `warp` of the CTA (a linear warp index),
    /// which writes the address into a `.shared::cta` word this declares, then
    /// `tcgen05.fence::before_thread_sync`, `bar.sync 0`, `tcgen05.fence::after_thread_sync`
    /// and a load of the address by every thread. Every thread of the CTA must reach it
    /// (it synchronizes the CTA): it is made at the kernel's top level, before any thread
    /// can return or exit, in a kernel whose `.reqntid` has warp `warp`; and the
    /// allocation must be freed with [`tmem_dealloc`](Kernel::tmem_dealloc) on every path
    /// to the end of the kernel, once: emit errors otherwise.
    ///
    /// ```
    /// # use typed_ptx_builder::*;
    /// # let mut m = Module::new(Target::SM_100A);
    /// # m.entry("k", |k| {
    /// k.reqntid(128, 1, 1);
    /// let t: Tmem<Cols<128>> = k.tmem_alloc(0);
    /// let v: [Reg<f32>; 4] = k.tmem_ld(TmemShape::Lanes32x32b, t.warp(0));
    /// k.tcgen05_wait_ld();
    /// k.tmem_dealloc(t);
    /// # });
    /// # m.emit().unwrap();
    /// ```
    #[track_caller]
    pub fn tmem_alloc<C: TmemCols, G: CtaGroup>(&mut self, warp: u32) -> Tmem<C, G> {
        let at = site(Location::caller());
        self.range(
            "the allocating warp of tcgen05.alloc",
            warp as i64,
            0,
            31,
            at,
        );
        self.tmem_top_level("tmem_alloc", at);
        self.tmem_warps.push((warp, at));
        let n = self
            .tmem_events
            .iter()
            .filter(|e| matches!(e.1, TmemEvent::Alloc(_)))
            .count() as u32;
        let slot: Var<Shared<Cta>, u32> = self.shared(&format!("tmem_slot{n}"), 1, Align(4));
        let (is, lin) = self.warp_is(warp);
        let dst = self.op_addr(slot.operand(Token::new()), 4, at);
        self.guarded_op(
            is,
            FormId::Tcgen05Alloc,
            G::MOD,
            &[dst, Op::Imm(Imm::UInt(C::N as u64))],
            at,
        );
        self.tmem_event(TmemEvent::Alloc(n), at);
        self.tmem_sync(at);
        let base: Reg<u32> = self.ld(slot);
        // This warp's lane quarter, in the address's lane field (bits 16 and up).
        let q = self.and(lin, 3u32);
        let quarter = self.shl(q, 21u32);
        Tmem {
            id: n,
            base: base.id,
            warp: is,
            quarter: quarter.id,
            _c: PhantomData,
        }
    }

    /// Frees an allocation: `tcgen05.fence::before_thread_sync`, `bar.sync 0`,
    /// `tcgen05.fence::after_thread_sync`, then `tcgen05.dealloc` by the warp that
    /// allocated it. Every thread of the CTA must reach it; every `tcgen05` operation on
    /// the allocation must have completed (waited for through its commit's mbarrier, or
    /// `tcgen05.wait::ld`/`st`). It consumes the handle, so the allocation cannot be used
    /// after it.
    #[track_caller]
    pub fn tmem_dealloc<C: TmemCols, G: CtaGroup>(&mut self, t: Tmem<C, G>) {
        let at = site(Location::caller());
        self.tmem_top_level("tmem_dealloc", at);
        self.tmem_sync(at);
        let base = self.op_reg(t.base, at);
        self.guarded_op(
            t.warp,
            FormId::Tcgen05Dealloc,
            G::MOD,
            &[base, Op::Imm(Imm::UInt(C::N as u64))],
            at,
        );
        self.tmem_event(TmemEvent::Free(t.id), at);
    }

    /// `tcgen05.relinquish_alloc_permit` by warp `warp`: the CTA gives up allocating tensor
    /// memory, so that other CTAs resident on the SM may. An allocation after it, on any
    /// path, is an emit error.
    #[track_caller]
    pub fn tmem_relinquish<G: CtaGroup>(&mut self, warp: u32) {
        let at = site(Location::caller());
        self.range(
            "the warp of tcgen05.relinquish_alloc_permit",
            warp as i64,
            0,
            31,
            at,
        );
        self.tmem_top_level("tmem_relinquish", at);
        self.tmem_warps.push((warp, at));
        let (is, _) = self.warp_is(warp);
        self.guarded_op(is, FormId::Tcgen05Relinquish, G::MOD, &[], at);
        self.tmem_event(TmemEvent::Relinquish, at);
    }

    /// `tcgen05.ld.sync.aligned.<shape>.x<num>{.pack::16b}.b32`: the warp loads `N`
    /// registers per thread from its lanes of tensor memory at `from`, asynchronously
    /// (read them after [`tcgen05_wait_ld`](Kernel::tcgen05_wait_ld)). `N` is the repeat
    /// count times the shape's registers per repeat; `F16x2`/`Bf16x2` values pack two
    /// 16-bit columns into each register. The columns read must lie inside the
    /// allocation, and the lanes inside the warp's quarter.
    #[track_caller]
    pub fn tmem_ld<T: TmemElem, G: CtaGroup, const N: usize>(
        &mut self,
        shape: TmemShape,
        from: TmemRef<'_, T, G>,
    ) -> [Reg<T>; N] {
        let at = site(Location::caller());
        let regs: [RegId; N] = core::array::from_fn(|_| self.new_reg(T::TY.class()));
        if let Some(num) = self.tmem_access(shape, &from, N as u32, T::PACKED, at) {
            let addr = self.tmem_addr(&from, at);
            let mut ops = vec![Op::Vector(N as u8)];
            ops.extend(regs.iter().map(|r| Op::Reg(r.class, r.idx)));
            ops.push(addr);
            let pack = if T::PACKED { Mod::Pack16b } else { Mod::None };
            self.op(
                FormId::Tcgen05Ld,
                &[shape.modifier().into(), num.into(), pack.into()],
                &ops,
                at,
            );
        }
        regs.map(Reg::new)
    }

    /// `tcgen05.st.sync.aligned.<shape>.x<num>{.unpack::16b}.b32`: the warp stores `N`
    /// registers per thread into its lanes of tensor memory at `to`, asynchronously (write
    /// them again after [`tcgen05_wait_st`](Kernel::tcgen05_wait_st)); checked as
    /// [`tmem_ld`](Kernel::tmem_ld).
    #[track_caller]
    pub fn tmem_st<T: TmemElem, G: CtaGroup, const N: usize>(
        &mut self,
        shape: TmemShape,
        to: TmemRef<'_, T, G>,
        v: [Reg<T>; N],
    ) {
        let at = site(Location::caller());
        let Some(num) = self.tmem_access(shape, &to, N as u32, T::PACKED, at) else {
            return;
        };
        let addr = self.tmem_addr(&to, at);
        let mut ops = vec![addr, Op::Vector(N as u8)];
        for r in v {
            ops.push(self.op_reg(r.id, at));
        }
        let unpack = if T::PACKED { Mod::Unpack16b } else { Mod::None };
        self.op(
            FormId::Tcgen05St,
            &[shape.modifier().into(), num.into(), unpack.into()],
            &ops,
            at,
        );
    }

    /// `tcgen05.ld.sync.aligned.16x32bx2.x<num>{.pack::16b}.b32`: the warp loads `N`
    /// registers per thread from 16 of its lanes in two halves: threads 0-15 from the
    /// columns at `from`, threads 16-31 from `split` columns further on (`N` a power of
    /// two up to 128, one register per repeat). Both halves' columns must lie inside the
    /// allocation, and the 16 lanes inside the warp's quarter; otherwise as
    /// [`tmem_ld`](Kernel::tmem_ld).
    #[track_caller]
    pub fn tmem_ld_split<T: TmemElem, G: CtaGroup, const N: usize>(
        &mut self,
        from: TmemRef<'_, T, G>,
        split: u32,
    ) -> [Reg<T>; N] {
        let at = site(Location::caller());
        let regs: [RegId; N] = core::array::from_fn(|_| self.new_reg(T::TY.class()));
        if let Some(num) = self.tmem_split_access(&from, (N as u32, split), T::PACKED, false, at) {
            let addr = self.tmem_addr(&from, at);
            let mut ops = vec![Op::Vector(N as u8)];
            ops.extend(regs.iter().map(|r| Op::Reg(r.class, r.idx)));
            ops.push(addr);
            ops.push(Op::Imm(Imm::UInt(u64::from(split))));
            let pack = if T::PACKED { Mod::Pack16b } else { Mod::None };
            self.op(FormId::Tcgen05LdSplit, &[num.into(), pack.into()], &ops, at);
        }
        regs.map(Reg::new)
    }

    /// `tcgen05.ld.red.sync.aligned.32x32b.x<num>.<type>.<op>{.abs}`: as
    /// [`tmem_ld`](Kernel::tmem_ld) with shape `.32x32b`, and also the minimum or maximum
    /// of each thread's `N` loaded values (`N` a power of two from 2 to 128; of their
    /// absolute values with `MinAbs`/`MaxAbs`, f32 only). sm_103 and sm_110 families.
    #[track_caller]
    pub fn tmem_ld_red<T: TmemRedElem, G: CtaGroup, const N: usize>(
        &mut self,
        from: TmemRef<'_, T, G>,
        op: TmemRedOp,
    ) -> ([Reg<T>; N], Reg<T>) {
        let at = site(Location::caller());
        let shape = TmemShape::Lanes32x32b;
        let num = self.tmem_access(shape, &from, N as u32, false, at);
        self.tmem_red(from, (num, None), op, at)
    }

    /// `tcgen05.ld.red.sync.aligned.16x32bx2.x<num>.<type>.<op>{.abs}`: as
    /// [`tmem_ld_split`](Kernel::tmem_ld_split), and also the minimum or maximum of each
    /// thread's loaded values, as [`tmem_ld_red`](Kernel::tmem_ld_red).
    #[track_caller]
    pub fn tmem_ld_red_split<T: TmemRedElem, G: CtaGroup, const N: usize>(
        &mut self,
        from: TmemRef<'_, T, G>,
        split: u32,
        op: TmemRedOp,
    ) -> ([Reg<T>; N], Reg<T>) {
        let at = site(Location::caller());
        let num = self.tmem_split_access(&from, (N as u32, split), false, false, at);
        self.tmem_red(from, (num, Some(split)), op, at)
    }

    /// Emits a `tcgen05.ld.red` of `N` registers at `from` (`num`: the checked repeat
    /// count, `None` after an error; `split`: the `.16x32bx2` shape's second half).
    fn tmem_red<T: TmemRedElem, G: CtaGroup, const N: usize>(
        &mut self,
        from: TmemRef<'_, T, G>,
        (num, split): (Option<Mod>, Option<u32>),
        op: TmemRedOp,
        at: Site,
    ) -> ([Reg<T>; N], Reg<T>) {
        let regs: [RegId; N] = core::array::from_fn(|_| self.new_reg(T::TY.class()));
        let red = self.new_reg(T::TY.class());
        let (m, abs) = op.modifiers();
        if abs && T::TY != Ty::F32 {
            self.misuse(
                format!("a tcgen05.ld.red of absolute values of {}", T::TY.modifier().text()),
                "reduce absolute values (MinAbs, MaxAbs) of f32 columns only; Min or Max for u32 and i32",
                at,
            );
        } else if N < 2 {
            self.misuse(
                format!("a tcgen05.ld.red of {N} register per thread"),
                "reduce 2 or more registers (a power of two up to 128)",
                at,
            );
        } else if let Some(num) = num {
            let addr = self.tmem_addr(&from, at);
            let mut ops = vec![Op::Vector(N as u8)];
            ops.extend(regs.iter().map(|r| Op::Reg(r.class, r.idx)));
            ops.push(Op::Reg(red.class, red.idx));
            ops.push(addr);
            let form = match split {
                Some(s) => {
                    ops.push(Op::Imm(Imm::UInt(u64::from(s))));
                    FormId::Tcgen05LdRedSplit
                }
                None => FormId::Tcgen05LdRed,
            };
            let abs = if abs { Mod::Abs } else { Mod::None };
            let vals = [num.into(), T::TY.modifier().into(), m.into(), abs.into()];
            self.op(form, &vals, &ops, at);
        }
        (regs.map(Reg::new), Reg::new(red))
    }

    /// `tcgen05.st.sync.aligned.16x32bx2.x<num>{.unpack::16b}.b32`: the warp stores `N`
    /// registers per thread into 16 of its lanes in two halves, threads 0-15 at `to` and
    /// threads 16-31 `split` columns further on; checked as
    /// [`tmem_ld_split`](Kernel::tmem_ld_split), and the halves may not overlap (two
    /// threads would store to one cell).
    #[track_caller]
    pub fn tmem_st_split<T: TmemElem, G: CtaGroup, const N: usize>(
        &mut self,
        to: TmemRef<'_, T, G>,
        split: u32,
        v: [Reg<T>; N],
    ) {
        let at = site(Location::caller());
        let Some(num) = self.tmem_split_access(&to, (N as u32, split), T::PACKED, true, at) else {
            return;
        };
        let addr = self.tmem_addr(&to, at);
        let mut ops = vec![
            addr,
            Op::Imm(Imm::UInt(u64::from(split))),
            Op::Vector(N as u8),
        ];
        for r in v {
            ops.push(self.op_reg(r.id, at));
        }
        let unpack = if T::PACKED { Mod::Unpack16b } else { Mod::None };
        self.op(
            FormId::Tcgen05StSplit,
            &[num.into(), unpack.into()],
            &ops,
            at,
        );
    }

    /// Checks a `.16x32bx2` access of `regs` registers per thread at `r` whose second half
    /// is `split` columns on (`store`: the halves may not overlap) and returns the repeat
    /// count's modifier.
    fn tmem_split_access<T, G: CtaGroup>(
        &mut self,
        r: &TmemRef<'_, T, G>,
        (regs, split): (u32, u32),
        packed: bool,
        store: bool,
        at: Site,
    ) -> Option<Mod> {
        let num = self.tmem_access_of((16, 1, 1, 128, ".16x32bx2"), r, regs, packed, at)?;
        let cols = regs * if packed { 2 } else { 1 };
        if store && split < cols {
            self.misuse(
                format!(
                    "a tcgen05.st of shape .16x32bx2 whose halves overlap: {cols} columns each, the second {split} columns on"
                ),
                "split the halves by at least their columns (threads 0-15 and 16-31 would store to the same cells)",
                at,
            );
            return None;
        }
        let end = u64::from(r.col) + u64::from(split) + u64::from(cols);
        if end > u64::from(r.cols) {
            let first = r.col.saturating_add(split);
            self.tmem_past(first, cols, r.cols, at);
            return None;
        }
        Some(num)
    }

    /// `tcgen05.cp.cta_group.shape{.format} [taddr], s-desc`: copies the matrix `from`
    /// describes (the shape's rows, in a canonical layout of its descriptor, read inside
    /// the descriptor's variable) from shared memory into tensor memory at `to` (lane 0;
    /// the shape's 8 or 4 columns inside the allocation), asynchronously, issued by one
    /// thread (its completion is tracked by [`tcgen05_commit`](Kernel::tcgen05_commit)),
    /// decompressing as `format` says.
    #[track_caller]
    pub fn tmem_cp<T, G: CtaGroup, E: UmmaDescElem>(
        &mut self,
        to: TmemRef<'_, T, G>,
        from: Reg<UmmaDesc<E>>,
        shape: TmemCpShape,
        format: TmemCpFormat,
    ) {
        let at = site(Location::caller());
        if !matches!(to.lanes, Lanes::Fixed(0)) {
            self.misuse(
                "a tcgen05.cp to a warp's lanes",
                "a copy into tensor memory starts at lane 0: take its address with `Tmem::at(col)`",
                at,
            );
            return;
        }
        let (rows, cols) = shape.geometry();
        if to.col.checked_add(cols).is_none_or(|end| end > to.cols) {
            self.tmem_past(to.col, cols, to.cols, at);
            return;
        }
        self.check_desc_reads(from.id, ("source", rows, false), ((rows, 0, 0), true), at);
        let ops = [self.tmem_addr(&to, at), self.op_reg(from.id, at)];
        let vals = [
            G::MOD.into(),
            shape.modifier().into(),
            format.modifier().into(),
        ];
        self.op(FormId::Tcgen05Cp, &vals, &ops, at);
    }

    /// `tcgen05.shift.cta_group.down [taddr]`: shifts the 32-byte rows of the matrix at
    /// `t` (lane 0) down by one lane, asynchronously (its completion is tracked by
    /// [`tcgen05_commit`](Kernel::tcgen05_commit)).
    #[track_caller]
    pub fn tmem_shift_down<T, G: CtaGroup>(&mut self, t: TmemRef<'_, T, G>) {
        let at = site(Location::caller());
        // A row of the matrix is 32 bytes: 8 columns.
        if t.col.checked_add(8).is_none_or(|end| end > t.cols) {
            self.tmem_past(t.col, 8, t.cols, at);
            return;
        }
        let addr = self.tmem_addr(&t, at);
        self.op(FormId::Tcgen05Shift, &[G::MOD.into()], &[addr], at);
    }

    /// A `tcgen05.mma` matrix descriptor (sm_100 format) of the matrix at `smem` in
    /// `.shared::cta`: as [`wgmma_desc`](Kernel::wgmma_desc) (the start address, `lbo` and
    /// `sbo` in 16-byte units, the swizzle), with the descriptor version of sm_100 and its
    /// swizzle codes. A descriptor of a declared variable is tied to it: an MMA that
    /// would read past the variable through it is an emit error there.
    #[track_caller]
    pub fn umma_desc<A: Address>(
        &mut self,
        smem: A,
        swizzle: Swizzle,
        lbo: u32,
        sbo: u32,
    ) -> Reg<UmmaDesc<A::Elem>>
    where
        A::Space: WgmmaSpace,
        A::Elem: UmmaDescElem,
    {
        let at = site(Location::caller());
        // Bits 32-45: sbo >> 4; bit 46: the sm_100 descriptor version; bits 61-63: the
        // layout (0 none, 2 128-byte, 4 64-byte, 6 32-byte swizzle).
        let layout: u64 = match swizzle {
            Swizzle::None => 0,
            Swizzle::B128 => 2,
            Swizzle::B64 => 4,
            Swizzle::B32 => 6,
        };
        let hi = (((sbo as u64) >> 4) << 32) | (1 << 46) | (layout << 61);
        let o = smem.operand(Token::new());
        Reg::new(self.matrix_desc(o, swizzle, (lbo, sbo), (hi, true), at))
    }

    /// `tcgen05.mma.cta_group.kind [d], a-desc, b-desc, idesc, accumulate`: the UMMA
    /// `D = A * B + D` (`D = A * B` where `accumulate` is false), asynchronously, issued by
    /// one thread (track its completion with [`tcgen05_commit`](Kernel::tcgen05_commit)).
    /// A (M x K) and B (N x K) are K-major matrices in shared memory read through their
    /// descriptors; D is M lanes by N columns of `A::Acc` at `d`. The kind follows from the
    /// element types, and the instruction descriptor is computed from them and `shape`,
    /// so the two cannot disagree; D's columns must lie inside the allocation and each
    /// descriptor's matrix inside its variable.
    #[track_caller]
    pub fn umma<A, B, G>(
        &mut self,
        d: TmemRef<'_, A::Acc, G>,
        a: Reg<UmmaDesc<A>>,
        b: Reg<UmmaDesc<B>>,
        shape: UmmaShape,
        accumulate: impl Into<Src<Pred>>,
    ) where
        A: UmmaPair<B>,
        B: UmmaElem,
        A::Acc: UmmaAcc,
        G: CtaGroup,
    {
        let opts = UmmaOpts::default();
        self.umma_at(
            d,
            a,
            b,
            (shape, accumulate.into(), opts),
            site(Location::caller()),
        );
    }

    /// [`umma`](Kernel::umma) with `opts`: a disable-output-lane mask and a scale of D
    /// (`tcgen05.mma … idesc, {mask}, accumulate, scale-input-d`).
    #[track_caller]
    pub fn umma_with<A, B, G>(
        &mut self,
        d: TmemRef<'_, A::Acc, G>,
        a: Reg<UmmaDesc<A>>,
        b: Reg<UmmaDesc<B>>,
        (shape, accumulate): (UmmaShape, impl Into<Src<Pred>>),
        opts: UmmaOpts<G>,
    ) where
        A: UmmaPair<B>,
        B: UmmaElem,
        A::Acc: UmmaAcc,
        G: CtaGroup,
    {
        let at = site(Location::caller());
        self.umma_at(d, a, b, (shape, accumulate.into(), opts), at);
    }

    /// [`umma_with`](Kernel::umma_with) at `at`.
    fn umma_at<A, B, G>(
        &mut self,
        d: TmemRef<'_, A::Acc, G>,
        a: Reg<UmmaDesc<A>>,
        b: Reg<UmmaDesc<B>>,
        (shape, accumulate, opts): (UmmaShape, Src<Pred>, UmmaOpts<G>),
        at: Site,
    ) where
        A: UmmaPair<B>,
        B: UmmaElem,
        A::Acc: UmmaAcc,
        G: CtaGroup,
    {
        if !self.umma_checks(&d, (shape, false), at) {
            return;
        }
        let a = self.umma_desc_a_operand(a.id, shape.m / G::CTAS, (shape, A::K), at);
        self.umma_issue::<A, B, G>(false, &d, (a, b.id), (shape, accumulate, opts), at);
    }

    /// `tcgen05.mma.cta_group.kind [d], [a], b-desc, idesc, accumulate`: the UMMA with A
    /// (M lanes by K of `A`, packed 32 bits per column) in tensor memory at `a` and B in
    /// shared memory; otherwise as [`umma`](Kernel::umma). A's columns (32 bytes of K: 8
    /// per MMA) must lie inside its allocation, as D's.
    #[track_caller]
    pub fn umma_tmem_a<A, B, G>(
        &mut self,
        d: TmemRef<'_, A::Acc, G>,
        a: TmemRef<'_, A, G>,
        b: Reg<UmmaDesc<B>>,
        shape: UmmaShape,
        accumulate: impl Into<Src<Pred>>,
    ) where
        A: UmmaPair<B>,
        B: UmmaElem,
        A::Acc: UmmaAcc,
        G: CtaGroup,
    {
        let opts = UmmaOpts::default();
        let at = site(Location::caller());
        self.umma_tmem_a_at(d, a, b, (shape, accumulate.into(), opts), at);
    }

    /// [`umma_tmem_a`](Kernel::umma_tmem_a) with `opts`, as
    /// [`umma_with`](Kernel::umma_with).
    #[track_caller]
    pub fn umma_tmem_a_with<A, B, G>(
        &mut self,
        d: TmemRef<'_, A::Acc, G>,
        a: TmemRef<'_, A, G>,
        b: Reg<UmmaDesc<B>>,
        (shape, accumulate): (UmmaShape, impl Into<Src<Pred>>),
        opts: UmmaOpts<G>,
    ) where
        A: UmmaPair<B>,
        B: UmmaElem,
        A::Acc: UmmaAcc,
        G: CtaGroup,
    {
        let at = site(Location::caller());
        self.umma_tmem_a_at(d, a, b, (shape, accumulate.into(), opts), at);
    }

    /// [`umma_tmem_a_with`](Kernel::umma_tmem_a_with) at `at`.
    fn umma_tmem_a_at<A, B, G>(
        &mut self,
        d: TmemRef<'_, A::Acc, G>,
        a: TmemRef<'_, A, G>,
        b: Reg<UmmaDesc<B>>,
        (shape, accumulate, opts): (UmmaShape, Src<Pred>, UmmaOpts<G>),
        at: Site,
    ) where
        A: UmmaPair<B>,
        B: UmmaElem,
        A::Acc: UmmaAcc,
        G: CtaGroup,
    {
        if !self.umma_checks(&d, (shape, false), at) {
            return;
        }
        let Some(a) = self.umma_tmem_a_operand(&a, false, at) else {
            return;
        };
        self.umma_issue::<A, B, G>(true, &d, (a, b.id), (shape, accumulate, opts), at);
    }

    /// `tcgen05.mma.ws.cta_group::1.kind.collector [d], a-desc, b-desc, idesc, accumulate
    /// {, zero-column-mask}`: the weight-stationary UMMA (one CTA), as
    /// [`umma`](Kernel::umma) but for its shapes (M of 32, 64 or 128; N of 64, 128 or 256),
    /// its D (all 128 lanes, N columns folded in two for M = 64 and in four for M = 32: N ·
    /// M / 128 columns, which must lie inside the allocation), and `ws`: the use of a B
    /// collector buffer and a zero-column mask. `.kind::i8` runs on `sm_100a` and
    /// `sm_110a` only (an emit error on the other targets). Its `.cta_group::1` is in its
    /// mnemonic; D's allocation is one CTA's (`Cta1`), whose `tcgen05.alloc.cta_group::1`
    /// the kernel's one-CTA-group check counts.
    #[track_caller]
    pub fn umma_ws<A, B>(
        &mut self,
        d: TmemRef<'_, A::Acc, Cta1>,
        a: Reg<UmmaDesc<A>>,
        b: Reg<UmmaDesc<B>>,
        shape: UmmaShape,
        accumulate: impl Into<Src<Pred>>,
        ws: UmmaWs,
    ) where
        A: UmmaPair<B>,
        B: UmmaElem,
        A::Acc: UmmaAcc,
    {
        let at = site(Location::caller());
        if !self.umma_checks(&d, (shape, true), at) {
            return;
        }
        let a = self.umma_desc_a_operand(a.id, shape.m, (shape, A::K), at);
        let form = match ws.zero_columns {
            Some(_) => FormId::Tcgen05MmaWsZeroCols,
            None => FormId::Tcgen05MmaWs,
        };
        let operands = (a, b.id, accumulate.into(), ws.zero_columns);
        self.umma_ws_issue::<A, B>(form, &d, operands, shape, ws.collector, at);
    }

    /// `tcgen05.mma.ws.cta_group::1.kind.collector [d], [a], b-desc, idesc, accumulate
    /// {, zero-column-mask}`: [`umma_ws`](Kernel::umma_ws) with A in tensor memory at `a`
    /// (lane 0; its 8 columns of a K step inside its allocation).
    #[track_caller]
    pub fn umma_ws_tmem_a<A, B>(
        &mut self,
        d: TmemRef<'_, A::Acc, Cta1>,
        a: TmemRef<'_, A, Cta1>,
        b: Reg<UmmaDesc<B>>,
        shape: UmmaShape,
        accumulate: impl Into<Src<Pred>>,
        ws: UmmaWs,
    ) where
        A: UmmaPair<B>,
        B: UmmaElem,
        A::Acc: UmmaAcc,
    {
        let at = site(Location::caller());
        if !self.umma_checks(&d, (shape, true), at) {
            return;
        }
        let Some(a) = self.umma_tmem_a_operand(&a, true, at) else {
            return;
        };
        let form = match ws.zero_columns {
            Some(_) => FormId::Tcgen05MmaWsTmemAZeroCols,
            None => FormId::Tcgen05MmaWsTmemA,
        };
        let operands = (a, b.id, accumulate.into(), ws.zero_columns);
        self.umma_ws_issue::<A, B>(form, &d, operands, shape, ws.collector, at);
    }

    /// The operand of an UMMA's A in shared memory: its descriptor `a`, whose matrix of
    /// `rows` rows (M, or a CTA's share of a pair's) must lie inside its variable; `shape`
    /// and `k` name the MMA in an error.
    fn umma_desc_a_operand(
        &mut self,
        a: RegId,
        rows: u32,
        (shape, k): (UmmaShape, u32),
        at: Site,
    ) -> Op {
        self.check_desc_reads(a, ("A", rows, false), ((shape.m, shape.n, k), true), at);
        self.op_reg(a, at)
    }

    /// The operand of an UMMA's A in tensor memory (`ws`: of the weight-stationary UMMA,
    /// as errors name it): at lane 0, its 8 columns of a K step (32 bytes) inside its
    /// allocation; `None` after an error.
    fn umma_tmem_a_operand<A, G: CtaGroup>(
        &mut self,
        a: &TmemRef<'_, A, G>,
        ws: bool,
        at: Site,
    ) -> Option<Op> {
        if !matches!(a.lanes, Lanes::Fixed(0)) {
            let what = if ws {
                "a tcgen05.mma.ws A operand at a warp's lanes"
            } else {
                "a tcgen05.mma A operand at a warp's lanes"
            };
            self.misuse(
                what,
                "A in tensor memory starts at lane 0: take it with `Tmem::at(col)`",
                at,
            );
            return None;
        }
        if a.col.checked_add(8).is_none_or(|end| end > a.cols) {
            self.tmem_past(a.col, 8, a.cols, at);
            return None;
        }
        Some(self.tmem_addr(a, at))
    }

    /// Emits a weight-stationary UMMA row (`form`) of `A` by `B` into `d`: A's operand,
    /// B's descriptor (checked against its variable), the predicate and the zero-column
    /// mask, with the instruction descriptor from the types and `shape`.
    fn umma_ws_issue<A: UmmaPair<B, Acc: UmmaAcc>, B: UmmaElem>(
        &mut self,
        form: FormId,
        d: &TmemRef<'_, A::Acc, Cta1>,
        (a, b, accumulate, zero_columns): (Op, RegId, Src<Pred>, Option<Reg<u64>>),
        shape: UmmaShape,
        collector: Collector,
        at: Site,
    ) {
        let mut ops = self.umma_operands::<A, B, Cta1>(d, (a, b), shape, at);
        ops.push(self.op_src(accumulate, at));
        if let Some(z) = zero_columns {
            ops.push(self.op_reg(z.id, at));
        }
        let vals = [A::KIND.into(), collector.modifier().into()];
        self.op(form, &vals, &ops, at);
    }

    /// An UMMA's first operands, `[d], a, b-desc, idesc`: B read through its descriptor
    /// checked against its variable, the instruction descriptor computed from the types
    /// and `shape`.
    fn umma_operands<A: UmmaPair<B, Acc: UmmaAcc>, B: UmmaElem, G: CtaGroup>(
        &mut self,
        d: &TmemRef<'_, A::Acc, G>,
        (a, b): (Op, RegId),
        shape: UmmaShape,
        at: Site,
    ) -> Vec<Op> {
        self.check_desc_reads(
            b,
            // Each CTA of a pair holds its half of B's N rows (as of A's M).
            ("B", shape.n / G::CTAS, false),
            ((shape.m, shape.n, A::K), true),
            at,
        );
        let idesc = umma_idesc::<A, B>(shape);
        vec![
            self.tmem_addr(d, at),
            a,
            self.op_reg(b, at),
            Op::Imm(Imm::UInt(idesc as u64)),
        ]
    }

    /// Emits an UMMA of `A` by `B` into `d` with A's operand `a` (in tensor memory where
    /// `tmem_a`), and the row of its options: B read through its descriptor is checked
    /// against its variable, and the instruction descriptor is computed from the types
    /// and `shape`.
    fn umma_issue<A: UmmaPair<B, Acc: UmmaAcc>, B: UmmaElem, G: CtaGroup>(
        &mut self,
        tmem_a: bool,
        d: &TmemRef<'_, A::Acc, G>,
        (a, b): (Op, RegId),
        (shape, accumulate, opts): (UmmaShape, Src<Pred>, UmmaOpts<G>),
        at: Site,
    ) {
        if let Some(scale) = opts.scale_d {
            if !matches!(A::KIND, Mod::KindF16 | Mod::KindTf32) {
                self.misuse(
                    format!("a tcgen05.mma scale of D (scale-input-d) of `{}`", A::KIND.text()),
                    "scale D only in an MMA of f16, bf16 or tf32 elements (.kind::f16, .kind::tf32)",
                    at,
                );
                return;
            }
            self.range("tcgen05.mma's scale-input-d", i64::from(scale), 0, 15, at);
        }
        let mut ops = self.umma_operands::<A, B, G>(d, (a, b), shape, at);
        if let Some(mask) = opts.disable_lanes {
            let mask = mask.as_ref();
            ops.push(Op::Vector(mask.len() as u8));
            for r in mask {
                ops.push(self.op_reg(r.id, at));
            }
        }
        ops.push(self.op_src(accumulate, at));
        if let Some(scale) = opts.scale_d {
            ops.push(Op::Imm(Imm::UInt(u64::from(scale))));
        }
        use FormId as F;
        let form = match (tmem_a, opts.disable_lanes.is_some(), opts.scale_d.is_some()) {
            (false, false, false) => F::Tcgen05Mma,
            (true, false, false) => F::Tcgen05MmaTmemA,
            (false, true, false) => F::Tcgen05MmaLanes,
            (true, true, false) => F::Tcgen05MmaTmemALanes,
            (false, false, true) => F::Tcgen05MmaScaleD,
            (true, false, true) => F::Tcgen05MmaTmemAScaleD,
            (false, true, true) => F::Tcgen05MmaLanesScaleD,
            (true, true, true) => F::Tcgen05MmaTmemALanesScaleD,
        };
        self.op(form, &[G::MOD.into(), A::KIND.into()], &ops, at);
    }

    /// The checks of an UMMA's shape and accumulator (`ws`: the weight-stationary UMMA's
    /// shapes, and its D's N columns folded over all 128 lanes; reported, `false`: emit
    /// nothing).
    fn umma_checks<D, G: CtaGroup>(
        &mut self,
        d: &TmemRef<'_, D, G>,
        (shape, ws): (UmmaShape, bool),
        at: Site,
    ) -> bool {
        let (invalid, fix, what) = if ws {
            (
                shape.invalid_ws(),
                "use a shape of the PTX ISA's tcgen05.mma.ws table: M of 32, 64 or 128, N of 64, 128 or 256",
                "a tcgen05.mma.ws accumulator at a warp's lanes",
            )
        } else {
            (
                shape.invalid(G::CTAS),
                "use a shape of the PTX ISA's tcgen05.mma table for this kind and CTA group",
                "a tcgen05.mma accumulator at a warp's lanes",
            )
        };
        if let Some(why) = invalid {
            self.misuse(why, fix, at);
            return false;
        }
        if !matches!(d.lanes, Lanes::Fixed(0)) {
            self.misuse(what, "D starts at lane 0: take it with `Tmem::at(col)`", at);
            return false;
        }
        let cols = if ws { shape.ws_columns() } else { shape.n };
        if d.col.checked_add(cols).is_none_or(|end| end > d.cols) {
            self.tmem_past(d.col, cols, d.cols, at);
            return false;
        }
        true
    }

    // ---- plumbing ------------------------------------------------------------------------

    /// The executing thread's linear warp index in its CTA:
    /// `(tid.x + ntid.x * (tid.y + ntid.y * tid.z)) >> 5`.
    #[track_caller]
    fn linear_warp(&mut self) -> Reg<u32> {
        let (x, y, z) = (self.tid_x(), self.tid_y(), self.tid_z());
        let (nx, ny) = (self.ntid_x(), self.ntid_y());
        let yz = self.mad_lo(ny, z, y);
        let lin = self.mad_lo(nx, yz, x);
        self.shr(lin, 5u32)
    }

    /// Whether the executing thread is in warp `warp` of its CTA (a warp-uniform
    /// predicate), and its linear warp index.
    #[track_caller]
    fn warp_is(&mut self, warp: u32) -> (RegId, Reg<u32>) {
        let lin = self.linear_warp();
        let is = self.setp(Cmp::Eq, lin, warp);
        (is.id, lin)
    }

    /// The CTA-wide allocation calls: in a kernel (a device function's relinquish or exit
    /// would hide from the kernel's check), at its top level (every thread of the CTA takes
    /// part: not inside `if_then`, a loop or a `when` block).
    fn tmem_top_level(&mut self, what: &str, at: Site) {
        if !self.f.entry {
            self.misuse(
                format!("`{what}` in a device function"),
                "allocate, free and relinquish tensor memory in the kernel itself",
                at,
            );
        } else if self.guard.is_some() || self.region != 0 {
            self.misuse(
                format!("`{what}` inside an `if_then`, `if_else`, loop or `when` block"),
                "allocate and free tensor memory at the kernel's top level, where every thread of the CTA runs (it synchronizes the CTA and picks its warp itself)",
                at,
            );
        }
    }

    /// `@p <form>.<group>… ops`: an instruction of one warp of the CTA.
    fn guarded_op(&mut self, p: RegId, form: FormId, group: Mod, ops: &[Op], at: Site) {
        let g = self.guard.replace((p.idx, false));
        self.op(form, &[group.into()], ops, at);
        self.guard = g;
    }

    /// The CTA-wide synchronization around an allocation's change of hands:
    /// `tcgen05.fence::before_thread_sync; bar.sync 0; tcgen05.fence::after_thread_sync`.
    fn tmem_sync(&mut self, at: Site) {
        self.op(FormId::Tcgen05FenceBefore, &[], &[], at);
        self.op(FormId::BarSync, &[], &[Op::Imm(Imm::UInt(0))], at);
        self.op(FormId::Tcgen05FenceAfter, &[], &[], at);
    }

    fn tmem_event(&mut self, e: TmemEvent, at: Site) {
        let line = self.f.lines.len() - 1;
        self.tmem_events.push((line, e, at));
    }

    /// Checks an access of `regs` registers per thread of `shape` at `r` (`packed`: two
    /// columns per register) and returns the repeat count's modifier.
    fn tmem_access<T, G: CtaGroup>(
        &mut self,
        shape: TmemShape,
        r: &TmemRef<'_, T, G>,
        regs: u32,
        packed: bool,
        at: Site,
    ) -> Option<Mod> {
        let (lanes, cols_per, regs_per, max) = shape.geometry();
        let geometry = (lanes, cols_per, regs_per, max, shape.modifier().text());
        self.tmem_access_of(geometry, r, regs, packed, at)
    }

    /// [`tmem_access`](Self::tmem_access) of a shape of `(lanes, columns per repeat,
    /// registers per thread per repeat, largest repeat, name)`.
    fn tmem_access_of<T, G: CtaGroup>(
        &mut self,
        (lanes, cols_per, regs_per, max, name): (u32, u32, u32, u32, &str),
        r: &TmemRef<'_, T, G>,
        regs: u32,
        packed: bool,
        at: Site,
    ) -> Option<Mod> {
        let num = regs / regs_per;
        let m = match num {
            1 => Mod::X1,
            2 => Mod::X2,
            4 => Mod::X4,
            8 => Mod::X8,
            16 => Mod::X16,
            32 => Mod::X32,
            64 => Mod::X64,
            128 => Mod::X128,
            _ => Mod::None,
        };
        if regs == 0 || !regs.is_multiple_of(regs_per) || m == Mod::None || num > max {
            self.misuse(
                format!(
                    "{regs} registers per thread is no tcgen05 access of shape {}: it moves {regs_per} per repeat, and the repeat count is a power of two up to {max}",
                    name
                ),
                "take an array of (registers per repeat) x (1, 2, 4 … up to the largest repeat) registers",
                at,
            );
            return None;
        }
        let cols = num * cols_per * if packed { 2 } else { 1 };
        if r.col.checked_add(cols).is_none_or(|end| end > r.cols) {
            self.tmem_past(r.col, cols, r.cols, at);
            return None;
        }
        let reach = match r.lanes {
            Lanes::Warp(extra) => extra + lanes,
            Lanes::Fixed(_) => {
                self.misuse(
                    "a tcgen05.ld/st at a fixed lane: warps 1 to 3 (of each four) would reach another warp's lanes",
                    "a warp loads and stores only its own 32 lanes: take the address with `Tmem::warp(col)` or `warp_upper(col)`",
                    at,
                );
                return None;
            }
        };
        if reach > 32 {
            self.misuse(
                format!(
                    "a tcgen05 access of shape {} at lanes {}..{reach} of a warp's 32",
                    name,
                    reach - lanes
                ),
                "a warp reaches only its own 32 lanes: the upper 16 (`warp_upper`) only with a 16-lane shape",
                at,
            );
            return None;
        }
        Some(m)
    }

    /// Columns `[col, col + n)` of an allocation of `cols` columns: past its end.
    fn tmem_past(&mut self, col: u32, n: u32, cols: u32, at: Site) {
        self.misuse(
            format!(
                "tensor-memory columns {col}..{} past the end of an allocation of {cols} columns",
                col as u64 + n as u64
            ),
            "keep every access inside the allocation (allocate more columns with a larger Cols<N>)",
            at,
        );
    }

    /// The address operand `[taddr]` of `r`: the allocation's base plus the lane and
    /// column (an `add.u32` each where they are not zero).
    fn tmem_addr<T, G: CtaGroup>(&mut self, r: &TmemRef<'_, T, G>, at: Site) -> Op {
        let mut cur = self.op_reg(r.base, at);
        let add = |k: &mut Self, cur: Op, v: Op| {
            let d = k.new_reg(RegClass::B32);
            k.op(
                FormId::Add,
                &[Mod::U32.into()],
                &[Op::Reg(d.class, d.idx), cur, v],
                at,
            );
            Op::Reg(d.class, d.idx)
        };
        let fixed = match r.lanes {
            Lanes::Fixed(l) => l << 16,
            Lanes::Warp(extra) => {
                let q = self.op_reg(r.quarter, at);
                cur = add(self, cur, q);
                extra << 16
            }
        } | r.col;
        if fixed != 0 {
            cur = add(self, cur, Op::Imm(Imm::UInt(fixed as u64)));
        }
        match cur {
            Op::Reg(c, i) => Op::AddrReg(c, i, 0),
            other => other,
        }
    }
}

impl<'m> Kernel<'m> {
    /// The warp that allocates (or relinquishes) exists: the kernel says its CTA size with
    /// `.reqntid`, and the warp is one of it. Without it, a launch with fewer threads would
    /// leave the `.shared::cta` word unwritten, and every thread would take it for an
    /// address of tensor memory.
    fn check_tmem_warps(&mut self) {
        let threads = self
            .f
            .directives
            .iter()
            .find(|(d, _, _)| *d == FormId::Reqntid)
            .map(|(_, v, _)| product3(*v));
        for (warp, at) in std::mem::take(&mut self.tmem_warps) {
            match threads {
                None => self.misuse(
                    format!(
                        "tensor memory allocated by warp {warp} of a kernel whose CTA size is not fixed"
                    ),
                    "give the kernel `reqntid(x, y, z)` (the allocating warp must exist in every launch)",
                    at,
                ),
                Some(t) if u64::from(warp) * 32 >= t => self.misuse(
                    format!(
                        "tensor memory allocated by warp {warp} of a CTA of {t} threads, which has no such warp"
                    ),
                    "name a warp of the CTA (0 to threads / 32 - 1)",
                    at,
                ),
                Some(_) => {}
            }
        }
    }

    /// One CTA group per function: ptxas refuses a kernel that names both `.cta_group::1`
    /// and `.cta_group::2` (an error at the first instruction of the second group).
    fn check_cta_groups(&mut self) {
        let mut first: Option<(Mod, Site)> = None;
        let mut clash = None;
        for l in &self.f.lines {
            let Line::Inst { vals, at, .. } = l else {
                continue;
            };
            let Some(g) = vals
                .iter()
                .filter_map(|v| v.as_mod())
                .find(|m| matches!(m, Mod::CtaGroup1 | Mod::CtaGroup2))
            else {
                continue;
            };
            match first {
                None => first = Some((g, *at)),
                Some((f, fat)) if f != g => {
                    clash = Some((f, fat, g, *at));
                    break;
                }
                Some(_) => {}
            }
        }
        if let Some((f, fat, g, at)) = clash {
            self.misuse(
                format!(
                    "a `tcgen05` operation of `{}` in a function whose `tcgen05` operations are `{}` (from {fat}): ptxas allows one CTA group per kernel",
                    g.text(),
                    f.text()
                ),
                "use one CTA group (Cta1 or Cta2, Tcgen05Group) for every tcgen05 operation of a kernel; a kernel of the other group is a kernel of its own",
                at,
            );
        }
    }

    /// The emit-time check of the function's allocations: each is freed on every path
    /// from it to a `ret` or `exit`, and none is made where a relinquish may have run.
    pub(super) fn check_tmem(&mut self) {
        self.check_cta_groups();
        self.check_tmem_warps();
        if self.tmem_events.is_empty() {
            return;
        }
        let events: Vec<(usize, TmemEvent)> =
            self.tmem_events.iter().map(|&(l, e, _)| (l, e)).collect();
        for found in crate::flow::tmem_leaks(&self.f, &events) {
            let (what, fix, event) = match found {
                TmemFinding::Leak { event, exit } => {
                    let what = match self.f.lines.get(exit).and_then(Line::site) {
                        Some(x) => format!(
                            "tensor memory allocated here is not freed on a path to the `ret`/`exit` of {x}"
                        ),
                        None => "tensor memory allocated here is not freed on some path to the end of the function".to_owned(),
                    };
                    (
                        what,
                        "call `tmem_dealloc` on every path before the function returns (the CTA may not exit holding tensor memory)",
                        event,
                    )
                }
                TmemFinding::AfterRelinquish { event } => (
                    "tensor memory allocated here, after a tcgen05.relinquish_alloc_permit that may have run on the way".to_owned(),
                    "allocate before the relinquish (it ends the CTA's right to allocate)",
                    event,
                ),
                TmemFinding::EarlyExit { event, exit } => {
                    let x = self.f.lines.get(exit).and_then(Line::site);
                    let x = x.map_or("the end of the kernel".to_owned(), |x| format!("{x}"));
                    (
                        format!(
                            "the `ret`/`exit` of {x} may run before this tensor-memory allocation: the threads that leave there (the allocating warp among them, perhaps) miss its CTA-wide sequence"
                        ),
                        "allocate before any thread can return or exit (at the top of the kernel), and free before returning",
                        event,
                    )
                }
                TmemFinding::AllocHeld { event } => (
                    "tensor memory allocated again where it may still be held (a loop or a branch leads back to its allocation)".to_owned(),
                    "free the allocation before anything leads back to its allocation, or allocate once before the loop",
                    event,
                ),
                TmemFinding::FreedTwice { event } => (
                    "tensor memory freed where it may be freed already, or not allocated (a loop or a branch leads back to its free)".to_owned(),
                    "free each allocation once, on a path where it is held (after the loop that uses it)",
                    event,
                ),
            };
            let at = self.tmem_events[event].2;
            self.misuse(what, fix, at);
        }
    }
}
