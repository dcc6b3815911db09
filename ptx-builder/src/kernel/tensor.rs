//! Tensor cores: the warp-level `mma.sync`, `ldmatrix` and `stmatrix` (sm_75–sm_90), and
//! the warpgroup-level `wgmma` family with its shared-memory matrix descriptors (sm_90a).
//!
//! Fragments are typed arrays of registers, `[Reg<T>; N]`. Which arrays an instruction
//! takes follows from its shape and element types, through the sealed traits [`Mma`]
//! and [`WgmmaOperands`]: a fragment of the wrong length or element type does not
//! compile. Addresses of `ldmatrix`/`stmatrix` and of a [`WgmmaDesc`] are `.shared::cta`
//! addresses only, of either width.

use typed_ptx_isa::{Mod, Val};

use super::desc::DESC_FIELD_MAX;
use super::*;
use crate::ty::{
    Bf16, Bf16x2, E4m3x2, E4m3x4, E5m2x2, E5m2x4, F16, F16x2, S8x4, Tf32, U8x4, WgmmaDesc,
};

// ---- fragments ------------------------------------------------------------------------------

/// A register type a tensor-core fragment holds: the 32-bit data registers (`f32`, `i32`,
/// `u32`, `F16x2`, `Bf16x2`, `Tf32`, and the packed 8-bit `E4m3x4`, `E5m2x4`, `S8x4`,
/// `U8x4`). Not a descriptor, a token or a pointer: [`Kernel::frag_zero`] makes only data.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a register type of a tensor-core fragment",
    note = "fragments hold f32, i32, u32, F16x2, Bf16x2, Tf32, E4m3x4, E5m2x4, S8x4 or U8x4 registers"
)]
pub trait FragElem: Scalar {}
macro_rules! frag_elem {
    ($($t:ty),*) => { $(impl FragElem for $t {})* };
}
frag_elem!(
    f32, i32, u32, F16x2, Bf16x2, Tf32, E4m3x4, E5m2x4, S8x4, U8x4
);

/// A tensor-core fragment: a typed array of registers `[Reg<T>; N]`, written as one
/// PTX vector operand `{r0, r1, …}`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a tensor-core fragment",
    note = "fragments are arrays of registers, such as `[Reg<Bf16x2>; 4]`"
)]
pub trait Fragment: Copy + Sealed {
    /// The register type of each element.
    type Reg: FragElem;
    /// The number of registers.
    const LEN: usize;
    #[doc(hidden)]
    fn each(&self, f: &mut dyn FnMut(RegId), _: Token);
    #[doc(hidden)]
    fn make(f: &mut dyn FnMut(RegClass) -> RegId, _: Token) -> Self;
}

impl<T: FragElem, const N: usize> Fragment for [Reg<T>; N] {
    type Reg = T;
    const LEN: usize = N;
    fn each(&self, f: &mut dyn FnMut(RegId), _: Token) {
        for r in self {
            f(r.id);
        }
    }
    fn make(f: &mut dyn FnMut(RegClass) -> RegId, _: Token) -> Self {
        core::array::from_fn(|_| Reg::new(f(T::TY.class())))
    }
}

/// What [`Kernel::zeros`] makes: a register of a fragment's type ([`FragElem`]), or an
/// array of them of any depth: a fragment (`[Reg<f32>; 4]`), a warp's tile of `mma.sync`
/// accumulators (`[[[Reg<f32>; 4]; 8]; 4]`), the accumulators of several `wgmma` tiles.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a register or a (nested) array of registers that `zeros` can make",
    note = "zeros makes `Reg<T>` of a fragment's type (f32, i32, u32, F16x2, Bf16x2, Tf32, …) and arrays of them, such as `[[Reg<f32>; 4]; 8]`"
)]
pub trait Zeros: Copy + Sealed {
    #[doc(hidden)]
    fn zeros(k: &mut Kernel<'_>, at: Site, _: Token) -> Self;
}

impl<T: FragElem> Zeros for Reg<T> {
    fn zeros(k: &mut Kernel<'_>, at: Site, _: Token) -> Self {
        let r: Reg<T> = Reg::new(k.new_reg(T::TY.class()));
        k.zero_into::<T>(r.id, at);
        r
    }
}

impl<Z: Zeros, const N: usize> Zeros for [Z; N] {
    fn zeros(k: &mut Kernel<'_>, at: Site, t: Token) -> Self {
        core::array::from_fn(|_| Z::zeros(k, at, t))
    }
}

// ---- mma.sync -------------------------------------------------------------------------------

/// The `mma.sync` shape m16n8k16 (f16 and bf16 inputs). Which lane holds which element
/// of its fragments: [`Kernel::mma_sync`].
#[derive(Clone, Copy, Debug, Default)]
pub struct M16N8K16;
/// The `mma.sync` shape m16n8k8 (tf32 inputs). Which lane holds which element of its
/// fragments: [`Kernel::mma_sync`].
#[derive(Clone, Copy, Debug, Default)]
pub struct M16N8K8;
/// The `mma.sync` shape m16n8k32 (8-bit integer and FP8 inputs). Which lane holds which
/// element of its fragments: [`Kernel::mma_sync`].
#[derive(Clone, Copy, Debug, Default)]
pub struct M16N8K32;
impl Sealed for M16N8K16 {}
impl Sealed for M16N8K8 {}
impl Sealed for M16N8K32 {}

// Generated from the `mma.sync` and `wgmma.mma_async` rows: the impls of `Mma` (which row
// a shape and fragments pick), `WgmmaShape` and `WgmmaOperands`, and the three traits'
// diagnostics (`mma_diagnostic!` …), their notes listing what the rows take.
include!("../generated/tensor.rs");

mma_diagnostic! {
/// An `mma.sync` shape together with the fragments it takes: `Self` is the shape, `A`,
/// `B` and `C` the fragments of the multiplicands and the accumulator (the result has
/// the type of `C`). Implemented only for what PTX defines, so a fragment of the wrong
/// length or element type does not compile.
pub trait Mma<A: Fragment, B: Fragment, C: Fragment>: Sealed {
    #[doc(hidden)]
    const FORM: FormId;
    /// The values of the row's slots (`{.atype}{.btype}`; none when the row names its
    /// types).
    #[doc(hidden)]
    const AB: &'static [Val];
}
}

// ---- ldmatrix / stmatrix --------------------------------------------------------------------

/// `ldmatrix`/`stmatrix` of one 8x8 matrix (`.x1`): one register per lane.
#[derive(Clone, Copy, Debug, Default)]
pub struct X1;
/// `ldmatrix`/`stmatrix` of two 8x8 matrices (`.x2`): two registers per lane.
#[derive(Clone, Copy, Debug, Default)]
pub struct X2;
/// `ldmatrix`/`stmatrix` of four 8x8 matrices (`.x4`): four registers per lane.
#[derive(Clone, Copy, Debug, Default)]
pub struct X4;
impl Sealed for X1 {}
impl Sealed for X2 {}
impl Sealed for X4 {}

/// How many 8x8 matrices an `ldmatrix`/`stmatrix` moves: [`X1`], [`X2`] or [`X4`].
pub trait MatrixCount: Sealed {
    /// The fragment of a lane: one register per matrix.
    type Frag<T: FragElem>: Fragment<Reg = T>;
    /// The value of the rows' `{.num}` slot (`.x4`).
    #[doc(hidden)]
    const NUM: Mod;
}
impl MatrixCount for X1 {
    type Frag<T: FragElem> = [Reg<T>; 1];
    const NUM: Mod = Mod::X1;
}
impl MatrixCount for X2 {
    type Frag<T: FragElem> = [Reg<T>; 2];
    const NUM: Mod = Mod::X2;
}
impl MatrixCount for X4 {
    type Frag<T: FragElem> = [Reg<T>; 4];
    const NUM: Mod = Mod::X4;
}

/// The state space `ldmatrix` and `stmatrix` address: `.shared::cta` only.
#[diagnostic::on_unimplemented(
    message = "`ldmatrix`/`stmatrix` address .shared::cta memory, not {Self}",
    note = "the eight row addresses of each matrix are .shared::cta addresses (a Ptr, Ptr32 or Var of Shared<Cta>); a .global or generic address is not accepted"
)]
pub trait MatrixSpace: Space {}
impl MatrixSpace for Shared<Cta> {}

/// An element type of a matrix `ldmatrix`/`stmatrix` move, with the register type each
/// lane's 32 bits of a row are (two 16-bit elements: `F16` → `F16x2`; four bytes: `u8` →
/// `U8x4`, `E4m3x2` → `E4m3x4`).
#[diagnostic::on_unimplemented(
    message = "`ldmatrix`/`stmatrix` do not move matrices of `{Self}`",
    note = "the matrices hold 16-bit elements (two per register): F16, Bf16, u16, or 32-bit packs of them (F16x2, Bf16x2, u32), or 8-bit data (u8, i8, E4m3x2, E5m2x2 and their x4 packs)"
)]
pub trait MatrixElem: Elem {
    /// The register type of a lane's 32 bits of a row.
    type Frag: FragElem;
}
macro_rules! matrix_elem {
    ($($t:ty => $f:ty),*) => { $(impl MatrixElem for $t { type Frag = $f; })* };
}
matrix_elem!(
    F16 => F16x2, F16x2 => F16x2, Bf16 => Bf16x2, Bf16x2 => Bf16x2, u16 => u32, u32 => u32,
    u8 => U8x4, U8x4 => U8x4, i8 => S8x4, S8x4 => S8x4,
    E4m3x2 => E4m3x4, E4m3x4 => E4m3x4, E5m2x2 => E5m2x4, E5m2x4 => E5m2x4
);

// ---- wgmma ------------------------------------------------------------------------------------

/// The `wgmma` shape m64nNk*: `M64N::<128>` is m64n128k16 for f16/bf16, m64n128k8 for tf32
/// and m64n128k32 for FP8. Only the N that PTX allows (multiples of 8 from 8 to 256) are
/// [`WgmmaShape`]s.
#[derive(Clone, Copy, Debug, Default)]
pub struct M64N<const N: u32>;
impl<const N: u32> Sealed for M64N<N> {}

wgmma_shape_diagnostic! {
/// A `wgmma` shape PTX defines, with its accumulator arrays.
pub trait WgmmaShape: Sealed {
    /// N.
    const N: u32;
    /// The f32 accumulator of a thread: N/2 registers.
    type F32Acc: Fragment<Reg = f32>;
    /// The f16 accumulator of a thread: N/4 registers of two f16 each.
    type F16Acc: Fragment<Reg = F16x2>;
}
}

/// The register type a `wgmma` element type travels in (in an A fragment in registers),
/// which names the element type in [`WgmmaOperands`]: `F16x2` (f16), `Bf16x2` (bf16),
/// `Tf32`, `E4m3x4`, `E5m2x4`.
pub trait WgmmaKind: FragElem {
    /// The PTX element type, such as [`Mod::Bf16`].
    #[doc(hidden)]
    const MOD: Mod;
}
impl WgmmaKind for F16x2 {
    const MOD: Mod = Mod::F16;
}
impl WgmmaKind for Bf16x2 {
    const MOD: Mod = Mod::Bf16;
}
impl WgmmaKind for Tf32 {
    const MOD: Mod = Mod::Tf32;
}
impl WgmmaKind for E4m3x4 {
    const MOD: Mod = Mod::E4m3;
}
impl WgmmaKind for E5m2x4 {
    const MOD: Mod = Mod::E5m2;
}

/// An element type of a matrix in shared memory that `wgmma` reads through a
/// [`WgmmaDesc`]: f16 and bf16 (single or packed pairs), `f32` (read as tf32), and the FP8
/// packs.
#[diagnostic::on_unimplemented(
    message = "`wgmma` does not multiply matrices of `{Self}`",
    note = "wgmma reads F16/F16x2, Bf16/Bf16x2, f32 (as tf32), E4m3x2/E4m3x4 or E5m2x2/E5m2x4 matrices"
)]
pub trait WgmmaElem: Elem {
    /// The element type, as the register type it travels in.
    type Kind: WgmmaKind;
}
macro_rules! wgmma_elem {
    ($($t:ty => $k:ty),*) => { $(impl WgmmaElem for $t { type Kind = $k; })* };
}
wgmma_elem!(
    F16 => F16x2, F16x2 => F16x2, Bf16 => Bf16x2, Bf16x2 => Bf16x2, f32 => Tf32,
    E4m3x2 => E4m3x4, E4m3x4 => E4m3x4, E5m2x2 => E5m2x4, E5m2x4 => E5m2x4
);

/// The A operand of `wgmma.mma_async`: a descriptor of a matrix in `.shared::cta`
/// (`Reg<WgmmaDesc<T>>`), or a fragment of four registers (`[Reg<Bf16x2>; 4]` …).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a wgmma A operand",
    note = "A is a matrix descriptor (Reg<WgmmaDesc<T>> from `Kernel::wgmma_desc`) or four registers ([Reg<F16x2 | Bf16x2 | Tf32 | E4m3x4 | E5m2x4>; 4])"
)]
pub trait WgmmaA: Copy + Sealed {
    /// Its element type.
    type Kind: WgmmaKind;
    /// Whether it is a fragment in registers (otherwise a descriptor).
    #[doc(hidden)]
    const REGS: bool;
    #[doc(hidden)]
    fn each(&self, f: &mut dyn FnMut(RegId), _: Token);
}
impl<T: WgmmaElem> WgmmaA for Reg<WgmmaDesc<T>> {
    type Kind = T::Kind;
    const REGS: bool = false;
    fn each(&self, f: &mut dyn FnMut(RegId), _: Token) {
        f(self.id)
    }
}
impl<K: WgmmaKind> WgmmaA for [Reg<K>; 4] {
    type Kind = K;
    const REGS: bool = true;
    fn each(&self, f: &mut dyn FnMut(RegId), _: Token) {
        for r in self {
            f(r.id);
        }
    }
}

wgmma_operands_diagnostic! {
/// A `wgmma` shape together with the element types of A and B (as their
/// [`WgmmaKind`]s) and the accumulator `D`. Implemented only for what PTX defines: f16 ×
/// f16 into f32 or f16, bf16 × bf16 into f32, tf32 × tf32 into f32, FP8 × FP8 (either
/// kind) into f32 or f16, with an accumulator of N/2 (f32) or N/4 (f16 pairs) registers.
pub trait WgmmaOperands<A: WgmmaKind, B: WgmmaKind, D: Fragment>: WgmmaShape {
    /// The forms with A from a descriptor and from registers.
    #[doc(hidden)]
    const FORMS: [FormId; 2];
    /// K of the shape m64nNkK (16, 8 or 32).
    #[doc(hidden)]
    const K: u32;
    /// The accumulator's element type, [`Mod::F32`] or [`Mod::F16`].
    #[doc(hidden)]
    const DTYPE: Mod;
    /// Whether the transpose operands exist (f16 and bf16).
    #[doc(hidden)]
    const TRANSPOSE: bool;
}
}

/// The negate and transpose operands of `wgmma.mma_async` (all off by default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WgmmaOpts {
    /// Negate A (`imm-scale-a` = -1).
    pub neg_a: bool,
    /// Negate B (`imm-scale-b` = -1).
    pub neg_b: bool,
    /// Read A transposed (`imm-trans-a` = 1): f16 and bf16 with A from a descriptor only.
    pub trans_a: bool,
    /// Read B transposed (`imm-trans-b` = 1): f16 and bf16 only.
    pub trans_b: bool,
}

/// The state space a [`WgmmaDesc`] encodes: `.shared::cta` only.
#[diagnostic::on_unimplemented(
    message = "a wgmma matrix descriptor encodes a .shared::cta address, not {Self}",
    note = "make descriptors only from a Ptr, Ptr32 or Var of Shared<Cta>: wgmma reads its A and B matrices from the executing CTA's shared memory"
)]
pub trait WgmmaSpace: Space {}
impl WgmmaSpace for Shared<Cta> {}

/// # Tensor cores
///
/// `mma.sync`, `ldmatrix`, `stmatrix` and `wgmma` with its descriptors. Each method states
/// which lane holds which element of its fragments.
impl<'m> Kernel<'m> {
    // ---- tensor cores --------------------------------------------------------------------------

    /// A `wgmma` accumulator lives in registers for the whole operation: it must fit the
    /// registers a thread may have. `.maxntid`/`.reqntid` of T threads leave each thread
    /// 65536 / (T rounded up to 128) registers, rounded down to a multiple of 8, at most
    /// 255 (what `ptxas` allows); an accumulator plus the two descriptors above that can
    /// never be compiled, and `ptxas` would stop with "Insufficient registers". This is a
    /// lower bound: the other values live across the instruction need registers too.
    pub(crate) fn check_wgmma_registers(&mut self) {
        let threads = self
            .f
            .directives
            .iter()
            .find(|(f, _, _)| matches!(f, FormId::Maxntid | FormId::Reqntid))
            .map(|(f, v, _)| (*f, super::product3(*v)));
        let Some((directive, threads)) = threads else {
            return;
        };
        let budget = (65536 / threads.div_ceil(128).max(1) / 128 / 8 * 8).min(255);
        let mut found = Vec::new();
        for line in &self.f.lines {
            if let Line::Inst { form, ops, at, .. } = line
                && matches!(
                    form.form().shape,
                    typed_ptx_isa::Shape::ByOperands {
                        by: "WgmmaOperands",
                        ..
                    }
                )
                && let Some(Op::Vector(n)) = self.f.ops.get(*ops as usize)
                && *n as u64 + 4 > budget
            {
                found.push((*n, *at));
            }
        }
        for (n, at) in found {
            self.misuse(
                format!(
                    "a wgmma.mma_async whose accumulator is {n} registers, in a kernel whose `{} {threads}` threads leave each thread at most {budget} registers",
                    directive.form().mnemonic
                ),
                "use a smaller N (or an f16 accumulator), or fewer threads per CTA: the accumulator and the two descriptors must fit in a thread's registers at once",
                at,
            );
        }
    }

    /// Pushes a fragment operand: `Op::Vector(n)` and its registers.
    fn push_frag<F: Fragment>(&mut self, ops: &mut Vec<Op>, f: &F, at: Site) {
        ops.push(Op::Vector(F::LEN as u8));
        let mut ids = Vec::with_capacity(F::LEN);
        f.each(&mut |id| ids.push(id), Token::new());
        for id in ids {
            let o = self.op_reg(id, at);
            ops.push(o);
        }
    }

    /// A fragment of fresh registers (written by the instruction that makes it).
    fn new_frag<F: Fragment>(&mut self) -> F {
        F::make(&mut |class| self.new_reg(class), Token::new())
    }

    /// Registers that all hold zero (`mov.f32 r, 0f00000000`, or `mov.b32 r, 0` for the
    /// other types), in the order of their elements: the starting accumulators of a loop of
    /// [`mma_sync`](Kernel::mma_sync)s or of [`wgmma_mma_async`](Kernel::wgmma_mma_async),
    /// of any shape ([`Zeros`](crate::bounds::Zeros): a register, a fragment, or nested
    /// arrays of them). They may be overwritten ([`assign`](Kernel::assign), a `wgmma`'s
    /// accumulator) or carried by a loop.
    ///
    /// ```
    /// use typed_ptx_builder::*;
    /// let mut m = Module::new(Target::SM_80);
    /// m.kernel("zeros", |k, (out,): (Ptr<Global, f32>,)| {
    ///     // A warp's 2 x 4 tile of m16n8 accumulators, four f32 each.
    ///     let acc: [[[Reg<f32>; 4]; 4]; 2] = k.zeros();
    ///     k.st(out, acc[1][3][2]);
    /// });
    /// let ptx = m.emit().unwrap();
    /// assert_eq!(ptx.matches("mov.f32").count(), 32);
    /// ```
    #[track_caller]
    pub fn zeros<Z: Zeros>(&mut self) -> Z {
        Z::zeros(self, site(Location::caller()), Token::new())
    }

    /// A fragment whose registers all hold zero: [`zeros`](Kernel::zeros) for one
    /// fragment (`let mut acc: [Reg<f32>; 64] = k.frag_zero();`).
    #[track_caller]
    pub fn frag_zero<F: Fragment>(&mut self) -> F {
        let at = site(Location::caller());
        let frag: F = self.new_frag();
        let mut ids = Vec::with_capacity(F::LEN);
        frag.each(&mut |id| ids.push(id), Token::new());
        for id in ids {
            self.zero_into::<F::Reg>(id, at);
        }
        frag
    }

    /// `mov r, 0` of a fragment register, which may then be overwritten.
    fn zero_into<T: FragElem>(&mut self, id: RegId, at: Site) {
        let zero = if T::TY == Ty::F32 {
            Imm::F32(0)
        } else {
            Imm::UInt(0)
        };
        self.op(
            FormId::Mov,
            &[mov_ty(T::TY).into()],
            &[Op::Reg(id.class, id.idx), Op::Imm(zero)],
            at,
        );
        self.assignable
            .insert(id, core::any::TypeId::of::<Reg<T>>());
    }

    /// `mma.sync.aligned.<shape>.row.col.<types> d, a, b, c`: one warp multiplies the
    /// fragments `a` (row-major) and `b` (column-major) and adds `c`; returns `d`, of `c`'s
    /// type. The shape is a value ([`M16N8K16`], [`M16N8K8`], [`M16N8K32`]); the element
    /// types come from the fragments, and only the combinations PTX defines compile
    /// ([`Mma`]):
    ///
    /// ```
    /// # use typed_ptx_builder::*;
    /// # let mut m = Module::new(Target::SM_80);
    /// # m.entry("k", |k| {
    /// # let s = k.shared::<Bf16>("s", 256, Align(16));
    /// let a: [Reg<Bf16x2>; 4] = k.ldmatrix(X4, s);
    /// let b: [Reg<Bf16x2>; 2] = k.ldmatrix(X2, s);
    /// let c: [Reg<f32>; 4] = k.frag_zero();
    /// let d = k.mma_sync(M16N8K16, a, b, c); // [Reg<f32>; 4]
    /// # });
    /// # m.emit().unwrap();
    /// ```
    ///
    /// Every lane of the warp must execute it (`.aligned`), with the same shape and types.
    ///
    /// # Which lane holds which element
    ///
    /// Write `g = lane / 4` and `q = lane % 4`; `r[i]` is register `i` of a fragment, and
    /// "(row, col)" an element of the matrix (A is M×K, B is K×N, C and D are M×N). A
    /// register of packed elements holds its lower-numbered column (A) or row (B) in its
    /// low bits.
    ///
    /// [`M16N8K16`] (f16 and bf16; A `[Reg<Bf16x2>; 4]`, B `[Reg<Bf16x2>; 2]`):
    ///
    /// | fragment | rows | columns |
    /// |---|---|---|
    /// | A `r[0]` | `g` | `2q`, `2q+1` |
    /// | A `r[1]` | `g+8` | `2q`, `2q+1` |
    /// | A `r[2]` | `g` | `2q+8`, `2q+9` |
    /// | A `r[3]` | `g+8` | `2q+8`, `2q+9` |
    /// | B `r[0]` | `2q`, `2q+1` | `g` |
    /// | B `r[1]` | `2q+8`, `2q+9` | `g` |
    ///
    /// [`M16N8K8`] (tf32; A `[Reg<Tf32>; 4]`, B `[Reg<Tf32>; 2]`, one element a register):
    ///
    /// | fragment | row | column |
    /// |---|---|---|
    /// | A `r[0]` | `g` | `q` |
    /// | A `r[1]` | `g+8` | `q` |
    /// | A `r[2]` | `g` | `q+4` |
    /// | A `r[3]` | `g+8` | `q+4` |
    /// | B `r[0]` | `q` | `g` |
    /// | B `r[1]` | `q+4` | `g` |
    ///
    /// [`M16N8K32`] (8-bit integers and FP8; four elements a register):
    ///
    /// | fragment | rows | columns |
    /// |---|---|---|
    /// | A `r[0]` | `g` | `4q` … `4q+3` |
    /// | A `r[1]` | `g+8` | `4q` … `4q+3` |
    /// | A `r[2]` | `g` | `4q+16` … `4q+19` |
    /// | A `r[3]` | `g+8` | `4q+16` … `4q+19` |
    /// | B `r[0]` | `4q` … `4q+3` | `g` |
    /// | B `r[1]` | `4q+16` … `4q+19` | `g` |
    ///
    /// The accumulator (C and D) is the same for every shape. With four `f32`/`i32`
    /// registers: `r[0]`, `r[1]` are row `g`, columns `2q` and `2q+1`; `r[2]`, `r[3]` row
    /// `g+8`, the same columns. With two `F16x2` registers: `r[0]` is row `g`, `r[1]` row
    /// `g+8`, each columns `2q`, `2q+1`.
    ///
    /// So the accumulators of two neighbouring n8 blocks are, packed, the A fragment of one
    /// k16 step (m16n8k16): `[p(d0[0], d0[1]), p(d0[2], d0[3]), p(d1[0], d1[1]),
    /// p(d1[2], d1[3])]`, where `p(lo, hi)` is
    /// [`cvt_pack::<Bf16x2>(hi, lo)`](Kernel::cvt_pack); an attention kernel reuses its
    /// scores this way. A K-major tile
    /// (B's K contiguous in memory) gives B with a plain [`ldmatrix`](Kernel::ldmatrix), an
    /// N-major one with [`ldmatrix_trans`](Kernel::ldmatrix_trans).
    #[track_caller]
    pub fn mma_sync<S: Mma<A, B, C>, A: Fragment, B: Fragment, C: Fragment>(
        &mut self,
        shape: S,
        a: A,
        b: B,
        c: C,
    ) -> C {
        let _ = shape;
        let at = site(Location::caller());
        let d: C = self.new_frag();
        let mut ops = Vec::with_capacity(A::LEN + B::LEN + 2 * C::LEN + 4);
        self.push_frag(&mut ops, &d, at);
        self.push_frag(&mut ops, &a, at);
        self.push_frag(&mut ops, &b, at);
        self.push_frag(&mut ops, &c, at);
        let form = S::FORM;
        self.op(form, S::AB, &ops, at);
        d
    }

    fn ldmatrix_at<X: MatrixCount, A: Address>(
        &mut self,
        a: A,
        trans: bool,
        at: Site,
    ) -> X::Frag<<A::Elem as MatrixElem>::Frag>
    where
        A::Space: MatrixSpace,
        A::Elem: MatrixElem,
    {
        let d: X::Frag<<A::Elem as MatrixElem>::Frag> = self.new_frag();
        let mut ops = Vec::with_capacity(6);
        self.push_frag(&mut ops, &d, at);
        // Each lane gives the address of one 16-byte row.
        ops.push(self.op_addr(a.operand(Token::new()), 16, at));
        let vals = self.matrix_vals::<X>(FormId::Ldmatrix, trans);
        self.op(FormId::Ldmatrix, &vals, &ops, at);
        d
    }

    /// The slot values of an `ldmatrix`/`stmatrix` row: the count, `.trans`, and
    /// `.shared::cta` spelled as the module asks.
    fn matrix_vals<X: MatrixCount>(&self, form: FormId, trans: bool) -> [Val; 3] {
        let trans = if trans { Mod::Trans } else { Mod::None };
        let space = self.space_value(form, typed_ptx_isa::Space::SharedCta);
        [X::NUM.into(), trans.into(), space]
    }

    /// `ldmatrix.sync.aligned.m8n8.<x1|x2|x4>.shared.b16 d, [a]`: the warp loads one, two
    /// or four 8x8 matrices of 16-bit elements from `.shared::cta`. The register type
    /// follows from the element type (`Bf16` → `Bf16x2`); a `.global` or generic address
    /// does not compile. Rows are 16-byte aligned.
    ///
    /// Which lane holds which element: lane `l` gives the address of row `l % 8` of matrix
    /// `l / 8` (lanes 0–7 the rows of matrix 0, 8–15 of matrix 1, …; with `.x1` and `.x2`
    /// the addresses of the lanes past the matrices' rows are ignored), and register `i` of
    /// lane `l` receives matrix `i`'s row `l / 4`, columns `2 * (l % 4)` (low half) and
    /// `2 * (l % 4) + 1` (high half): bytes `4 * (l % 4)` to `+3` of the 16-byte row (with
    /// 8-bit elements, `U8x4` and the FP8 packs, its columns `4 * (l % 4)` to `+3`).
    ///
    /// That is the [`mma_sync`](Kernel::mma_sync) fragment layout of a 16-bit operand:
    /// with `.x4`, lane `l` pointing at row `l % 16`, column `8 * (l / 16)` of a row-major
    /// 16×16 block gives the m16n8k16 A fragment; pointing at row
    /// `l % 8 + 8 * (l / 16)`, column `8 * ((l / 8) % 2)` of a K-major 16(n)×16(k) block gives
    /// the B fragments of two n8 blocks (`[r[0], r[1]]` and `[r[2], r[3]]`).
    #[track_caller]
    pub fn ldmatrix<X: MatrixCount, A: Address>(
        &mut self,
        count: X,
        a: A,
    ) -> X::Frag<<A::Elem as MatrixElem>::Frag>
    where
        A::Space: MatrixSpace,
        A::Elem: MatrixElem,
    {
        let _ = count;
        self.ldmatrix_at::<X, A>(a, false, site(Location::caller()))
    }

    /// `ldmatrix.sync.aligned.m8n8.<x1|x2|x4>.trans.shared.b16 d, [a]`: as
    /// [`ldmatrix`](Kernel::ldmatrix), each matrix transposed. The addresses are the same
    /// (lane `l` gives row `l % 8` of matrix `l / 8`); register `i` of lane `l` receives
    /// matrix `i`'s column `l / 4`, rows `2 * (l % 4)` (low half) and `2 * (l % 4) + 1`
    /// (high half).
    ///
    /// This is the B fragment of [`mma_sync`](Kernel::mma_sync) from an N-major tile (N
    /// contiguous in memory, as V is in attention's P·V): a B register holds two elements
    /// consecutive in K, which such a tile stores in two rows. With `.x4`, lane `l` pointing
    /// at row (k) `l % 16`, column (n) `8 * (l / 16)` of a 16(k)×16(n) block gives the B
    /// fragments of two n8 blocks (`[r[0], r[1]]` and `[r[2], r[3]]`).
    #[track_caller]
    pub fn ldmatrix_trans<X: MatrixCount, A: Address>(
        &mut self,
        count: X,
        a: A,
    ) -> X::Frag<<A::Elem as MatrixElem>::Frag>
    where
        A::Space: MatrixSpace,
        A::Elem: MatrixElem,
    {
        let _ = count;
        self.ldmatrix_at::<X, A>(a, true, site(Location::caller()))
    }

    fn stmatrix_at<X: MatrixCount, A: Address>(
        &mut self,
        a: A,
        v: X::Frag<<A::Elem as MatrixElem>::Frag>,
        trans: bool,
        at: Site,
    ) where
        A::Space: MatrixSpace,
        A::Elem: MatrixElem,
    {
        let mut ops = Vec::with_capacity(6);
        ops.push(self.op_addr(a.operand(Token::new()), 16, at));
        self.push_frag(&mut ops, &v, at);
        let vals = self.matrix_vals::<X>(FormId::Stmatrix, trans);
        self.op(FormId::Stmatrix, &vals, &ops, at);
    }

    /// `stmatrix.sync.aligned.m8n8.<x1|x2|x4>.shared.b16 [a], v` (sm_90): the inverse of
    /// [`ldmatrix`](Kernel::ldmatrix), storing one, two or four 8x8 matrices of 16-bit
    /// elements to `.shared::cta`. A `.global` or generic address does not compile.
    ///
    /// Which lane holds which element: lane `l` gives the address of row `l % 8` of matrix
    /// `l / 8`, and register `i` of lane `l` holds matrix `i`'s row `l / 4`, columns
    /// `2 * (l % 4)` (low half) and `2 * (l % 4) + 1` (high half). That is the accumulator
    /// layout of [`mma_sync`](Kernel::mma_sync) and of a warp's rows of
    /// [`wgmma_mma_async`](Kernel::wgmma_mma_async), once packed to 16 bits: `.x4` stores
    /// a 16×16 block of D (registers `[p(d0[0], d0[1]), p(d0[2], d0[3]), p(d1[0], d1[1]),
    /// p(d1[2], d1[3])]` of two n8 blocks, `p(lo, hi)` being
    /// [`cvt_pack(hi, lo)`](Kernel::cvt_pack)) with lane `l` pointing at row
    /// `l % 8 + 8 * ((l / 8) % 2)`, column `8 * (l / 16)`.
    #[track_caller]
    pub fn stmatrix<X: MatrixCount, A: Address>(
        &mut self,
        count: X,
        a: A,
        v: X::Frag<<A::Elem as MatrixElem>::Frag>,
    ) where
        A::Space: MatrixSpace,
        A::Elem: MatrixElem,
    {
        let _ = count;
        self.stmatrix_at::<X, A>(a, v, false, site(Location::caller()))
    }

    /// `stmatrix.sync.aligned.m8n8.<x1|x2|x4>.trans.shared.b16 [a], v` (sm_90): as
    /// [`stmatrix`](Kernel::stmatrix), each matrix transposed: lane `l` gives the address
    /// of row `l % 8` of matrix `l / 8`, and register `i` of lane `l` holds matrix `i`'s
    /// column `l / 4`, rows `2 * (l % 4)` (low half) and `2 * (l % 4) + 1` (high half), so
    /// an accumulator fragment lands column-major.
    #[track_caller]
    pub fn stmatrix_trans<X: MatrixCount, A: Address>(
        &mut self,
        count: X,
        a: A,
        v: X::Frag<<A::Elem as MatrixElem>::Frag>,
    ) where
        A::Space: MatrixSpace,
        A::Elem: MatrixElem,
    {
        let _ = count;
        self.stmatrix_at::<X, A>(a, v, true, site(Location::caller()))
    }

    /// A byte offset of a matrix descriptor: a multiple of 16 that fits its 14-bit field.
    fn desc_offset(&mut self, what: &'static str, bytes: u32, at: Site) -> bool {
        if !bytes.is_multiple_of(16) {
            self.misuse(
                format!("{what} of {bytes} bytes is not a multiple of 16"),
                "matrix descriptors hold byte offsets in units of 16 bytes: use a multiple of 16",
                at,
            );
            return false;
        }
        self.range(what, bytes as i64, 0, DESC_FIELD_MAX as i64, at)
    }

    /// A `wgmma` matrix descriptor of the matrix at `smem` in `.shared::cta` (sm_90 format):
    /// the start address, the leading-dimension byte offset `lbo` and the stride-dimension
    /// byte offset `sbo` (each `>> 4` in a 14-bit field: multiples of 16 below 256 KiB) and
    /// the swizzle mode. It is computed with ordinary integer instructions (`cvt`, `shr`,
    /// `and`, `or`), from a 64- or 32-bit pointer or a variable of `Shared<Cta>`: a
    /// `.global` or generic address does not compile. The element type of `smem` is the
    /// element type `wgmma` reads.
    ///
    /// The matrix must be laid out as the descriptor says (for a swizzled layout the
    /// pattern is anchored at addresses that are multiples of its repeat: 1024 bytes for
    /// 128-byte swizzle); a constant offset that is not a multiple of 16, or a variable
    /// aligned to less than 16 bytes, is an error. A descriptor of a declared variable (or
    /// a constant offset into one) is tied to it: a `wgmma` that would read past the
    /// variable through it, as the layout says, is an emit error there.
    #[track_caller]
    pub fn wgmma_desc<A: Address>(
        &mut self,
        smem: A,
        swizzle: Swizzle,
        lbo: u32,
        sbo: u32,
    ) -> Reg<WgmmaDesc<A::Elem>>
    where
        A::Space: WgmmaSpace,
        A::Elem: WgmmaElem,
    {
        let at = site(Location::caller());
        // Bits 32-45: sbo >> 4; bits 62-63: the swizzle mode.
        let hi = (((sbo as u64) >> 4) << 32) | (swizzle.code() << 62);
        let o = smem.operand(Token::new());
        Reg::new(self.matrix_desc(o, swizzle, (lbo, sbo), (hi, false), at))
    }

    /// A shared-memory matrix descriptor of the matrix at `o` (the body of
    /// [`wgmma_desc`](Kernel::wgmma_desc) and [`umma_desc`](Kernel::umma_desc)): the start
    /// address and `lbo` in the low word, `hi` (the stride and the format's own bits)
    /// or'ed into the high word; `umma`: a `tcgen05.mma` descriptor (for messages).
    pub(super) fn matrix_desc(
        &mut self,
        o: AddrOperand,
        swizzle: Swizzle,
        (lbo, sbo): (u32, u32),
        (hi, umma): (u64, bool),
        at: Site,
    ) -> RegId {
        let (name, offsets) = if umma {
            (
                "a tcgen05.mma descriptor",
                [
                    "the leading byte offset of a tcgen05.mma descriptor",
                    "the stride byte offset of a tcgen05.mma descriptor",
                ],
            )
        } else {
            (
                "a wgmma descriptor",
                [
                    "the leading byte offset of a wgmma descriptor",
                    "the stride byte offset of a wgmma descriptor",
                ],
            )
        };
        self.desc_offset(offsets[0], lbo, at);
        self.desc_offset(offsets[1], sbo, at);
        // What the checks see: the variable, also behind a pointer made from one.
        let seen = self.var_view(&o).unwrap_or(o);
        if matches!(seen.base, Base::Sym(_)) && seen.off < 0 {
            self.misuse(
                format!(
                    "{name} at a negative offset ({}) from a variable, before its start",
                    seen.off
                ),
                "make descriptors of matrices inside the variable",
                at,
            );
        } else if o.off.rem_euclid(16) != 0 {
            self.misuse(
                format!(
                    "{name} of an address at byte offset {}, not a multiple of 16",
                    o.off
                ),
                "matrices that the tensor cores read start at 16-byte aligned shared addresses",
                at,
            );
        } else if matches!(o.base, Base::Sym(_)) && o.align < 16 {
            self.misuse(
                format!(
                    "{name} of a variable declared {}-byte aligned",
                    o.align
                ),
                "declare the shared matrix with Align(16) or more (the swizzle pattern's repeat, such as Align(1024) for 128-byte swizzle)",
                at,
            );
        }
        // The 32-bit shared address.
        let base = match o.base {
            Base::Reg(id) if id.class == RegClass::B32 => self.op_reg(id, at),
            Base::Reg(id) => {
                let s = self.op_reg(id, at);
                let d = self.simple(FormId::CvtAddrTrunc, RegClass::B32, s, at);
                Op::Reg(d.class, d.idx)
            }
            Base::Sym(s) => {
                self.check_sym(s, at);
                let p = self.simple(FormId::MovAddr, RegClass::B64, Op::Sym(s.id), at);
                let d = self.simple(
                    FormId::CvtAddrTrunc,
                    RegClass::B32,
                    Op::Reg(p.class, p.idx),
                    at,
                );
                Op::Reg(d.class, d.idx)
            }
        };
        let mut r = base;
        if o.off != 0 {
            let d = self.new_reg(RegClass::B32);
            self.op(
                FormId::Add,
                &[Mod::U32.into()],
                &[
                    Op::Reg(d.class, d.idx),
                    r,
                    Op::Imm(Imm::UInt(o.off as u32 as u64)),
                ],
                at,
            );
            r = Op::Reg(d.class, d.idx);
        }
        // Bits 0-13: address >> 4; bits 16-29: lbo >> 4.
        let shifted = self.new_reg(RegClass::B32);
        self.op(
            FormId::Shr,
            &[Mod::U32.into()],
            &[
                Op::Reg(shifted.class, shifted.idx),
                r,
                Op::Imm(Imm::UInt(4)),
            ],
            at,
        );
        let masked = self.new_reg(RegClass::B32);
        self.op(
            FormId::And,
            &[Mod::B32.into()],
            &[
                Op::Reg(masked.class, masked.idx),
                Op::Reg(shifted.class, shifted.idx),
                Op::Imm(Imm::UInt(0x3fff)),
            ],
            at,
        );
        let mut lo = masked;
        if lbo >> 4 != 0 {
            let d = self.new_reg(RegClass::B32);
            self.op(
                FormId::Or,
                &[Mod::B32.into()],
                &[
                    Op::Reg(d.class, d.idx),
                    Op::Reg(lo.class, lo.idx),
                    Op::Imm(Imm::UInt(((lbo as u64) >> 4) << 16)),
                ],
                at,
            );
            lo = d;
        }
        let wide = self.new_reg(RegClass::B64);
        self.op(
            FormId::Cvt,
            &[Mod::U64.into(), Mod::U32.into()],
            &[Op::Reg(wide.class, wide.idx), Op::Reg(lo.class, lo.idx)],
            at,
        );
        let d = self.new_reg(RegClass::B64);
        self.op(
            FormId::Or,
            &[Mod::B64.into()],
            &[
                Op::Reg(d.class, d.idx),
                Op::Reg(wide.class, wide.idx),
                Op::Imm(Imm::UInt(hi)),
            ],
            at,
        );
        self.note_desc(d, &seen, (swizzle, lbo, sbo));
        d
    }

    /// The descriptor of the same matrix layout starting `bytes` further on in shared
    /// memory (`add.s64 d, desc, bytes >> 4`: the start-address field of the low word), such
    /// as the next K slice of a tile. `bytes` is a multiple of 16 below 256 KiB; the start
    /// stays inside the descriptor's variable, and the advances of one descriptor add up to
    /// no more than its 14-bit start field holds.
    #[track_caller]
    pub fn wgmma_desc_advance<T: WgmmaElem>(
        &mut self,
        desc: Reg<WgmmaDesc<T>>,
        bytes: u32,
    ) -> Reg<WgmmaDesc<T>> {
        let at = site(Location::caller());
        let fits = self.desc_offset("a wgmma descriptor advance", bytes, at);
        let s = self.op_reg(desc.id, at);
        let d = self.new_reg(RegClass::B64);
        self.op(
            FormId::Add,
            &[Mod::S64.into()],
            &[
                Op::Reg(d.class, d.idx),
                s,
                Op::Imm(Imm::UInt((bytes >> 4) as u64)),
            ],
            at,
        );
        if fits {
            self.note_desc_advance(desc.id, d, bytes, at);
        }
        Reg::new(d)
    }

    /// `wgmma.mma_async.sync.aligned.m64nNkK.<d>.<a>.<b> d, a, b-desc, scale-d, …`
    /// (sm_90a): the warpgroup (four warps, 128 threads) computes `D = A * B + D` (or
    /// `D = A * B` when `scale_d` is false) asynchronously. The accumulator `acc` is read
    /// and written in place: its registers must be made to be overwritten
    /// ([`frag_zero`](Kernel::frag_zero), [`fresh`](Kernel::fresh) or
    /// [`mov`](Kernel::mov)), and may be read only after
    /// [`wgmma_commit_group`](Kernel::wgmma_commit_group) and
    /// [`wgmma_wait_group`](Kernel::wgmma_wait_group). A is a descriptor or four registers,
    /// B a descriptor; the shape's N, the element types and the accumulator must be a
    /// combination PTX defines ([`WgmmaOperands`]), or it does not compile:
    ///
    /// ```
    /// # use typed_ptx_builder::*;
    /// # let mut m = Module::new(Target::SM_90A);
    /// # m.entry("k", |k| {
    /// let sa = k.shared::<Bf16>("a", 64 * 64, Align(1024));
    /// let sb = k.shared::<Bf16>("b", 128 * 64, Align(1024));
    /// let a = k.wgmma_desc(sa, Swizzle::B128, 16, 1024);
    /// let b = k.wgmma_desc(sb, Swizzle::B128, 16, 1024);
    /// let mut acc: [Reg<f32>; 64] = k.frag_zero();
    /// k.wgmma_fence();
    /// k.wgmma_mma_async(M64N::<128>, &mut acc, a, b, true, WgmmaOpts::default());
    /// k.wgmma_commit_group();
    /// k.wgmma_wait_group(0);
    /// # });
    /// # m.emit().unwrap();
    /// ```
    ///
    /// `opts` negates A or B, and transposes them (f16 and bf16 only; A only from a
    /// descriptor): other uses are errors.
    ///
    /// # Which thread holds which element
    ///
    /// The 64 rows of D belong to the four warps of the warpgroup: warp `w = (tid % 128) /
    /// 32` holds rows `16w` to `16w + 15`, in the layout of an
    /// [`mma_sync`](Kernel::mma_sync) accumulator repeated along N. With `g = lane / 4`,
    /// `q = lane % 4` and `j` in `0 .. N / 8`:
    ///
    /// * an `f32` accumulator (`N / 2` registers): `acc[4j]`, `acc[4j + 1]` are row
    ///   `16w + g`, columns `8j + 2q` and `8j + 2q + 1`; `acc[4j + 2]`, `acc[4j + 3]` row
    ///   `16w + g + 8`, the same columns;
    /// * an `F16x2` accumulator (`N / 4` registers): `acc[2j]` is row `16w + g`, `acc[2j + 1]`
    ///   row `16w + g + 8`, each columns `8j + 2q` (low half) and `8j + 2q + 1`.
    ///
    /// A from registers (four of them) is warp `w`'s rows `16w …` of A in the layout of
    /// `mma_sync`'s A fragment for the same element size: f16/bf16 (K = 16) as
    /// [`M16N8K16`]'s, tf32 (K = 8) as [`M16N8K8`]'s and FP8 (K = 32) as [`M16N8K32`]'s,
    /// with `16w` added to every row.
    #[track_caller]
    pub fn wgmma_mma_async<S, A, B, D>(
        &mut self,
        shape: S,
        acc: &mut D,
        a: A,
        b: Reg<WgmmaDesc<B>>,
        scale_d: impl Into<Src<Pred>>,
        opts: WgmmaOpts,
    ) where
        S: WgmmaShape + WgmmaOperands<A::Kind, B::Kind, D>,
        A: WgmmaA,
        B: WgmmaElem,
        D: Fragment,
    {
        let _ = shape;
        let at = site(Location::caller());
        // The accumulator is overwritten in place.
        let mut ids = Vec::with_capacity(D::LEN);
        acc.each(&mut |id| ids.push(id), Token::new());
        for id in &ids {
            if id.func == self.f.id {
                self.check_assignable(
                    *id,
                    core::any::TypeId::of::<Reg<D::Reg>>(),
                    "wgmma accumulator register",
                    at,
                );
            }
        }
        if (opts.trans_a || opts.trans_b) && !S::TRANSPOSE {
            self.misuse(
                format!(
                    "a transposed operand of wgmma.mma_async{}{}",
                    A::Kind::MOD,
                    B::Kind::MOD
                ),
                "only f16 and bf16 wgmma read A or B transposed; lay the matrix out K-major instead",
                at,
            );
        }
        if opts.trans_a && A::REGS {
            self.misuse(
                "a transposed A of wgmma.mma_async with A in registers",
                "only an A read through a descriptor can be transposed; transpose the fragment when it is built",
                at,
            );
        }
        let mut ops = Vec::with_capacity(D::LEN + 12);
        self.push_frag(&mut ops, acc, at);
        if A::REGS {
            ops.push(Op::Vector(4));
        }
        let mut a_ids = Vec::with_capacity(4);
        a.each(&mut |id| a_ids.push(id), Token::new());
        if !A::REGS {
            self.check_desc_reads(
                a_ids[0],
                ("A", 64, opts.trans_a),
                ((64, S::N, S::K), false),
                at,
            );
        }
        self.check_desc_reads(
            b.id,
            ("B", S::N, opts.trans_b),
            ((64, S::N, S::K), false),
            at,
        );
        for id in a_ids {
            let o = self.op_reg(id, at);
            ops.push(o);
        }
        ops.push(self.op_reg(b.id, at));
        ops.push(self.op_src(scale_d.into(), at));
        let scale = |neg: bool| Op::Imm(Imm::Int(if neg { -1 } else { 1 }));
        ops.push(scale(opts.neg_a));
        ops.push(scale(opts.neg_b));
        if S::TRANSPOSE {
            if !A::REGS {
                ops.push(Op::Imm(Imm::UInt(opts.trans_a as u64)));
            }
            ops.push(Op::Imm(Imm::UInt(opts.trans_b as u64)));
        }
        let form = S::FORMS[A::REGS as usize];
        // The rows' slots are N, then those of D, A and B that the row does not name in
        // its text (`…k16{.dtype}.f16.f16`, `…k16.f32.bf16.bf16`, `…k32{.dtype}{.atype}{.btype}`).
        let vals = [
            Val(S::N as u16),
            S::DTYPE.into(),
            A::Kind::MOD.into(),
            B::Kind::MOD.into(),
        ];
        self.op(form, &vals[..form.form().slots.len()], &ops, at);
    }
}
