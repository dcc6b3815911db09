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

/// Conversions `cvt` can do, one impl per legal (destination, source) pair.
#[diagnostic::on_unimplemented(
    message = "PTX `cvt` has no conversion from `{S}` to `{Self}`",
    note = "cvt converts between integers and f32/f64, f32 to and from F16 and Bf16, f32 to Tf32, and F16x2 to and from E4m3x2/E5m2x2 (two f32 into a pair: `cvt_pack`)"
)]
pub trait CvtFrom<S: Scalar>: Scalar {
    #[doc(hidden)]
    const FORM: FormId;

    /// Emits the conversion: the row [`FORM`](CvtFrom::FORM) with the pair's types as its
    /// slots' values, or the generated method of a `Shape::Row` row (`cvt_half`).
    #[doc(hidden)]
    #[track_caller]
    fn emit(k: &mut Kernel<'_>, a: Reg<S>) -> Reg<Self>
    where
        Self: Sized,
    {
        let at = site(Location::caller());
        let d = k.new_reg(Self::TY.class());
        let s = k.op_reg(a.id, at);
        // The row spells the rounding; a row of one pair of types spells those too, the
        // others take them as slots.
        let vals = [Self::TY.modifier().into(), S::TY.modifier().into()];
        let n = Self::FORM.form().slots.len().min(vals.len());
        k.op(Self::FORM, &vals[..n], &[Op::Reg(d.class, d.idx), s], at);
        Reg::new(d)
    }
}
macro_rules! cvt_pairs {
    ($form:ident; $($d:ty),* ; $s:tt) => {
        $( cvt_pairs!(@one $form, $d; $s); )*
    };
    (@one $form:ident, $d:ty; [$($s:ty),*]) => {
        $(impl CvtFrom<$s> for $d { const FORM: FormId = FormId::$form; })*
    };
}
cvt_pairs!(Cvt; u16, i16, u32, i32, u64, i64; [u16, i16, u32, i32, u64, i64]);
cvt_pairs!(CvtRn; f32, f64; [u16, i16, u32, i32, u64, i64]);
cvt_pairs!(CvtRzi; u16, i16, u32, i32, u64, i64; [f32, f64]);
impl CvtFrom<f32> for f64 {
    const FORM: FormId = FormId::Cvt;
}
impl CvtFrom<f64> for f32 {
    const FORM: FormId = FormId::CvtRn;
}

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

    /// `selp.T d, a, b, p`: `a` when `p`, else `b`.
    #[track_caller]
    pub fn selp<T: Num>(
        &mut self,
        a: impl Into<Src<T>>,
        b: impl Into<Src<T>>,
        p: Reg<Pred>,
    ) -> Reg<T> {
        let at = site(Location::caller());
        let d = self.new_reg(T::TY.class());
        let ops = [
            Op::Reg(d.class, d.idx),
            self.op_src(a.into(), at),
            self.op_src(b.into(), at),
            self.op_reg(p.id, at),
        ];
        self.op(FormId::Selp, &[T::TY.modifier().into()], &ops, at);
        Reg::new(d)
    }
}
