//! Arithmetic the table cannot generate (`cvt` between types), `setp`'s comparisons
//! ([`Cmp`]; `setp` and `mul.wide` are generated from their rows) and selection.

use super::*;

/// A comparison for [`Kernel::setp`] (the slot `{.cmp}` of `FormId::Setp`, a shared enum
/// of `typed_ptx_isa::row::SHARED_ENUMS`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cmp {
    /// `==`.
    Eq,
    /// `!=`.
    Ne,
    /// `<`.
    Lt,
    /// `<=`.
    Le,
    /// `>`.
    Gt,
    /// `>=`.
    Ge,
}

impl Cmp {
    /// Every value, in the order of the registry (`SHARED_ENUMS`).
    pub const ALL: &'static [Cmp] = &[Cmp::Eq, Cmp::Ne, Cmp::Lt, Cmp::Le, Cmp::Gt, Cmp::Ge];

    /// The table's modifier (`.eq` …).
    pub const fn modifier(self) -> typed_ptx_isa::Mod {
        use typed_ptx_isa::Mod;
        match self {
            Cmp::Eq => Mod::Eq,
            Cmp::Ne => Mod::Ne,
            Cmp::Lt => Mod::Lt,
            Cmp::Le => Mod::Le,
            Cmp::Gt => Mod::Gt,
            Cmp::Ge => Mod::Ge,
        }
    }
}

/// Conversions `cvt` can do, one impl per legal (destination, source) pair: each calls the
/// generated method of the row that converts the pair (`cvt_width`, `cvt_rn`, `cvt_rzi`,
/// `cvt_half`, `cvt_rna_tf32`; the generator implements it for the pairs of the rows of
/// two type slots, `typed_ptx_isa::row::TYPE_PAIRS`).
#[diagnostic::on_unimplemented(
    message = "PTX `cvt` has no conversion from `{S}` to `{Self}`",
    note = "cvt converts between integers and f32/f64, f32 to and from F16 and Bf16, f32 to Tf32, and F16x2 to and from E4m3x2/E5m2x2 (two f32 into a pair: `cvt_pack`)"
)]
pub trait CvtFrom<S: Scalar>: Scalar {
    /// Emits the conversion through the generated method of its row.
    #[doc(hidden)]
    #[track_caller]
    fn emit(k: &mut Kernel<'_>, a: Reg<S>) -> Reg<Self>
    where
        Self: Sized;
}

/// The conversions of [`Kernel::cvt_width`] (`cvt{.dtype}{.atype}`, no rounding): `Self`
/// from `S`, an integer from an integer (truncation, zero or sign extension) or `f64`
/// from `f32`; the generator implements it for exactly the row's pairs. [`Kernel::cvt`]
/// takes the same pairs.
#[diagnostic::on_unimplemented(
    message = "`cvt{{.dtype}}{{.atype}}` has no conversion from `{S}` to `{Self}` without rounding",
    note = "cvt_width converts between integers and f32 to f64 (to a float: `cvt_rn`; a float to an integer: `cvt_rzi`)"
)]
pub trait CvtWidthFrom<S: Scalar>: Scalar {}

/// The conversions of [`Kernel::cvt_rn`] (`cvt.rn{.dtype}{.atype}`, round to nearest
/// even): `Self` from `S`, a float from an integer or `f32` from `f64`; the generator
/// implements it for exactly the row's pairs. [`Kernel::cvt`] takes the same pairs.
#[diagnostic::on_unimplemented(
    message = "`cvt.rn{{.dtype}}{{.atype}}` has no conversion from `{S}` to `{Self}`",
    note = "cvt_rn converts integers to f32/f64 and f64 to f32"
)]
pub trait CvtRnFrom<S: Scalar>: Scalar {}

/// The conversions of [`Kernel::cvt_rzi`] (`cvt.rzi{.dtype}{.atype}`, round toward
/// zero): `Self`, an integer, from `S`, `f32` or `f64`; the generator implements it for
/// exactly the row's pairs. [`Kernel::cvt`] takes the same pairs.
#[diagnostic::on_unimplemented(
    message = "`cvt.rzi{{.dtype}}{{.atype}}` has no conversion from `{S}` to `{Self}`",
    note = "cvt_rzi converts f32/f64 to integers"
)]
pub trait CvtRziFrom<S: Scalar>: Scalar {}

/// # Type conversion and selection
///
/// Arithmetic that is not generated from a row: `cvt` between types and `selp`.
impl<'m> Kernel<'m> {
    // ---- arithmetic that is not regular ---------------------------------------------------

    // `mul.wide{.type}` is generated from its row: `mul_wide::<T: Widening>(a, b)`, whose
    // result is `T::Wide`.

    /// `cvt[.rn|.rzi].D.S d, a`: converts between register types; the rounding follows
    /// from the pair (none for integer width changes, `.rn` to floats, `.rzi` to integers).
    #[track_caller]
    pub fn cvt<D: CvtFrom<S>, S: Scalar>(&mut self, a: Reg<S>) -> Reg<D> {
        D::emit(self, a)
    }

    // ---- comparison and selection -------------------------------------------------------------

    // `setp{.cmp}{.type}` is generated from its row: `setp(cmp, a, b)`.

    // `selp{.type}` is generated from its row: `selp(a, b, p)` (`selp_ptr`, of pointers, spells
    // the row's `.b64`).
}
