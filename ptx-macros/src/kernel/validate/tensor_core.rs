//! The tensor-core instructions (`mma`, `ldmatrix`, `stmatrix`, `wgmma`) and the
//! typed-ptx extensions that make their operands (`wgmma_desc`, `wgmma_desc_advance`,
//! `frag_zero`).

use syn::Error;
use typed_ptx_isa::FormId;

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
            format!("`{mn}` needs its shape and types: {MMA_FORMS}"),
        ));
    };
    let (shape, k) = match sp.text.as_str() {
        "m16n8k16" => ("M16N8K16", 16),
        "m16n8k8" => ("M16N8K8", 8),
        "m16n8k32" => ("M16N8K32", 32),
        _ => {
            return Err(bad(
                sp,
                "shape of `mma.sync`",
                ".m16n8k16 .m16n8k8 .m16n8k32",
            ));
        }
    };
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
                format!("`{mn}` needs four types (D, A, B, C): {MMA_FORMS}"),
            )
        })
    };
    let (d, a, b, c) = (ty(6)?, ty(7)?, ty(8)?, ty(9)?);
    no_more(parts, 10, mn)?;
    let legal = matches!(
        (
            k,
            d.text.as_str(),
            a.text.as_str(),
            b.text.as_str(),
            c.text.as_str(),
        ),
        (16, "f32", "f16", "f16", "f32")
            | (16, "f16", "f16", "f16", "f16")
            | (16, "f32", "bf16", "bf16", "f32")
            | (8, "f32", "tf32", "tf32", "f32")
            | (32, "s32", "s8" | "u8", "s8" | "u8", "s32")
            | (32, "f32", "e4m3" | "e5m2", "e4m3" | "e5m2", "f32")
    );
    if !legal {
        return Err(Error::new(
            d.span.join(c.span).unwrap_or(d.span),
            format!("`{mn}` is not an mma form of the instruction table; legal: {MMA_FORMS}"),
        ));
    }
    let acc = |p: &Part| match p.text.as_str() {
        "f32" => ("f32", 4),
        "s32" => ("i32", 4),
        _ => ("F16x2", 2),
    };
    Ok(Op::Mma {
        shape,
        a: (frag_reg(&a.text).expect("checked"), 4),
        b: (frag_reg(&b.text).expect("checked"), 2),
        c: acc(c),
    })
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
            _ => FormId::WgmmaF16,
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
    if n == 0 || n > 256 || n % 8 != 0 {
        return Err(Error::new(
            sp.span,
            format!(
                "`wgmma.mma_async` has no shape `.{}`: N is a multiple of 8 from 8 to 256",
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
    let (want_k, dtypes) = match (a.text.as_str(), b.text.as_str()) {
        ("f16", "f16") => (16, &["f32", "f16"][..]),
        ("bf16", "bf16") => (16, &["f32"][..]),
        ("tf32", "tf32") => (8, &["f32"][..]),
        ("e4m3" | "e5m2", "e4m3" | "e5m2") => (32, &["f32", "f16"][..]),
        _ => {
            return Err(Error::new(
                a.span.join(b.span).unwrap_or(a.span),
                "`wgmma.mma_async` multiplies .f16.f16, .bf16.bf16, .tf32.tf32 or e4m3/e5m2 pairs",
            ));
        }
    };
    if k != want_k {
        return Err(Error::new(
            sp.span,
            format!(
                "`.{}.{}` wgmma has K = {want_k}: write `.m64n{n}k{want_k}`",
                a.text, b.text
            ),
        ));
    }
    if !dtypes.contains(&d.text.as_str()) {
        return Err(bad(
            d,
            &format!("accumulator type of `wgmma` .{}.{}", a.text, b.text),
            &dtypes
                .iter()
                .map(|x| format!(".{x}"))
                .collect::<Vec<_>>()
                .join(" "),
        ));
    }
    Ok(Op::Wgmma {
        n,
        d: if d.text == "f32" { "f32" } else { "F16x2" },
        a: frag_reg(&a.text).expect("checked"),
        b: frag_reg(&b.text).expect("checked"),
        transpose: want_k == 16,
    })
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

/// The `mma` forms, for errors.
const MMA_FORMS: &str = "`mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32`, `….m16n8k16.row.col.f16.f16.f16.f16`, `….m16n8k16.row.col.f32.bf16.bf16.f32`, `….m16n8k8.row.col.f32.tf32.tf32.f32`, `….m16n8k32.row.col.s32.{s8,u8}.{s8,u8}.s32`, `….m16n8k32.row.col.f32.{e4m3,e5m2}.{e4m3,e5m2}.f32`";

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
