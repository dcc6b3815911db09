//! Arithmetic: the table's generated rows (`add`, `and`, `min`, `fma` …), the fast-math
//! forms, `mul.wide` and the `.approx` functions.

use syn::Error;
use typed_ptx_isa::{FORMS, FormId, Mod, Shape, Types};

use super::{Mn, Op, Part, Ty, TyExt, bad, need_ty, no_more, parse_ty, stems, unknown};

/// A row of the table with a generated method (`Binary`/`Unary`/`Ternary`: `add`, `and`,
/// `min`, `fma` …), whose type suffix is checked against the row's types; a mnemonic that
/// is no row is an error listing the stems of its head, or the near matches.
pub(super) fn table_row(parts: &[Part], t: &[&str]) -> syn::Result<Op> {
    // Rows of the table with a generated method: the longest stem wins; rows that share
    // it (`add` over integers and floats, f16, bf16) split the types between them.
    let mut best: Option<(&typed_ptx_isa::Form, usize)> = None;
    let mut shared: Vec<&typed_ptx_isa::Form> = Vec::new();
    for f in FORMS {
        let (Shape::Binary { .. } | Shape::Unary { .. } | Shape::Ternary { .. }) = f.shape else {
            continue;
        };
        let stem: Vec<&str> = f.mnemonic.split('.').collect();
        if t.len() >= stem.len() && t[..stem.len()] == stem[..] {
            match best {
                Some((_, n)) if stem.len() < n => {}
                Some((_, n)) if stem.len() == n => shared.push(f),
                _ => {
                    best = Some((f, stem.len()));
                    shared = vec![f];
                }
            }
        }
    }
    let head = t[0];
    if let Some((_, n)) = best {
        // The row whose types hold the suffix (the union lists the legal ones).
        let union = Types(
            shared
                .iter()
                .map(|f| shape_types(f).0)
                .fold(0, |a, b| a | b),
        );
        let f = parts
            .get(n)
            .and_then(|p| parse_ty(&p.text))
            .and_then(|ty| {
                shared
                    .iter()
                    .find(|f| shape_types(f).contains(ty.bit()) && ty.bit() != Types(0))
            })
            .copied()
            .unwrap_or(shared[0]);
        let (types, bits) = match f.shape {
            Shape::Binary { types, bits, .. } | Shape::Unary { types, bits, .. } => (types, bits),
            Shape::Ternary { types, .. } => (types, false),
            _ => unreachable!("filtered above"),
        };
        let legal = type_list(union, bits);
        let (ty, ty_span) = need_ty(parts, n, f.mnemonic, &legal)?;
        let ok = types.contains(ty.bit())
            && ty.bit() != Types(0)
            && (ty.is_bits() == bits || ty == Ty::Pred);
        if !ok {
            return Err(bad(&parts[n], &format!("type of `{}`", f.mnemonic), &legal));
        }
        no_more(parts, n + 1, f.mnemonic)?;
        return Ok(Op::Regular {
            form: f.id,
            ty,
            ty_span,
        });
    }
    // A known head with a bad second part lists the stems of that head.
    let heads: Vec<String> = stems()
        .into_iter()
        .filter(|s| s.split('.').next() == Some(head) && s.contains('.'))
        .collect();
    if !heads.is_empty() && parts.len() > 1 {
        return Err(Error::new(
            parts[1].span,
            format!(
                "`{}` has no form `.{}`; legal forms: {}",
                head,
                t[1],
                heads
                    .iter()
                    .map(|s| format!("`{s}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        ));
    }
    Err(unknown(parts))
}

/// `mul.wide.T` (the sources' type; the result is twice as wide).
pub(super) fn mul_wide(m: &Mn) -> syn::Result<Op> {
    let parts = m.parts;
    let mn = FormId::MulWide.form().mnemonic;
    let (ty, ty_span) = need_ty(parts, 2, mn, ".u16 .s16 .u32 .s32")?;
    if !matches!(ty, Ty::U16 | Ty::S16 | Ty::U32 | Ty::S32) {
        return Err(bad(
            &parts[2],
            "type of `mul.wide` (the sources' type)",
            ".u16 .s16 .u32 .s32",
        ));
    }
    no_more(parts, 3, mn)?;
    Ok(Op::MulWide { ty, ty_span })
}

/// `ex2.approx.{f16,f16x2}`, `ex2.approx.ftz.{bf16,bf16x2}` and `tanh.approx.T`.
pub(super) fn approx_typed(m: &Mn) -> syn::Result<Op> {
    let (parts, head) = (m.parts, m.head);
    // ex2.approx.{f16,f16x2}, ex2.approx.ftz.{bf16,bf16x2}, tanh.approx.T.
    match parts.get(1) {
        Some(p) if p.text == "approx" => {}
        Some(p) => return Err(bad(p, &format!("modifier of `{head}`"), Mod::Approx.text())),
        None => {
            return Err(Error::new(
                parts[0].span,
                format!("write `{head}.approx.T`"),
            ));
        }
    }
    let ftz = parts.get(2).is_some_and(|p| p.text == "ftz");
    let i = 2 + usize::from(ftz);
    let legal = if head == "ex2" {
        ".f16 .f16x2, .ftz.bf16 .ftz.bf16x2 (and .f32, .ftz.f32)"
    } else {
        ".f32 .f16 .f16x2 .bf16 .bf16x2"
    };
    let (ty, ty_span) = need_ty(parts, i, head, legal)?;
    let bf = matches!(ty, Ty::Bf16 | Ty::Bf16x2);
    let ok = match head {
        "ex2" => matches!(ty, Ty::F16 | Ty::F16x2) && !ftz || bf && ftz,
        _ => matches!(ty, Ty::F32 | Ty::F16 | Ty::F16x2 | Ty::Bf16 | Ty::Bf16x2) && !ftz,
    };
    if !ok {
        if head == "ex2" && bf && !ftz {
            return Err(Error::new(
                ty_span,
                "PTX's ex2.approx of bf16 flushes subnormals: write `ex2.approx.ftz.bf16`",
            ));
        }
        return Err(bad(&parts[i], &format!("type of `{head}.approx`"), legal));
    }
    no_more(parts, i + 1, head)?;
    legal_row(parts)
}

/// The instruction of a spelling the `.approx` functions accept: a `Shape::Row` row's
/// (`table::resolve` reads it before these functions run; they give the errors of the
/// others).
fn legal_row(parts: &[Part]) -> syn::Result<Op> {
    super::table::resolve(parts).ok_or_else(|| {
        Error::new(
            parts[0].span,
            "typed-ptx has no row of this spelling of an approximate function",
        )
    })
}

/// `ex2`, `lg2`, `sin` and `cos` `.approx.f32`.
pub(super) fn approx_f32(m: &Mn) -> syn::Result<Op> {
    let (parts, head) = (m.parts, m.head);
    let want = [head, "approx", "f32"];
    for (i, w) in want.iter().enumerate().skip(1) {
        match parts.get(i) {
            Some(p) if p.text == *w => {}
            Some(p) => {
                return Err(bad(
                    p,
                    &format!("modifier of `{head}`"),
                    &format!("`{head}.approx.f32`"),
                ));
            }
            None => {
                return Err(Error::new(
                    parts[parts.len() - 1].span,
                    format!("write `{head}.approx.f32`"),
                ));
            }
        }
    }
    no_more(parts, 3, head)?;
    legal_row(parts)
}

/// The type set of a generated row.
fn shape_types(f: &typed_ptx_isa::Form) -> Types {
    match f.shape {
        Shape::Binary { types, .. } | Shape::Unary { types, .. } | Shape::Ternary { types, .. } => {
            types
        }
        _ => Types(0),
    }
}

/// The type names of a table type set, spelled as `.bN` when `bits`.
fn type_list(types: Types, bits: bool) -> String {
    let all = [
        (Types::PRED, "pred", "pred"),
        (Types::U16, "u16", "b16"),
        (Types::S16, "s16", ""),
        (Types::U32, "u32", "b32"),
        (Types::S32, "s32", ""),
        (Types::U64, "u64", "b64"),
        (Types::S64, "s64", ""),
        (Types::F32, "f32", ""),
        (Types::F64, "f64", ""),
        (Types::F16, "f16", ""),
        (Types::BF16, "bf16", ""),
        (Types::F16X2, "f16x2", ""),
        (Types::BF16X2, "bf16x2", ""),
    ];
    let mut v = Vec::new();
    for (t, plain, b) in all {
        if types.contains(t) {
            let n = if bits { b } else { plain };
            if !n.is_empty() {
                v.push(format!(".{n}"));
            }
        }
    }
    v.join(" ")
}
