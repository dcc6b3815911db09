//! Half precision, packed and 8-bit floats, and bit manipulation: conversions to and from
//! `f16`/`bf16`/`tf32`/FP8 pairs, the approximate functions over every float type, the
//! flush-to-zero `f32` forms, `prmt`, `bfe`, `bfi` and `lop3`.
//!
//! The arithmetic of the half-precision types (`add`, `sub`, `mul`, `fma`, `min`, `max`,
//! `neg`, `abs`) is generated from the table, as for the other types: `k.add(a, b)` with
//! `a: Reg<Bf16x2>` emits `add.bf16x2` and is gated on its own row (sm_90).

use super::*;
use crate::ty::{Bf16, Bf16x2, E4m3x2, E5m2x2, F16, F16x2, Tf32};

// ---- cvt between the classic and the new float types ------------------------------------

// The conversions between f32 and f16/bf16, and between f16x2 and the FP8 pairs, are the
// rows of the generated `cvt_half::<D, S>` (bound by `CvtHalf`, implemented for exactly
// their pairs); `cvt::<D, S>` reaches them through `CvtFrom::emit`.
macro_rules! cvt_half_form {
    ($($d:ty, $s:ty => $form:ident;)*) => {$(
        impl CvtFrom<$s> for $d {
            #[track_caller]
            fn emit(k: &mut Kernel<'_>, a: Reg<$s>) -> Reg<Self> {
                k.cvt_half::<$d, $s>(a)
            }
        }
    )*};
}
cvt_half_form! {
    F16, f32 => CvtRnF16F32;
    Bf16, f32 => CvtRnBf16F32;
    f32, F16 => CvtF32F16;
    f32, Bf16 => CvtF32Bf16;
    E4m3x2, F16x2 => CvtRnSatfiniteE4m3x2F16x2;
    E5m2x2, F16x2 => CvtRnSatfiniteE5m2x2F16x2;
    F16x2, E4m3x2 => CvtRnF16x2E4m3x2;
    F16x2, E5m2x2 => CvtRnF16x2E5m2x2;
}
impl CvtFrom<f32> for Tf32 {
    #[track_caller]
    fn emit(k: &mut Kernel<'_>, a: Reg<f32>) -> Reg<Self> {
        k.cvt_rna_tf32(a)
    }
}

/// The conversions of [`Kernel::cvt_half`]: `Self` from `S`, for exactly the pairs of its
/// rows (f32 to and from `F16`/`Bf16`, `F16x2` to and from the FP8 pairs; the generator
/// implements it). [`Kernel::cvt`] takes the same pairs.
#[diagnostic::on_unimplemented(
    message = "`cvt_half` has no conversion from `{S}` to `{Self}`",
    note = "cvt_half converts f32 to and from F16 and Bf16, and F16x2 to and from E4m3x2/E5m2x2"
)]
pub trait CvtHalf<S: Scalar>: Scalar {}

/// `f16` and `bf16`: the targets of `cvt.rn.relu` and `cvt.rn.satfinite` from `f32`
/// ([`Kernel::cvt_relu`], [`Kernel::cvt_satfinite`]; the generator implements it for the
/// types of their rows).
#[diagnostic::on_unimplemented(
    message = "PTX has no `cvt.rn.relu`/`cvt.rn.satfinite` from f32 to `{Self}`",
    note = "these conversions produce F16 or Bf16 (pairs: `cvt_pack_relu`, `cvt_pack_satfinite`)"
)]
pub trait HalfFromF32: Scalar {}

/// The pairs `cvt.rn` packs two `f32` into: `F16x2`, `Bf16x2` and the FP8 pairs
/// `E4m3x2`, `E5m2x2` (whose conversion always saturates: `.satfinite`;
/// [`Kernel::cvt_pack`], implemented for the types of its rows).
#[diagnostic::on_unimplemented(
    message = "PTX `cvt` cannot pack two f32 into `{Self}`",
    note = "cvt packs two f32 into F16x2, Bf16x2, E4m3x2 or E5m2x2"
)]
pub trait CvtPack: Scalar {}
/// The pairs `cvt.rn.relu` packs two `f32` into: `F16x2`, `Bf16x2` and the FP8 pairs
/// (`cvt.rn.satfinite.relu`; [`Kernel::cvt_pack_relu`]).
#[diagnostic::on_unimplemented(
    message = "PTX has no `cvt.rn.relu` packing two f32 into `{Self}`",
    note = "cvt.rn.relu packs two f32 into F16x2, Bf16x2, E4m3x2 or E5m2x2"
)]
pub trait CvtPackRelu: CvtPack {}
/// The pairs `cvt.rn.satfinite` packs two `f32` into: `F16x2`, `Bf16x2` and the FP8
/// pairs ([`Kernel::cvt_pack_satfinite`]).
#[diagnostic::on_unimplemented(
    message = "PTX has no `cvt.rn.satfinite` packing two f32 into `{Self}`",
    note = "cvt.rn.satfinite packs two f32 into F16x2, Bf16x2, E4m3x2 or E5m2x2"
)]
pub trait CvtPackSatfinite: CvtPack {}

/// 32-bit values made of two 16-bit halves, which `mov.b32` packs and unpacks: `F16x2`
/// (halves `F16`), `Bf16x2` (halves `Bf16`) and `u32` (halves `u16`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a pair of 16-bit halves",
    note = "mov.b32 packs F16 into F16x2, Bf16 into Bf16x2 and u16 into u32"
)]
pub trait Halves: Scalar {
    /// The type of one half.
    type Half: Scalar;
}
impl Halves for F16x2 {
    type Half = F16;
}
impl Halves for Bf16x2 {
    type Half = Bf16;
}
impl Halves for u32 {
    type Half = u16;
}

/// The types of the approximate functions `ex2.approx` and `tanh.approx`: `f32`, and the
/// half-precision scalars and pairs (f16 needs sm_75, bf16 sm_90; `ex2` of bf16 flushes
/// subnormals, `.ftz`, as PTX requires; [`Kernel::ex2`], [`Kernel::tanh`], implemented for
/// the types of their rows).
#[diagnostic::on_unimplemented(
    message = "PTX has no approximate ex2/tanh of `{Self}`",
    note = "ex2.approx and tanh.approx take f32, F16, F16x2, Bf16 or Bf16x2"
)]
pub trait Approx: Scalar {}

/// Register types of equal width, between which [`Kernel::bitcast`] moves bits:
/// 16-bit (`u16`, `i16`, `F16`, `Bf16`, `E4m3x2`, `E5m2x2`), 32-bit (`u32`, `i32`, `f32`,
/// `F16x2`, `Bf16x2`, `Tf32`) and 64-bit (`u64`, `i64`, `f64`).
#[diagnostic::on_unimplemented(
    message = "`{S}` and `{Self}` differ in width: `bitcast` moves the bits of a value into a type of the same width",
    note = "16-bit: u16 i16 F16 Bf16 E4m3x2 E5m2x2; 32-bit: u32 i32 f32 F16x2 Bf16x2 Tf32; 64-bit: u64 i64 f64"
)]
pub trait SameWidth<S: Scalar>: Scalar {}
macro_rules! same_width {
    ($($t:ty),*) => { same_width!(@all [$($t),*] [$($t),*]); };
    (@all [$($a:ty),*] $b:tt) => { $( same_width!(@one $a, $b); )* };
    (@one $a:ty, [$($b:ty),*]) => { $( impl SameWidth<$b> for $a {} )* };
}
same_width!(u16, i16, F16, Bf16, E4m3x2, E5m2x2);
same_width!(u32, i32, f32, F16x2, Bf16x2, Tf32);
same_width!(u64, i64, f64);

/// A mode of `prmt.b32` ([`Kernel::prmt_mode`]); the default mode takes a selector of
/// four byte indices ([`Kernel::prmt`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrmtMode {
    /// `.f4e`: forward 4 extract.
    F4e,
    /// `.b4e`: backward 4 extract.
    B4e,
    /// `.rc8`: replicate byte 0 (of the selected byte) four times.
    Rc8,
    /// `.ecl`: edge clamp left.
    Ecl,
    /// `.ecr`: edge clamp right.
    Ecr,
    /// `.rc16`: replicate the selected 16-bit half twice.
    Rc16,
}

impl PrmtMode {
    /// Every value, in the order of the registry (`typed_ptx_isa::row::SHARED_ENUMS`).
    pub const ALL: &'static [PrmtMode] = &[
        PrmtMode::F4e,
        PrmtMode::B4e,
        PrmtMode::Rc8,
        PrmtMode::Ecl,
        PrmtMode::Ecr,
        PrmtMode::Rc16,
    ];

    /// The table's modifier (the slot `{.mode}` of `FormId::PrmtMode`, a shared enum of
    /// `typed_ptx_isa::row::SHARED_ENUMS`).
    pub const fn modifier(self) -> typed_ptx_isa::Mod {
        use typed_ptx_isa::Mod;
        match self {
            PrmtMode::F4e => Mod::F4e,
            PrmtMode::B4e => Mod::B4e,
            PrmtMode::Rc8 => Mod::Rc8,
            PrmtMode::Ecl => Mod::Ecl,
            PrmtMode::Ecr => Mod::Ecr,
            PrmtMode::Rc16 => Mod::Rc16,
        }
    }
}

/// The truth table (`lop3`'s immediate) of a function of three bit-vectors: `f` applied
/// to the constants `0xF0`, `0xCC`, `0xAA`, as the PTX manual defines it.
///
/// ```
/// use typed_ptx_builder::lut3;
/// assert_eq!(lut3(|a, b, c| (a & b) ^ c), 0x6A);
/// assert_eq!(lut3(|a, b, c| a ^ b ^ c), 0x96);
/// assert_eq!(lut3(|a, _, _| a), 0xF0);
/// ```
pub fn lut3(f: impl Fn(u32, u32, u32) -> u32) -> u32 {
    f(0xF0, 0xCC, 0xAA) & 0xFF
}

/// # Half precision, packed and 8-bit floats, bit manipulation
///
/// Half precision, packed and 8-bit floats and bit manipulation: conversions, packing, the
/// approximate functions of every float type, `bfe`, `bfi`, `prmt`, `lop3`.
impl<'m> Kernel<'m> {
    fn half_inst<D: Scalar>(
        &mut self,
        form: FormId,
        vals: &[Val],
        srcs: &[Op],
        at: Site,
    ) -> Reg<D> {
        let d = self.new_reg(D::TY.class());
        let mut ops = Vec::with_capacity(srcs.len() + 1);
        ops.push(Op::Reg(d.class, d.idx));
        ops.extend_from_slice(srcs);
        self.op(form, vals, &ops, at);
        Reg::new(d)
    }

    // `mov.b32 d, {lo, hi}` and `mov.b32 {lo, hi}, a` are generated from their rows:
    // `pack_halves::<D: Halves>(lo, hi)` and `halves(a)`.

    /// `mov.bN d, a`: the bits of `a` as a value of another type of the same width (an
    /// `F16x2` made by `prmt` on `u32`s, the bits of an `f32`). A conversion is `cvt`.
    #[track_caller]
    pub fn bitcast<D: SameWidth<S>, S: Scalar>(&mut self, a: Reg<S>) -> Reg<D> {
        let at = site(Location::caller());
        let s = self.op_reg(a.id, at);
        self.half_inst(FormId::Mov, &[D::TY.modifier().bits().into()], &[s], at)
    }

    // ---- bit manipulation -------------------------------------------------------------------
    //
    // `bfe` and `bfi` are generated from their rows (their limits: `pos` and `len` at most
    // 255 as immediates).

    // `prmt.b32` and `prmt.b32{.mode}` are generated from their rows: `prmt(a, b, sel)` and
    // `prmt_mode(mode, a, b, sel)`.
}
