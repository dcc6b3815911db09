//! The tensor-core instructions (`mma`, `ldmatrix`, `stmatrix`, `wgmma`) and the
//! typed-ptx extensions that make their operands (`wgmma_desc`, `wgmma_desc_advance`,
//! `frag_zero`).

use syn::Error;
use typed_ptx_isa::{FORMS, Form, FormId, Operand, Shape, Slot};

use super::{Mn, Op, Part, bad, no_more};

/// `mma.sync.aligned.shape.row.col.D.A.B.C`: the forms of the instruction table.
pub(super) fn mma(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    expect_parts(
        parts,
        1,
        &["sync", "aligned"],
        mn,
        "mma.sync.aligned.shape.row.col.D.A.B.C",
    )?;
    let Some(sp) = parts.get(3) else {
        return Err(Error::new(
            parts[parts.len() - 1].span,
            format!("`{mn}` needs its shape and types: {}", mma_forms()),
        ));
    };
    let shapes = mma_shapes();
    if !shapes.contains(&sp.text.as_str()) {
        let list: Vec<String> = shapes.iter().map(|s| format!(".{s}")).collect();
        return Err(bad(sp, "shape of `mma.sync`", &list.join(" ")));
    }
    expect_parts(
        parts,
        4,
        &["row", "col"],
        mn,
        "mma.sync.aligned.shape.row.col.D.A.B.C",
    )?;
    let ty = |i: usize| -> syn::Result<&Part> {
        parts.get(i).ok_or_else(|| {
            Error::new(
                parts[parts.len() - 1].span,
                format!("`{mn}` needs four types (D, A, B, C): {}", mma_forms()),
            )
        })
    };
    let (d, a, b, c) = (ty(6)?, ty(7)?, ty(8)?, ty(9)?);
    no_more(parts, 10, mn)?;
    // The row that spells it: its fragments' lengths from its operands.
    let row = typed_ptx_isa::lookup(mn)
        .ok()
        .and_then(|found| found.into_iter().find(|(id, _)| is_mma(id.form())));
    let Some((id, _)) = row else {
        return Err(Error::new(
            d.span.join(c.span).unwrap_or(d.span),
            format!(
                "`{mn}` is not an mma form of the instruction table; legal: {}",
                mma_forms()
            ),
        ));
    };
    let len = |i: usize| match id.form().operands[i] {
        Operand::DFrag(_, n) | Operand::Frag(_, n) => usize::from(n),
        _ => unreachable!("an mma row's operands are fragments"),
    };
    let acc = |p: &Part| match p.text.as_str() {
        "f32" => "f32",
        "s32" => "i32",
        _ => "F16x2",
    };
    Ok(Op::Mma {
        shape: sp.text.to_uppercase(),
        a: (frag_reg(&a.text).expect("a row's type"), len(1)),
        b: (frag_reg(&b.text).expect("a row's type"), len(2)),
        c: (acc(c), len(3)),
    })
}

/// Whether row `f` is an `mma.sync` row (picked by its fragments through `Mma`).
fn is_mma(f: &Form) -> bool {
    matches!(f.shape, Shape::ByOperands { by: "Mma", .. })
}

/// The shapes of the `mma.sync` rows (`m16n8k16` …), in table order.
fn mma_shapes() -> Vec<&'static str> {
    let mut out = Vec::new();
    for f in FORMS.iter().filter(|f| is_mma(f)) {
        let shape = f.spell.template.split('.').nth(3).unwrap_or_default();
        if !out.contains(&shape) {
            out.push(shape);
        }
    }
    out
}

/// The `mma` forms, for errors: each row's spelling, a slot as its values
/// (`.{s8,u8}`), the rows after the first without their head before the shape.
fn mma_forms() -> String {
    let mut out: Vec<String> = Vec::new();
    for f in FORMS.iter().filter(|f| is_mma(f)) {
        let mut text = String::new();
        for (i, lit) in f.spell.lits[..=f.slots.len()].iter().enumerate() {
            text.push_str(lit);
            if let Some(slot) = f.slots.get(i) {
                let vals: Vec<&str> = slot
                    .values()
                    .iter()
                    .filter_map(|v| v.as_mod())
                    .map(|m| m.text().trim_start_matches('.'))
                    .collect();
                text.push_str(&format!(".{{{}}}", vals.join(",")));
            }
        }
        if !out.is_empty() {
            // The head before the shape (`mma.sync.aligned`), as the first form spells it.
            let head: Vec<&str> = f.spell.template.split('.').take(3).collect();
            text = text.replacen(&head.join("."), "…", 1);
        }
        out.push(format!("`{text}`"));
    }
    out.join(", ")
}

/// `ldmatrix`/`stmatrix` `.sync.aligned.m8n8.{x1,x2,x4}[.trans].shared.b16`.
pub(super) fn ldmatrix_stmatrix(m: &Mn) -> syn::Result<Op> {
    let (parts, mn, t) = (m.parts, m.mn.as_str(), &m.t);
    let store = t[0] == "stmatrix";
    let form = format!("{}.sync.aligned.m8n8.x4[.trans].shared.b16", t[0]);
    expect_parts(parts, 1, &["sync", "aligned", "m8n8"], mn, &form)?;
    let count = match parts.get(4) {
        Some(p) => match p.text.as_str() {
            "x1" => "X1",
            "x2" => "X2",
            "x4" => "X4",
            _ => return Err(bad(p, &format!("count of `{}`", t[0]), ".x1 .x2 .x4")),
        },
        None => {
            return Err(Error::new(
                parts[parts.len() - 1].span,
                format!("`{mn}` is incomplete: write `{form}`"),
            ));
        }
    };
    let trans = t.get(5) == Some(&"trans");
    let i = 5 + trans as usize;
    match parts.get(i) {
        Some(p) if matches!(p.text.as_str(), "shared" | "shared::cta") => {}
        Some(p) => {
            return Err(Error::new(
                p.span,
                format!(
                    "`{}` moves matrices of .shared::cta only (write `.shared` or `.shared::cta`), not `.{}`",
                    t[0], p.text
                ),
            ));
        }
        None => {
            return Err(Error::new(
                parts[parts.len() - 1].span,
                format!("`{mn}` is incomplete: write `{form}`"),
            ));
        }
    }
    expect_parts(parts, i + 1, &["b16"], mn, &form)?;
    no_more(parts, i + 2, mn)?;
    Ok(if store {
        Op::Stmatrix { count, trans }
    } else {
        Op::Ldmatrix { count, trans }
    })
}

/// `wgmma.{fence,commit_group,wait_group}.sync.aligned` and `wgmma.mma_async…`.
pub(super) fn wgmma(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    let Some(what) = parts.get(1) else {
        return Err(Error::new(
            parts[0].span,
            "write `wgmma.fence.sync.aligned`, `wgmma.commit_group.sync.aligned`, `wgmma.wait_group.sync.aligned n` or `wgmma.mma_async.sync.aligned.m64nNkK.D.A.B …`",
        ));
    };
    let op = match what.text.as_str() {
        "fence" => Op::WgmmaFence,
        "commit_group" => Op::WgmmaCommit,
        "wait_group" => Op::WgmmaWait,
        "mma_async" => Op::Wgmma {
            n: 0,
            d: "",
            a: "",
            b: "",
            transpose: false,
        },
        _ => {
            return Err(bad(
                what,
                "form of `wgmma`",
                ".fence .commit_group .wait_group .mma_async",
            ));
        }
    };
    expect_parts(
        parts,
        2,
        &["sync", "aligned"],
        mn,
        match op {
            Op::WgmmaFence => FormId::WgmmaFence,
            Op::WgmmaCommit => FormId::WgmmaCommitGroup,
            Op::WgmmaWait => FormId::WgmmaWaitGroup,
            _ => {
                wgmma_rows()
                    .next()
                    .expect("rows picked by WgmmaOperands")
                    .id
            }
        }
        .form()
        .mnemonic,
    )?;
    if !matches!(op, Op::Wgmma { .. }) {
        no_more(parts, 4, mn)?;
        return Ok(op);
    }
    mma_async(m)
}

/// `wgmma.mma_async.sync.aligned.m64nNkK.D.A.B`, after its `.sync.aligned`: the shape and
/// the types.
fn mma_async(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    let form = "wgmma.mma_async.sync.aligned.m64nNkK.D.A.B";
    let Some(sp) = parts.get(4) else {
        return Err(Error::new(
            parts[parts.len() - 1].span,
            format!("`{mn}` needs its shape and types: `{form}`"),
        ));
    };
    let shape = sp.text.strip_prefix("m64n").and_then(|r| r.split_once('k'));
    let Some((n, k)) =
        shape.and_then(|(n, k)| Some((n.parse::<u32>().ok()?, k.parse::<u32>().ok()?)))
    else {
        return Err(bad(
            sp,
            "shape of `wgmma.mma_async`",
            ".m64nNk16 (f16, bf16), .m64nNk8 (tf32), .m64nNk32 (e4m3, e5m2)",
        ));
    };
    let (lo, hi, step) = match wgmma_rows().next().and_then(|f| f.slots.first()) {
        Some(Slot::Num { lo, hi, step }) => (u32::from(*lo), u32::from(*hi), u32::from(*step)),
        _ => unreachable!("a wgmma.mma_async row's first slot is N"),
    };
    if n < lo || n > hi || n % step != 0 {
        return Err(Error::new(
            sp.span,
            format!(
                "`wgmma.mma_async` has no shape `.{}`: N is a multiple of {step} from {lo} to {hi}",
                sp.text
            ),
        ));
    }
    let ty = |i: usize| -> syn::Result<&Part> {
        parts.get(i).ok_or_else(|| {
            Error::new(
                parts[parts.len() - 1].span,
                format!("`{mn}` needs three types (D, A, B): `{form}`"),
            )
        })
    };
    let (d, a, b) = (ty(5)?, ty(6)?, ty(7)?);
    no_more(parts, 8, mn)?;
    // The rows' combinations of K, D, A and B (and whether they transpose) with this A, B.
    let combos = wgmma_combos();
    let with_ab: Vec<&WgmmaCombo> = combos
        .iter()
        .filter(|c| c.a == a.text && c.b == b.text)
        .collect();
    let Some(first) = with_ab.first() else {
        let mut pairs: Vec<String> = Vec::new();
        for c in &combos {
            let pair = format!(".{}.{}", c.a, c.b);
            if !pairs.contains(&pair) {
                pairs.push(pair);
            }
        }
        let last = pairs.pop().unwrap_or_default();
        return Err(Error::new(
            a.span.join(b.span).unwrap_or(a.span),
            format!(
                "`wgmma.mma_async` multiplies {} or {last}",
                pairs.join(", ")
            ),
        ));
    };
    let want_k = first.k;
    if k != want_k {
        return Err(Error::new(
            sp.span,
            format!(
                "`.{}.{}` wgmma has K = {want_k}: write `.m64n{n}k{want_k}`",
                a.text, b.text
            ),
        ));
    }
    if !with_ab.iter().any(|c| c.d == d.text) {
        return Err(bad(
            d,
            &format!("accumulator type of `wgmma` .{}.{}", a.text, b.text),
            &with_ab
                .iter()
                .map(|c| format!(".{}", c.d))
                .collect::<Vec<_>>()
                .join(" "),
        ));
    }
    Ok(Op::Wgmma {
        n,
        d: if d.text == "f32" { "f32" } else { "F16x2" },
        a: frag_reg(&a.text).expect("a row's type"),
        b: frag_reg(&b.text).expect("a row's type"),
        transpose: first.transpose,
    })
}

/// The `wgmma.mma_async` rows (picked by their operand types through `WgmmaOperands`).
fn wgmma_rows() -> impl Iterator<Item = &'static Form> {
    FORMS.iter().filter(|f| {
        matches!(
            f.shape,
            Shape::ByOperands {
                by: "WgmmaOperands",
                ..
            }
        )
    })
}

/// One combination of a `wgmma.mma_async` row's types, as spelled.
struct WgmmaCombo {
    k: u32,
    d: String,
    a: String,
    b: String,
    /// Whether the row has the transpose operands.
    transpose: bool,
}

/// The type combinations of the `wgmma.mma_async` rows of A from a descriptor (those of
/// A from registers spell the same), at their smallest N.
fn wgmma_combos() -> Vec<WgmmaCombo> {
    let mut out = Vec::new();
    for f in wgmma_rows().filter(|f| f.operands.get(1) == Some(&Operand::Desc)) {
        let transpose = f.operands.contains(&Operand::Imm(0, 1));
        let combos = f.value_combos();
        let n0 = combos.first().and_then(|c| c.first()).copied();
        for vals in combos.iter().filter(|c| c.first().copied() == n0) {
            let Ok(text) = f.spelled(vals) else { continue };
            let p: Vec<&str> = text.split('.').collect();
            let [.., shape, d, a, b] = p.as_slice() else {
                continue;
            };
            let Some(k) = shape.split_once('k').and_then(|(_, k)| k.parse().ok()) else {
                continue;
            };
            out.push(WgmmaCombo {
                k,
                d: d.to_string(),
                a: a.to_string(),
                b: b.to_string(),
                transpose,
            });
        }
    }
    out
}

/// `wgmma_desc.<swizzle>[.elem]` (typed-ptx extension): a matrix descriptor.
pub(super) fn wgmma_desc(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    let swizzle = match parts.get(1).map(|p| p.text.as_str()) {
        Some("none") => "None",
        Some("b32") => "B32",
        Some("b64") => "B64",
        Some("b128") => "B128",
        Some(_) => {
            return Err(bad(
                &parts[1],
                "swizzle of `wgmma_desc`",
                ".none .b32 .b64 .b128",
            ));
        }
        None => {
            return Err(Error::new(
                parts[0].span,
                "`wgmma_desc` needs its swizzle: `wgmma_desc.none`, `.b32`, `.b64` or `.b128`",
            ));
        }
    };
    let elem = match parts.get(2).map(|p| p.text.as_str()) {
        None => None,
        Some("f16") => Some("F16"),
        Some("bf16") => Some("Bf16"),
        Some("tf32") => Some("f32"),
        Some("e4m3") => Some("E4m3x4"),
        Some("e5m2") => Some("E5m2x4"),
        Some(_) => {
            return Err(bad(
                &parts[2],
                "element type of `wgmma_desc`",
                ".f16 .bf16 .tf32 .e4m3 .e5m2 (or none: the address's own)",
            ));
        }
    };
    no_more(parts, 3, mn)?;
    Ok(Op::WgmmaDesc { swizzle, elem })
}

/// `wgmma_desc_advance` (typed-ptx extension).
pub(super) fn wgmma_desc_advance(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    no_more(parts, 1, mn)?;
    Ok(Op::WgmmaDescAdvance)
}

/// `frag_zero.T` (typed-ptx extension): zeroed fragment registers of type `T`.
pub(super) fn frag_zero(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    let ty = match parts.get(1).map(|p| p.text.as_str()) {
        Some("f32") => "f32",
        Some("s32") => "i32",
        Some("u32" | "b32") => "u32",
        Some("f16x2") => "F16x2",
        Some("bf16x2") => "Bf16x2",
        Some("tf32") => "Tf32",
        Some("e4m3x4") => "E4m3x4",
        Some("e5m2x4") => "E5m2x4",
        Some("s8x4") => "S8x4",
        Some("u8x4") => "U8x4",
        Some(_) => return Err(bad(&parts[1], "type of `frag_zero`", FRAG_TYS)),
        None => {
            return Err(Error::new(
                parts[0].span,
                format!("`frag_zero` needs the register type: one of {FRAG_TYS}"),
            ));
        }
    };
    no_more(parts, 2, mn)?;
    Ok(Op::FragZero { ty })
}

/// The register types of `frag_zero`, for errors.
const FRAG_TYS: &str = ".f32 .s32 .u32 .f16x2 .bf16x2 .tf32 .e4m3x4 .e5m2x4 .s8x4 .u8x4";

/// The register type (builder name) of an `mma`/`wgmma` element type.
fn frag_reg(t: &str) -> Option<&'static str> {
    Some(match t {
        "f16" => "F16x2",
        "bf16" => "Bf16x2",
        "tf32" => "Tf32",
        "s8" => "S8x4",
        "u8" => "U8x4",
        "e4m3" => "E4m3x4",
        "e5m2" => "E5m2x4",
        _ => return None,
    })
}

/// Expects `parts[i..]` to be exactly `words`.
fn expect_parts(parts: &[Part], i: usize, words: &[&str], mn: &str, form: &str) -> syn::Result<()> {
    for (j, w) in words.iter().enumerate() {
        match parts.get(i + j) {
            Some(p) if p.text == *w => {}
            Some(p) => return Err(bad(p, &format!("part of `{mn}`"), &format!("`{form}`"))),
            None => {
                return Err(Error::new(
                    parts[parts.len() - 1].span,
                    format!("`{mn}` is incomplete: write `{form}`"),
                ));
            }
        }
    }
    Ok(())
}
