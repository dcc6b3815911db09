//! Conversions: `cvt`, the half-precision rows of the table, `cvt.rna.tf32.f32`.

use proc_macro2::{Span, TokenStream};
use quote::quote_spanned;
use syn::{Error, Ident};
use typed_ptx_isa::FormId;

use super::{At, Expansion, Gen, Kind, kid};
use crate::kernel::parse::Operand;
use crate::kernel::validate::KernelTy;
use crate::kernel::validate::{Op, Ty};

impl Gen<'_> {
    /// `cvt` (a register, or an address between its 64-bit and 32-bit forms), the
    /// half-precision rows and `cvt.rna.tf32.f32`.
    pub(super) fn convert(&mut self, cx: &At<'_>, op: &Op) -> syn::Result<Expansion> {
        let (ops, at, k) = (cx.ops, cx.at, &cx.k);
        let (call, kind) = match op {
            Op::Cvt {
                dst,
                src,
                dst_span,
                src_span,
            } => {
                let a = &ops[0];
                let ak = self.name_kind(a);
                let span = a.span();
                let av = self.reg(a, "a register or address to convert")?;
                let ks = kid(span);
                match ak {
                    Kind::Ptr | Kind::Ptr32 => {
                        let pair = (*dst, *src);
                        if ak == Kind::Ptr && pair == (Ty::U32, Ty::U64) {
                            (quote_spanned!(span=> #ks.to_u32(#av)), Kind::Ptr32)
                        } else if ak == Kind::Ptr32 && pair == (Ty::U64, Ty::U32) {
                            (quote_spanned!(span=> #ks.to_u64(#av)), Kind::Ptr)
                        } else {
                            return Err(Error::new(
                                *dst_span,
                                format!(
                                    "an address converts only between its 64-bit and 32-bit forms: `cvt.u32.u64` for a 64-bit address, `cvt.u64.u32` for a 32-bit one (this is a {}-bit address)",
                                    if ak == Kind::Ptr { 64 } else { 32 }
                                ),
                            ));
                        }
                    }
                    _ => {
                        let d = dst.rust(*dst_span);
                        let s = src.rust(*src_span);
                        (quote_spanned!(at=> #k.cvt::<#d, #s>(#av)), Kind::Reg)
                    }
                }
            }
            Op::CvtHalf { form } => self.cvt_half(*form, ops, k, at)?,
            Op::CvtTf32 => {
                let a = self.value(&ops[0], Ty::F32)?;
                (quote_spanned!(at=> #k.cvt_rna_tf32(#a)), Kind::Reg)
            }
            _ => unreachable!("not convert: dispatched by `Gen::by_family`"),
        };
        Ok(Expansion::Call(call, kind))
    }

    /// A conversion of the half-precision family that `cvt` emits: the builder call of its
    /// row (the others are `Shape::Row` rows: `cvt_relu`, `cvt_pack` …).
    fn cvt_half(
        &mut self,
        form: FormId,
        ops: &[Operand],
        k: &Ident,
        at: Span,
    ) -> syn::Result<(TokenStream, Kind)> {
        use FormId as F;
        // (destination, source) of `cvt::<D, S>`
        let (d, src) = match form {
            F::CvtRnF16F32 => (Ty::F16, Ty::F32),
            F::CvtRnBf16F32 => (Ty::Bf16, Ty::F32),
            F::CvtF32F16 => (Ty::F32, Ty::F16),
            F::CvtF32Bf16 => (Ty::F32, Ty::Bf16),
            F::CvtRnaTf32 => (Ty::Tf32, Ty::F32),
            F::CvtRnSatfiniteE4m3x2F16x2 => (Ty::E4m3x2, Ty::F16x2),
            F::CvtRnSatfiniteE5m2x2F16x2 => (Ty::E5m2x2, Ty::F16x2),
            F::CvtRnF16x2E4m3x2 => (Ty::F16x2, Ty::E4m3x2),
            F::CvtRnF16x2E5m2x2 => (Ty::F16x2, Ty::E5m2x2),
            other => {
                return Err(Error::new(
                    at,
                    format!(
                        "`{}` has no spelling in ptx_module! yet",
                        other.form().mnemonic
                    ),
                ));
            }
        };
        let dt = d.rust(at);
        // `cvt` takes a register (its type is the source's).
        let st = src.rust(at);
        let a = self.reg(&ops[0], "a register to convert")?;
        Ok((quote_spanned!(at=> #k.cvt::<#dt, #st>(#a)), Kind::Reg))
    }
}
