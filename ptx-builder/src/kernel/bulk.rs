//! Bulk copies and the tensor memory accelerator (TMA), sm_90: `cp.async.bulk` and
//! `cp.reduce.async.bulk` between global and shared memory, their bulk async-groups,
//! `cp.async.bulk.tensor` tile loads, stores and reductions through a [`TensorMap`], and
//! the prefetches of both.
//!
//! The state space of every operand is in its type: a copy from `.global` writes
//! `.shared::cluster` (a `.shared::cta` address widens), a copy to `.global` reads
//! `.shared::cta`, the mbarrier a copy completes on is a [`Mbarrier`] in the destination's
//! shared window, and a tensor map is read from `.param`, `.const` or `.global` only.
//! A TMA instruction takes exactly `RANK` coordinates and writes or reads elements of the
//! map's own type; neither a wrong count nor a wrong type compiles.
//!
//! ```
//! use typed_ptx_builder::*;
//! let mut m = Module::new(Target::SM_90);
//! m.kernel("load_tile", |k, (map,): (Ptr<Generic<Param<Entry>>, TensorMap<f32, 2>>,)| {
//!     let tile = k.shared::<f32>("tile", 32 * 16, Align(1024));
//!     let bar = k.shared::<Mbarrier>("bar", 1, Align(8));
//!     k.mbarrier_init(bar, 1u32);
//!     let _ = k.mbarrier_arrive_expect_tx(bar, 32 * 16 * 4);
//!     let x = k.ctaid_x();
//!     k.cp_async_bulk_tensor_load(tile, map, (x, 0i32), bar); // (x, 0, 0): does not compile
//!     k.mbarrier_wait_parity(bar, 0u32);
//! });
//! let ptx = m.emit().unwrap();
//! assert!(ptx.contains(".param .align 64 .b8 load_tile_param_0[128]"));
//! assert!(ptx.contains("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"));
//! ```

use core::convert::Infallible;
use core::marker::PhantomData;

use typed_ptx_isa::{Mod, Val};

use super::*;
use crate::reg::Offset;
use crate::space::Const;
use crate::ty::Mbarrier;

// ---- element types and tensor maps ----------------------------------------------------------

/// The element types a tensor map can describe (`CUtensorMapDataType`): `u8`/`i8`
/// (`UINT8`), `u16`/`i16` (`UINT16`), `u32`, `i32`, `u64`, `i64`, `f32`, `f64`, [`F16`](crate::F16)
/// and [`Bf16`](crate::Bf16), and packs of FP8 values ([`E4m3x2`](crate::E4m3x2),
/// [`E5m2x2`](crate::E5m2x2): `UINT16`; [`E4m3x4`](crate::E4m3x4), [`E5m2x4`](crate::E5m2x4):
/// `UINT32`), which TMA copies as bits: a tile of FP8 packs is what `wgmma … .e4m3` reads.
#[diagnostic::on_unimplemented(
    message = "a tensor map cannot describe `{Self}` elements",
    note = "TMA element types are u8, i8, u16, i16, u32, i32, u64, i64, f32, f64, F16, Bf16 and the FP8 packs E4m3x2, E5m2x2, E4m3x4, E5m2x4"
)]
pub trait TmaElem: Data {}
macro_rules! tma_elems {
    ($($t:ty),*) => { $(impl TmaElem for $t {})* };
}
tma_elems!(
    u8,
    i8,
    u16,
    i16,
    u32,
    i32,
    u64,
    i64,
    f32,
    f64,
    crate::ty::F16,
    crate::ty::Bf16,
    crate::ty::E4m3x2,
    crate::ty::E5m2x2,
    crate::ty::E4m3x4,
    crate::ty::E5m2x4
);

/// A tensor map: the opaque 128-byte object (CUDA's `CUtensorMap`) that describes a
/// tensor of `T` elements with `RANK` dimensions (1 to 5) in global memory, its tile
/// ("box") shape and its shared-memory swizzle, for the TMA instructions.
///
/// It is an element type (so that `Var`s and pointers of it exist) that is not plain
/// data: it cannot be loaded, stored or copied, only declared where PTX lets the TMA unit
/// read it: a kernel parameter ([`Kernel::param_tensor_map`], declared
/// `.param .align 64 .b8 name[128]`), a `.const` or a `.global` variable
/// ([`Module::const_tensor_map`](crate::Module::const_tensor_map),
/// [`Module::global_tensor_map`](crate::Module::global_tensor_map)). The host makes one
/// from a device buffer of `T` (`typed_ptx::runtime::Gpu::tensor_map_tiled`), typed with
/// the same `T` and `RANK`.
pub struct TensorMap<T, const RANK: usize>(Infallible, PhantomData<fn() -> T>);

impl<T, const RANK: usize> Sealed for TensorMap<T, RANK> {}
macro_rules! tensor_map_ranks {
    ($($r:literal),*) => {$(
        impl<T: TmaElem> Elem for TensorMap<T, $r> {
            const TY: Ty = Ty::TensorMap;
            // Never a register value: a tensor map is not `Data`, so nothing loads one.
            type Value = u64;
        }
    )*};
}
tensor_map_ranks!(1, 2, 3, 4, 5);

/// The spaces a tensor map may live in for the TMA unit: `.param` (a kernel parameter),
/// `.const` and `.global`.
#[diagnostic::on_unimplemented(
    message = "a tensor map in {Self} cannot be used by TMA: PTX reads tensor maps from .param (a kernel parameter), .const or .global only",
    note = "declare the map as a kernel parameter (`Kernel::param_tensor_map`) or a module variable (`Module::const_tensor_map`, `Module::global_tensor_map`) and pass its generic address"
)]
pub trait TensorMapSpace: Named {}
impl TensorMapSpace for Param<Entry> {}
impl TensorMapSpace for Const {}
impl TensorMapSpace for Global {}

/// The base of a tensor-map operand: a register or a `.global` variable (with the size
/// and alignment of its declaration, checked where it is used).
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct TensorMapBase(AddrOperand);

impl TensorMapBase {
    /// The base at `a` (a tensor map's generic address or `.global` variable).
    pub(crate) fn of(a: AddrOperand) -> Self {
        TensorMapBase(a)
    }
}

/// A tensor-map operand of a TMA instruction, whatever its rank: the generic address of a
/// `TensorMap<Elem, RANK>` that came from `.param`, `.const` or `.global`
/// (`Ptr<Generic<Param<Entry>>, TensorMap<T, R>>` from [`Kernel::param_tensor_map`] or
/// [`Kernel::cvta_var`]), or a `.global` tensor-map variable itself (PTX names a
/// `.global` variable by its generic address). [`TensorMapAddr`] adds the rank.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not the address of a tensor map: TMA takes the generic address of a `TensorMap<T, RANK>` in .param, .const or .global",
    note = "get it with `Kernel::param_tensor_map`, or `cvta_var` of a `.const`/`.global` tensor map variable"
)]
pub trait TensorMapRef: Copy + Sealed {
    /// The element type of the map.
    type Elem: TmaElem;
    #[doc(hidden)]
    fn base(&self, _: Token) -> TensorMapBase;
}

/// A [`TensorMapRef`] of rank `RANK`: the number of coordinates its TMA instructions take.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not the address of a tensor map: TMA takes the generic address of a `TensorMap<T, RANK>` in .param, .const or .global",
    note = "get it with `Kernel::param_tensor_map`, or `cvta_var` of a `.const`/`.global` tensor map variable; its rank is the number of coordinates"
)]
pub trait TensorMapAddr<const RANK: usize>: TensorMapRef {}

impl<O: TensorMapSpace, T: TmaElem, const R: usize> TensorMapRef
    for Ptr<Generic<O>, TensorMap<T, R>>
where
    TensorMap<T, R>: Elem,
{
    type Elem = T;
    fn base(&self, t: Token) -> TensorMapBase {
        TensorMapBase(Address::operand(self, t))
    }
}
impl<O: TensorMapSpace, T: TmaElem, const R: usize> TensorMapAddr<R>
    for Ptr<Generic<O>, TensorMap<T, R>>
where
    TensorMap<T, R>: Elem,
{
}
impl<T: TmaElem, const R: usize> TensorMapRef for Var<Global, TensorMap<T, R>>
where
    TensorMap<T, R>: Elem,
{
    type Elem = T;
    fn base(&self, t: Token) -> TensorMapBase {
        TensorMapBase(Address::operand(self, t))
    }
}
impl<T: TmaElem, const R: usize> TensorMapAddr<R> for Var<Global, TensorMap<T, R>> where
    TensorMap<T, R>: Elem
{
}

/// A tensor map that `tensormap.replace` edits in place and `tensormap.cp_fenceproxy`
/// copies: a `TensorMap<T, RANK>` in `.shared::cta` (a variable, or a pointer of that
/// space: the usual place, a copy the CTA edits before publishing it) or in `.global` (a
/// module variable, or a pointer to one). Its element type and rank are the map's: an
/// edit keeps them ([`Kernel::tensormap_replace_global_address`] takes a new base of the
/// same element type), and the copy to `.global` goes to a map of the same type.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a tensor map that tensormap.replace can edit: it takes a `TensorMap<T, RANK>` in .global or .shared::cta",
    note = "declare one with `Kernel::shared::<TensorMap<T, RANK>>(name, 1, Align(128))` (and copy a map into it) or `Module::global_tensor_map`; a kernel parameter's map is read-only"
)]
pub trait TensorMapEdit: Address + Copy + Sealed {
    /// The map's type, `TensorMap<Self::Elem, RANK>`.
    type Map;
    /// The element type of the map.
    type Elem: TmaElem;
}
macro_rules! tensor_map_edit {
    ($($a:ident<$s:ty>),*) => {$(
        impl<T: TmaElem, const R: usize> TensorMapEdit for $a<$s, TensorMap<T, R>>
        where
            TensorMap<T, R>: Elem,
        {
            type Map = TensorMap<T, R>;
            type Elem = T;
        }
    )*};
}
tensor_map_edit!(
    Var<Shared<Cta>>,
    Ptr<Shared<Cta>>,
    Ptr32<Shared<Cta>>,
    Var<Global>,
    Ptr<Global>
);

/// The space of a tensor's global address (`tensormap.replace.tile.global_address`) and of
/// the tensor map `tensormap.cp_fenceproxy` publishes: `.global`.
#[diagnostic::on_unimplemented(
    message = "a tensor map's tensor lives in .global, not {Self}",
    note = "pass a `Ptr<Global, T>` (`cvta_to_global` of a generic pointer that is known to be one)"
)]
pub trait TensorBase: Space {}
impl TensorBase for Global {}

/// What [`Kernel::prefetch_tensormap`] prefetches: a tensor map's generic address
/// (`prefetch.tensormap`), a `.const` tensor map (`prefetch.const.tensormap`) or a kernel
/// parameter (`prefetch.param.tensormap`). An [`Address`]: its space picks the
/// instruction's `{.space}` (none for a generic address and a `.global` tensor map, which
/// PTX names by its generic address).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a tensor map that `prefetch.tensormap` can read: it takes a tensor map in .param, .const or .global",
    note = "pass the generic address of a tensor map, a `.const` tensor map, or the kernel parameter itself"
)]
pub trait TensorMapPrefetch: Address + Copy + Sealed {}
impl<O: TensorMapSpace, T: TmaElem, const R: usize> TensorMapPrefetch
    for Ptr<Generic<O>, TensorMap<T, R>>
where
    TensorMap<T, R>: Elem,
{
}
impl<T: TmaElem, const R: usize> TensorMapPrefetch for Var<Global, TensorMap<T, R>> where
    TensorMap<T, R>: Elem
{
}
impl<T: TmaElem, const R: usize> TensorMapPrefetch for Var<Const, TensorMap<T, R>> where
    TensorMap<T, R>: Elem
{
}
impl<T: TmaElem, const R: usize> TensorMapPrefetch for Ptr<Const, TensorMap<T, R>> where
    TensorMap<T, R>: Elem
{
}
impl<T: TmaElem, const R: usize> TensorMapPrefetch for Ptr32<Const, TensorMap<T, R>> where
    TensorMap<T, R>: Elem
{
}
impl<T: TmaElem, const R: usize> TensorMapPrefetch for Var<Param<Entry>, TensorMap<T, R>> where
    TensorMap<T, R>: Elem
{
}
impl<A: TensorMapPrefetch + Address> TensorMapPrefetch for Offset<A> {}

// ---- coordinates ----------------------------------------------------------------------------

/// One tile coordinate of a TMA instruction: an `i32` or `u32` register or immediate
/// (PTX reads it as `.s32`; an immediate is moved into a register first, as PTX wants).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a tensor coordinate: coordinates are i32 or u32 registers or immediates",
    note = "convert other integers with `cvt` first"
)]
pub trait Coord: Copy + Sealed {
    #[doc(hidden)]
    fn src(self, _: Token) -> Src<i32>;
}
impl Coord for Reg<i32> {
    fn src(self, _: Token) -> Src<i32> {
        Src::from(self)
    }
}
impl Coord for Reg<u32> {
    fn src(self, _: Token) -> Src<i32> {
        Src::from(Reg::<i32>::new(self.id))
    }
}
impl Coord for i32 {
    fn src(self, _: Token) -> Src<i32> {
        Src::from(self)
    }
}
impl Coord for u32 {
    fn src(self, _: Token) -> Src<i32> {
        Src::from(self as i32)
    }
}

/// The coordinates of a tile in a tensor map of rank `RANK`, innermost dimension first:
/// a tuple `(x, y)` or an array `[x, y]` of exactly `RANK` [`Coord`]s.
#[diagnostic::on_unimplemented(
    message = "`{Self}` are not the {RANK} coordinates a tensor map of rank {RANK} takes",
    note = "give one i32/u32 coordinate per dimension of the map, innermost first, as a tuple `(x, y)` or an array `[x, y]`"
)]
pub trait Coords<const RANK: usize>: Sealed {
    #[doc(hidden)]
    fn srcs(self, _: Token) -> [Src<i32>; RANK];
}
impl<C: Coord, const R: usize> Coords<R> for [C; R] {
    fn srcs(self, t: Token) -> [Src<i32>; R] {
        self.map(|c| c.src(t))
    }
}
impl<A: Coord> Coords<1> for (A,) {
    fn srcs(self, t: Token) -> [Src<i32>; 1] {
        [self.0.src(t)]
    }
}
impl<A: Coord, B: Coord> Coords<2> for (A, B) {
    fn srcs(self, t: Token) -> [Src<i32>; 2] {
        [self.0.src(t), self.1.src(t)]
    }
}
impl<A: Coord, B: Coord, C: Coord> Coords<3> for (A, B, C) {
    fn srcs(self, t: Token) -> [Src<i32>; 3] {
        [self.0.src(t), self.1.src(t), self.2.src(t)]
    }
}
impl<A: Coord, B: Coord, C: Coord, D: Coord> Coords<4> for (A, B, C, D) {
    fn srcs(self, t: Token) -> [Src<i32>; 4] {
        [self.0.src(t), self.1.src(t), self.2.src(t), self.3.src(t)]
    }
}
impl<A: Coord, B: Coord, C: Coord, D: Coord, E: Coord> Coords<5> for (A, B, C, D, E) {
    fn srcs(self, t: Token) -> [Src<i32>; 5] {
        [
            self.0.src(t),
            self.1.src(t),
            self.2.src(t),
            self.3.src(t),
            self.4.src(t),
        ]
    }
}

// ---- operand spaces ---------------------------------------------------------------------------

/// The destination space of a bulk copy or TMA load into shared memory: `.shared::cta`
/// (this CTA; PTX widens it to `.shared::cluster`) or `.shared::cluster` (from `mapa`).
#[diagnostic::on_unimplemented(
    message = "bulk copies and TMA loads write shared memory (.shared::cta or .shared::cluster), not {Self}",
    note = "give the .shared address of the destination tile (a `.shared::cta` one is widened to .shared::cluster); a copy to .global is `cp_async_bulk_shared_to_global` or `cp_async_bulk_tensor_store`"
)]
pub trait BulkSharedDst: Space {}
impl BulkSharedDst for Shared<Cta> {}
impl BulkSharedDst for Shared<Cluster> {}

/// The destination of a multicast copy: this CTA's `.shared::cta` address, whose
/// CTA-relative offset every CTA of the mask receives.
#[diagnostic::on_unimplemented(
    message = "a multicast copy writes the same CTA-relative offset of every CTA in its mask: give this CTA's .shared::cta address, not a {Self} one",
    note = "the mbarrier is this CTA's too, at the same offset in every destination CTA"
)]
pub trait MulticastDst: Space {}
impl MulticastDst for Shared<Cta> {}

/// The source space of `cp.async.bulk` from global memory: `.global`.
#[diagnostic::on_unimplemented(
    message = "this bulk copy reads .global, not {Self}",
    note = "a copy out of shared memory is `cp_async_bulk_shared_to_global` or `cp_async_bulk_shared_to_cluster`"
)]
pub trait BulkGlobal: Space {}
impl BulkGlobal for Global {}

/// The source space of a bulk copy, reduction or TMA store out of shared memory:
/// `.shared::cta` (the executing CTA's own).
#[diagnostic::on_unimplemented(
    message = "bulk copies, reductions and TMA stores out of shared memory read the executing CTA's .shared::cta, not {Self}",
    note = "give a `.shared::cta` address (a `Var<Shared<Cta>, T>`, `Ptr` or `Ptr32`); another CTA's shared memory is a destination only"
)]
pub trait BulkSharedSrc: Space {}
impl BulkSharedSrc for Shared<Cta> {}

/// The element type `Self` is `T`: the element types of two operands that must agree
/// (the source and destination of a copy, a TMA tile and its tensor map).
#[diagnostic::on_unimplemented(
    message = "`{Self}` elements where `{T}` ones are expected: the source and destination of a copy (a TMA tile and its tensor map) hold the same element type",
    note = "use a buffer of the map's (or the other operand's) element type, or `cast()` the address when the bytes really are of that type"
)]
pub trait SameElem<T>: Elem {}
impl<T: Elem> SameElem<T> for T {}

/// The mbarrier a copy into shared memory of space `S` completes its bytes on
/// (`.mbarrier::complete_tx::bytes`): a [`Mbarrier`] in the destination's shared window
/// (`Ptr`, `Ptr32` or `Var` of `Mbarrier`, or one of an array of them with `.at(i)`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an mbarrier in {S}: a copy completes its bytes on an mbarrier (`Mbarrier`) in the destination's shared memory",
    note = "declare it with `k.shared::<Mbarrier>(..)`; for a destination in another CTA (`mapa`), map the mbarrier to that CTA too"
)]
pub trait TxBarrier<S>: Address {}
impl<S: Space> TxBarrier<S> for Ptr<S, Mbarrier> {}
impl<S: Window32> TxBarrier<S> for Ptr32<S, Mbarrier> {}
impl<S: Space> TxBarrier<S> for Var<S, Mbarrier> {}
impl<S, A: TxBarrier<S>> TxBarrier<S> for Offset<A> {}

// ---- reductions -------------------------------------------------------------------------------

/// The element-wise operation of `cp.reduce.async.bulk` and `cp.reduce.async.bulk.tensor`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BulkRedOp {
    /// `.add` (`.add.noftz` for `F16`/`Bf16` in memory).
    Add,
    /// `.min`.
    Min,
    /// `.max`.
    Max,
    /// `.inc`: wrapping increment (u32).
    Inc,
    /// `.dec`: wrapping decrement (u32).
    Dec,
    /// `.and` (bitwise).
    And,
    /// `.or` (bitwise).
    Or,
    /// `.xor` (bitwise).
    Xor,
}

impl BulkRedOp {
    /// Every operation.
    pub const ALL: [BulkRedOp; 8] = [
        BulkRedOp::Add,
        BulkRedOp::Min,
        BulkRedOp::Max,
        BulkRedOp::Inc,
        BulkRedOp::Dec,
        BulkRedOp::And,
        BulkRedOp::Or,
        BulkRedOp::Xor,
    ];

    /// The PTX suffix, such as `.add`.
    pub const fn suffix(self) -> &'static str {
        self.modifier().text()
    }

    /// The modifier in the instruction table, such as [`Mod::Add`].
    pub const fn modifier(self) -> Mod {
        match self {
            BulkRedOp::Add => Mod::Add,
            BulkRedOp::Min => Mod::Min,
            BulkRedOp::Max => Mod::Max,
            BulkRedOp::Inc => Mod::Inc,
            BulkRedOp::Dec => Mod::Dec,
            BulkRedOp::And => Mod::And,
            BulkRedOp::Or => Mod::Or,
            BulkRedOp::Xor => Mod::Xor,
        }
    }

    /// Whether `cp.reduce.async.bulk` into `.global` takes this operation on elements of
    /// `ty` (as `ptxas` does: `.add` u32/s32/u64/f32/f64/f16/bf16, `.min`/`.max`
    /// u32/s32/u64/s64/f16/bf16, `.inc`/`.dec` u32, `.and`/`.or`/`.xor` 32/64-bit integers):
    /// the rules of its row, `FormId::CpReduceAsyncBulkCtaToGlobal`.
    pub fn to_global(self, ty: Ty) -> bool {
        self.row_takes(FormId::CpReduceAsyncBulkCtaToGlobal, ty)
    }

    /// Whether `cp.reduce.async.bulk` into `.shared::cluster` takes this operation on
    /// elements of `ty` (as `ptxas` does: `.add` u32/s32/u64, `.min`/`.max` u32/s32,
    /// `.inc`/`.dec` u32, `.and`/`.or`/`.xor` 32-bit integers): the rules of its row,
    /// `FormId::CpReduceAsyncBulkCtaToCluster`.
    pub fn to_cluster(self, ty: Ty) -> bool {
        self.row_takes(FormId::CpReduceAsyncBulkCtaToCluster, ty)
    }

    /// Whether row `form` (`{.op}`, then `{.type}` as its last slot) takes this operation
    /// on elements of `ty` ([`Form::combo_spelled`](typed_ptx_isa::Form::combo_spelled)).
    fn row_takes(self, form: FormId, ty: Ty) -> bool {
        let f = form.form();
        let mut vals = vec![Val::NONE; f.slots.len()];
        let Some(last) = vals.len().checked_sub(1) else {
            return false;
        };
        vals[0] = self.modifier().into();
        vals[last] = ty.modifier().into();
        f.combo_spelled(&vals, last).is_some()
    }

    /// Whether `cp.reduce.async.bulk.tensor` takes this operation on a tensor map of
    /// `ty` elements (the PTX ISA's table: `.add` u32/s32/u64/f32/f16/bf16, `.min`/`.max`
    /// u32/s32/u64/s64/f16/bf16, `.inc`/`.dec` u32, `.and`/`.or`/`.xor` 32/64-bit
    /// integers). The type is in the map, so `ptxas` cannot check it; the builder does,
    /// by the rules of the row, `FormId::CpReduceAsyncBulkTensor` (`Combo::ELEM`).
    pub fn to_tensor(self, ty: Ty) -> bool {
        let f = FormId::CpReduceAsyncBulkTensor.form();
        let mut vals = f.first_values();
        if let Some(i) = f.slots.iter().position(|s| s.takes(self.modifier().into())) {
            vals[i] = self.modifier().into();
        }
        f.elem_ok(&vals, ty.modifier())
    }
}

/// The largest byte count of one bulk copy (`ptxas`: 0..=1048560, a multiple of 16; the
/// transaction count of an mbarrier phase is below 2^20).
pub const MAX_BULK_BYTES: u64 = (1 << 20) - 16;

/// The rank of a tensor map, as its TMA instructions spell it (`.1d` … `.5d`).
const DIMS: [Mod; 5] = [Mod::D1, Mod::D2, Mod::D3, Mod::D4, Mod::D5];

// ---- the instructions -------------------------------------------------------------------------

/// # Bulk copies and TMA
///
/// Bulk copies and the tensor memory accelerator (sm_90): `cp.async.bulk`, its tensor forms
/// (TMA loads, stores, reductions, prefetches) and their completion.
impl<'m> Kernel<'m> {
    // ---- operand helpers ----

    /// The byte count of a bulk copy: an immediate must be a multiple of 16 in
    /// `0..=MAX_BULK_BYTES`; a register is the caller's promise.
    pub(crate) fn bulk_size(&mut self, size: Src<u32>, at: Site) -> (Op, Option<u64>) {
        if let SrcV::Imm(Imm::UInt(n)) = size.v {
            if !n.is_multiple_of(16) || n > MAX_BULK_BYTES {
                self.misuse(
                    format!("a bulk copy of {n} bytes: the size must be a multiple of 16 from 0 to {MAX_BULK_BYTES}"),
                    "copy a multiple of 16 bytes (pad the buffers to 16 bytes), at most 1048560 bytes per copy",
                    at,
                );
            }
            return (Op::Imm(Imm::UInt(n)), Some(n));
        }
        (self.op_src(size, at), None)
    }

    /// A bulk copy's shared or global operand: 16-byte aligned as far as the declaration
    /// and the constant offset tell, and, for an immediate size, inside its variable.
    pub(crate) fn bulk_addr(
        &mut self,
        a: AddrOperand,
        size: Option<u64>,
        align: u64,
        at: Site,
    ) -> Op {
        if let (Some(n), Some(var)) = (size, a.size)
            && a.off >= 0
            && (a.off as u64).saturating_add(n) > var
        {
            self.misuse(
                format!(
                    "a bulk copy of {n} bytes at byte {} of a {var}-byte variable reaches past its end",
                    a.off
                ),
                "copy inside the variable's declared length (declare it larger or copy less)",
                at,
            );
        }
        self.aligned_addr(a, align, "a bulk copy or TMA operand", at)
    }

    /// An address operand that must be `align`-byte aligned: its constant offset, and the
    /// declaration of a variable, must keep that alignment.
    pub(crate) fn aligned_addr(&mut self, a: AddrOperand, align: u64, what: &str, at: Site) -> Op {
        if a.off.rem_euclid(align as i64) != 0 {
            self.misuse(
                format!(
                    "{what} at a byte offset of {} is not {align}-byte aligned",
                    a.off
                ),
                "PTX needs bulk-copy addresses 16-byte aligned, TMA shared-memory tiles 128-byte aligned and mbarriers 8-byte aligned: keep offsets multiples of that",
                at,
            );
        } else if matches!(a.base, Base::Sym(_)) && a.align < align {
            self.misuse(
                format!(
                    "{what} on a variable declared {}-byte aligned needs {align}-byte alignment",
                    a.align
                ),
                "declare the variable with `Align(16)` for bulk copies, `Align(128)` for TMA tiles (`Align(1024)` with the 128-byte swizzle)",
                at,
            );
        }
        // Checked above with the alignment PTX asks for; no access-size check applies.
        let a = AddrOperand { size: None, ..a };
        self.op_addr(a, 1, at)
    }

    /// A tensor map read from the declared variable `sym` at byte `off`: the TMA unit
    /// reads all 128 bytes of a map, 64-byte aligned, so the variable (of `size` bytes,
    /// aligned to `align`) must hold them there. A variable made a tensor map by
    /// `Var::cast` is checked where its map is used or its address taken.
    pub(crate) fn check_map_var(
        &mut self,
        sym: SymRef,
        size: Option<u64>,
        align: u64,
        off: i64,
        at: Site,
    ) {
        const MAP: u64 = 128;
        const MAP_ALIGN: u64 = 64;
        if sym.module != self.st.module {
            return; // refused as a variable of another module
        }
        let name = || self.st.symbols[sym.id as usize].name.clone();
        if let Some(size) = size
            && (off < 0 || (off as u64).saturating_add(MAP) > size)
        {
            let name = name();
            self.misuse(
                format!(
                    "a tensor map at byte {off} of the {size}-byte variable `{name}` reaches past its end (a tensor map is 128 bytes)"
                ),
                "declare tensor maps with `Module::global_tensor_map`/`const_tensor_map`, or cast a variable that holds 128 bytes for each map",
                at,
            );
        } else if align < MAP_ALIGN {
            let name = name();
            self.misuse(
                format!(
                    "a tensor map in `{name}`, declared {align}-byte aligned: the TMA unit reads a tensor map 64-byte aligned"
                ),
                "declare the variable with Align(64) or more (`Module::global_tensor_map` does)",
                at,
            );
        } else if off.rem_euclid(MAP_ALIGN as i64) != 0 {
            let name = name();
            self.misuse(
                format!("a tensor map at byte {off} of `{name}`, not a multiple of 64"),
                "a tensor map starts 64-byte aligned: use whole maps of the variable (`at`)",
                at,
            );
        }
    }

    pub(crate) fn bar_addr(&mut self, a: AddrOperand, at: Site) -> Op {
        self.aligned_addr(a, 8, "an mbarrier", at)
    }

    /// The `[tmap, {c0, …}]` operand: the map's base, then each coordinate in a register.
    pub(crate) fn tensor_operand<const R: usize>(
        &mut self,
        base: TensorMapBase,
        coords: [Src<i32>; R],
        at: Site,
        ops: &mut Vec<Op>,
    ) {
        self.tensor_operand_dyn(base, &coords, at, ops);
    }

    /// [`tensor_operand`](Kernel::tensor_operand) with the coordinates in a slice.
    pub(crate) fn tensor_operand_dyn(
        &mut self,
        base: TensorMapBase,
        coords: &[Src<i32>],
        at: Site,
        ops: &mut Vec<Op>,
    ) {
        let n = coords.len() as u8;
        let a = base.0;
        match a.base {
            Base::Reg(id) => {
                self.check_reg(id, at);
                self.note_check(id, super::FactCheck::Map { off: a.off }, at);
                if let Some(v) = self.var_view(&a)
                    && let Base::Sym(s) = v.base
                {
                    self.check_map_var(s, v.size, v.align, v.off, at);
                }
                ops.push(Op::TensorReg(id.class, id.idx, n));
            }
            Base::Sym(s) => {
                if self.check_sym(s, at) {
                    self.check_map_var(s, a.size, a.align, a.off, at);
                }
                ops.push(Op::TensorSym(s.id, n));
            }
        }
        for &c in coords {
            let op = match c.v {
                // PTX takes tensor coordinates in registers only.
                SrcV::Imm(i) => {
                    let d = self.new_reg(RegClass::B32);
                    self.op(
                        FormId::Mov,
                        &[Mod::B32.into()],
                        &[Op::Reg(d.class, d.idx), Op::Imm(i)],
                        at,
                    );
                    Op::Reg(d.class, d.idx)
                }
                _ => self.op_src(c, at),
            };
            ops.push(op);
        }
    }

    /// The `{.dim}` value of a tensor map of rank `R` (`.Nd`).
    pub(crate) fn dims<const R: usize>(&mut self, at: Site) -> Val {
        if !(1..=5).contains(&R) {
            self.range("a tensor map's rank", R as i64, 1, 5, at);
            return DIMS[0].into();
        }
        DIMS[R - 1].into()
    }

    // ---- bulk copies ----

    // ---- tensor maps ----

    /// Copies the 128 bytes of the tensor map at `src` (a kernel parameter's, a `.const`
    /// or a `.global` map, by its generic address) into `dst`, a `.shared::cta` tensor map
    /// of the same type, where the CTA edits it (`tensormap.replace`) before publishing it
    /// to a `.global` map (`tensormap_cp_fenceproxy`): sixteen 8-byte loads and stores by
    /// the calling thread. Call it from one thread, then synchronize (`bar_sync`) before
    /// the edits. The copy keeps the map's type, where a `cast` of raw words would not.
    #[track_caller]
    pub fn tensormap_copy<O: TensorMapSpace, T: TmaElem, const R: usize>(
        &mut self,
        dst: Var<Shared<Cta>, TensorMap<T, R>>,
        src: Ptr<Generic<O>, TensorMap<T, R>>,
    ) where
        TensorMap<T, R>: Elem,
    {
        let (s, d) = (src.cast::<u64>(), dst.cast::<u64>());
        for i in 0..16 {
            let w = self.ld(s.at(i));
            self.st(d.at(i), w);
        }
    }

    /// A tensor-map kernel parameter, `.param .align 64 .b8 name[128]` (CUDA's
    /// `__grid_constant__ const CUtensorMap`), and its generic address (`cvta.param`):
    /// the operand of the TMA instructions. The host passes a tensor map of the same `T`
    /// and `RANK` (`typed_ptx::runtime::Gpu::tensor_map_tiled`).
    #[track_caller]
    pub fn param_tensor_map<T: TmaElem, const RANK: usize>(
        &mut self,
        name: &str,
    ) -> Ptr<Generic<Param<Entry>>, TensorMap<T, RANK>>
    where
        TensorMap<T, RANK>: Elem,
    {
        let at = site(Location::caller());
        let sym = self.param_decl(name, Ty::TensorMap, at);
        let v: Var<Param<Entry>, TensorMap<T, RANK>> = Var::new(sym, Some(1), 64);
        self.cvta_var_at(v, 0, at)
    }

    // `prefetch{.space}.tensormap` is generated from its row: `prefetch_tensormap(map)`, the
    // `{.space}` value from the map's space (`SlotArg::AddrSpace`).
}
