//! Conversions: `cvt` between the scalar types, and the half-precision, packed, FP8 and
//! TF32 rows of the table.

use syn::Error;
use typed_ptx_isa::{FORMS, FormId};

use super::{KernelTy, Mn, Op, Ty, TyExt, bad, need_ty, no_more, parse_ty};

/// `cvt.rna.tf32.f32`.
pub(super) fn cvt_rna(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    for (i, w) in ["tf32", "f32"].iter().enumerate() {
        match parts.get(2 + i) {
            Some(p) if p.text == *w => {}
            Some(p) => return Err(bad(p, "part of `cvt.rna`", "`cvt.rna.tf32.f32`")),
            None => {
                return Err(Error::new(parts[1].span, "write `cvt.rna.tf32.f32`"));
            }
        }
    }
    no_more(parts, 4, mn)?;
    Ok(Op::CvtTf32)
}

/// `cvt[.rnd].D.S`, and the half-precision family's rows spelled exactly.
pub(super) fn cvt(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    // The half-precision family: its rows, spelled exactly.
    let half = parts.iter().skip(1).any(|p| {
        parse_ty(&p.text).is_some_and(Ty::is_half)
            || matches!(p.text.as_str(), "relu" | "satfinite" | "rna")
    });
    if half {
        return match half_cvt(mn) {
            Some(form) => Ok(Op::CvtHalf { form }),
            None => Err(Error::new(
                parts[0].span,
                format!(
                    "`{mn}` is not a conversion typed-ptx has; the half-precision, packed, FP8 and TF32 conversions are {}",
                    half_cvt_list()
                ),
            )),
        };
    }
    // cvt[.rn|.rzi].D.S
    let mut i = 1;
    let rnd = match parts.get(1).map(|p| p.text.as_str()) {
        Some("rn" | "rzi" | "rz" | "rm" | "rp" | "rni" | "rmi" | "rpi") => {
            i = 2;
            Some(&parts[1])
        }
        _ => None,
    };
    let legal = ".u16 .s16 .u32 .s32 .u64 .s64 .f32 .f64";
    let (dst, dst_span) = need_ty(parts, i, "cvt", legal)?;
    let (src, src_span) = need_ty(parts, i + 1, "cvt", legal)?;
    for (t, p) in [(dst, &parts[i]), (src, &parts[i + 1])] {
        if t.is_bits() || t == Ty::Pred || t.size() == 1 {
            return Err(bad(p, "type of `cvt`", legal));
        }
    }
    no_more(parts, i + 2, "cvt")?;
    // The builder derives the rounding from the pair; the mnemonic must agree.
    let want = match (dst.is_float(), src.is_float()) {
        (true, false) => Some("rn"),
        (false, true) => Some("rzi"),
        (true, true) if dst == Ty::F32 && src == Ty::F64 => Some("rn"),
        _ => None,
    };
    match (rnd, want) {
        (None, None) => {}
        (Some(r), Some(w)) if r.text == w => {}
        (Some(r), None) => {
            return Err(Error::new(
                r.span,
                format!(
                    "`cvt.{}.{}` is exact: it takes no rounding modifier (`.{}`)",
                    dst.name(),
                    src.name(),
                    r.text
                ),
            ));
        }
        (Some(r), Some(w)) => {
            return Err(Error::new(
                r.span,
                format!(
                    "`cvt` from .{} to .{} rounds with `.{w}`, not `.{}`",
                    src.name(),
                    dst.name(),
                    r.text
                ),
            ));
        }
        (None, Some(w)) => {
            return Err(Error::new(
                parts[0].span,
                format!(
                    "`cvt` from .{} to .{} needs its rounding modifier: `cvt.{w}.{}.{}`",
                    src.name(),
                    dst.name(),
                    dst.name(),
                    src.name()
                ),
            ));
        }
    }
    Ok(Op::Cvt {
        dst,
        src,
        dst_span,
        src_span,
    })
}

/// The conversions of the half-precision family: rows of the table, spelled exactly.
fn half_cvt(mn: &str) -> Option<FormId> {
    FORMS
        .iter()
        .find(|f| {
            f.family == typed_ptx_isa::Family::Half
                && f.mnemonic.starts_with("cvt.")
                && f.mnemonic == mn
        })
        .map(|f| f.id)
}

fn half_cvt_list() -> String {
    FORMS
        .iter()
        .filter(|f| {
            (f.family == typed_ptx_isa::Family::Half && f.mnemonic.starts_with("cvt."))
                // The tensor-core family's rounding to TF32 (`Op::CvtTf32`).
                || f.id == FormId::CvtRnaTf32
        })
        .map(|f| format!("`{}`", f.mnemonic))
        .collect::<Vec<_>>()
        .join(", ")
}
