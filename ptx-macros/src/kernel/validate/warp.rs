//! Warp-level instructions: `elect`, `redux`, `match`, `shfl`, `vote`, `activemask`.

use syn::Error;
use typed_ptx_isa::{FormId, Mod};

use super::{Mn, Op, Ty, bad, need_ty, no_more};

/// `elect.sync`.
pub(super) fn elect(m: &Mn) -> syn::Result<Op> {
    let parts = m.parts;
    match parts.get(1) {
        Some(p) if p.text == "sync" => {}
        Some(p) => return Err(bad(p, "form of `elect`", ".sync")),
        None => return Err(Error::new(parts[0].span, "write `elect.sync`")),
    }
    no_more(parts, 2, FormId::ElectSync.form().mnemonic)?;
    Ok(Op::Elect)
}

/// `redux.sync.op{.abs}{.NaN}.T`: the integer and bitwise forms, and the f32 min/max.
pub(super) fn redux(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    match parts.get(1) {
        Some(p) if p.text == "sync" => {}
        Some(p) => return Err(bad(p, "form of `redux`", ".sync")),
        None => return Err(Error::new(parts[0].span, "write `redux.sync.op.T`")),
    }
    let ops = ".add .min .max (.u32 .s32), .and .or .xor (.b32), .min/.max{.abs}{.NaN}.f32";
    let Some(o) = parts.get(2) else {
        return Err(Error::new(
            parts[1].span,
            format!("`redux.sync` needs an operation: {ops}"),
        ));
    };
    let (op, bits) = match o.text.as_str() {
        "add" => ("Add", false),
        "min" => ("Min", false),
        "max" => ("Max", false),
        "and" => ("And", true),
        "or" => ("Or", true),
        "xor" => ("Xor", true),
        _ => return Err(bad(o, "operation of `redux.sync`", ops)),
    };
    let mut i = 3;
    let mut abs = false;
    let mut nan = false;
    if matches!(op, "Min" | "Max") {
        if parts.get(i).is_some_and(|p| p.text == "abs") {
            abs = true;
            i += 1;
        }
        if parts.get(i).is_some_and(|p| p.text == "NaN") {
            nan = true;
            i += 1;
        }
    }
    let legal = if bits {
        Mod::B32.text()
    } else {
        ".u32 .s32 (.f32 for min/max)"
    };
    let (ty, ty_span) = need_ty(parts, i, mn, legal)?;
    no_more(parts, i + 1, mn)?;
    if ty == Ty::F32 && !bits {
        return Ok(Op::ReduxF32 {
            max: op == "Max",
            abs,
            nan,
        });
    }
    if abs || nan {
        return Err(Error::new(
            parts[3].span,
            "`.abs` and `.NaN` belong to the f32 forms: `redux.sync.min.abs.NaN.f32`",
        ));
    }
    let ok = if bits {
        ty == Ty::B32
    } else {
        matches!(ty, Ty::U32 | Ty::S32)
    };
    if !ok {
        return Err(bad(
            &parts[i],
            &format!("type of `redux.sync.{}`", o.text),
            legal,
        ));
    }
    Ok(Op::Redux { op, ty, ty_span })
}

/// `match.{any,all}.sync.{b32,b64}`.
pub(super) fn match_sync(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    let legal =
        "`match.any.sync.b32`, `match.any.sync.b64`, `match.all.sync.b32`, `match.all.sync.b64`";
    let all = match parts.get(1).map(|p| p.text.as_str()) {
        Some("any") => false,
        Some("all") => true,
        Some(_) => return Err(bad(&parts[1], "form of `match`", ".any .all")),
        None => return Err(Error::new(parts[0].span, format!("legal forms: {legal}"))),
    };
    match parts.get(2) {
        Some(p) if p.text == "sync" => {}
        Some(p) => return Err(bad(p, "form of `match`", legal)),
        None => return Err(Error::new(parts[1].span, format!("legal forms: {legal}"))),
    }
    let (ty, ty_span) = need_ty(parts, 3, mn, ".b32 .b64")?;
    if !matches!(ty, Ty::B32 | Ty::B64) {
        return Err(bad(
            &parts[3],
            "type of `match.sync`",
            ".b32 .b64 (the register is a u32, s32, u64 or s64)",
        ));
    }
    no_more(parts, 4, mn)?;
    Ok(Op::Match { all, ty, ty_span })
}

/// `shfl.sync.mode.b32`.
pub(super) fn shfl(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    let legal =
        "`shfl.sync.up.b32`, `shfl.sync.down.b32`, `shfl.sync.bfly.b32`, `shfl.sync.idx.b32`";
    match parts.get(1) {
        Some(p) if p.text == "sync" => {}
        Some(p) => return Err(bad(p, "form of `shfl`", legal)),
        None => return Err(Error::new(parts[0].span, format!("legal forms: {legal}"))),
    }
    let Some(m) = parts.get(2) else {
        return Err(Error::new(parts[1].span, format!("legal forms: {legal}")));
    };
    let mode = match m.text.as_str() {
        "up" => "Up",
        "down" => "Down",
        "bfly" => "Bfly",
        "idx" => "Idx",
        _ => return Err(bad(m, "mode of `shfl.sync`", ".up .down .bfly .idx")),
    };
    match parts.get(3) {
        Some(t) if t.text == "b32" => {}
        Some(t) => {
            return Err(bad(
                t,
                "type of `shfl.sync`",
                ".b32 (the register may be a u32, s32 or f32)",
            ));
        }
        None => {
            return Err(Error::new(
                m.span,
                format!("write `shfl.sync.{}.b32`", m.text),
            ));
        }
    }
    no_more(parts, 4, mn)?;
    Ok(Op::Shfl { mode })
}

/// `vote.sync.{all,any,uni}.pred` and `vote.sync.ballot.b32`.
pub(super) fn vote(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    let legal =
        "`vote.sync.all.pred`, `vote.sync.any.pred`, `vote.sync.uni.pred`, `vote.sync.ballot.b32`";
    match parts.get(1) {
        Some(p) if p.text == "sync" => {}
        Some(p) => return Err(bad(p, "form of `vote`", legal)),
        None => return Err(Error::new(parts[0].span, format!("legal forms: {legal}"))),
    }
    let Some(m) = parts.get(2) else {
        return Err(Error::new(parts[1].span, format!("legal forms: {legal}")));
    };
    let (method, ty) = match m.text.as_str() {
        "all" => ("vote_all", "pred"),
        "any" => ("vote_any", "pred"),
        "uni" => ("vote_uni", "pred"),
        "ballot" => ("vote_ballot", "b32"),
        _ => return Err(bad(m, "mode of `vote.sync`", ".all .any .uni .ballot")),
    };
    match parts.get(3) {
        Some(t) if t.text == ty => {}
        Some(t) => {
            return Err(bad(
                t,
                &format!("type of `vote.sync.{}`", m.text),
                &format!(".{ty}"),
            ));
        }
        None => {
            return Err(Error::new(
                m.span,
                format!("write `vote.sync.{}.{ty}`", m.text),
            ));
        }
    }
    no_more(parts, 4, mn)?;
    Ok(Op::Vote { method })
}

/// `activemask.b32`.
pub(super) fn activemask(m: &Mn) -> syn::Result<Op> {
    let parts = m.parts;
    match parts.get(1) {
        Some(t) if t.text == "b32" => {}
        Some(t) => return Err(bad(t, "type of `activemask`", Mod::B32.text())),
        None => return Err(Error::new(parts[0].span, "write `activemask.b32`")),
    }
    no_more(parts, 2, FormId::Activemask.form().mnemonic)?;
    Ok(Op::Activemask)
}
