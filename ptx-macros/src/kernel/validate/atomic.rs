//! Atomics: `atom` and `red`.

use syn::Error;

use super::{Mn, Op, Space, TyExt, bad, need_ty, no_more, sem_scope, space_named};

/// `atom` and `red`: `[.sem.scope][.space].op.T`.
pub(super) fn atom_red(m: &Mn) -> syn::Result<Op> {
    let (parts, head) = (m.parts, m.head);
    let red = head == "red";
    let sems: &[(&str, &'static str)] = if red {
        &[("relaxed", "Relaxed"), ("release", "Release")]
    } else {
        &[
            ("relaxed", "Relaxed"),
            ("acquire", "Acquire"),
            ("release", "Release"),
            ("acq_rel", "AcqRel"),
        ]
    };
    let sem = sem_scope(parts, 1, head, sems)?;
    let mut i = if sem.is_some() { 3 } else { 1 };
    let mut space = Space::Generic;
    if let Some(p) = parts.get(i)
        && let Some(s) = space_named(&p.text)
    {
        if matches!(s, Space::Local | Space::Const | Space::Param) {
            return Err(Error::new(
                p.span,
                format!(
                    "PTX has no atomics on the .{} state space: `{head}` takes generic, .global and .shared addresses",
                    p.text
                ),
            ));
        }
        space = s;
        i += 1;
    }
    let ops = if red {
        ".add .min .max .and .or .xor .inc .dec"
    } else {
        ".add .min .max .and .or .xor .exch .inc .dec .cas"
    };
    let Some(o) = parts.get(i) else {
        return Err(Error::new(
            parts[parts.len() - 1].span,
            format!("`{head}` needs an operation: {ops}"),
        ));
    };
    let (op, legal) = match o.text.as_str() {
        "add" => (Some("Add"), ".u32 .s32 .u64 .f32 .f64"),
        "min" => (Some("Min"), ".u32 .s32 .u64 .s64"),
        "max" => (Some("Max"), ".u32 .s32 .u64 .s64"),
        "and" => (Some("And"), ".b32 .b64"),
        "or" => (Some("Or"), ".b32 .b64"),
        "xor" => (Some("Xor"), ".b32 .b64"),
        "exch" if !red => (Some("Exch"), ".b32 .b64 .b128"),
        "inc" => (Some("Inc"), ".u32"),
        "dec" => (Some("Dec"), ".u32"),
        "cas" if !red => (None, ".b32 .b64 .b128"),
        _ => return Err(bad(o, &format!("operation of `{head}`"), ops)),
    };
    let what = format!("type of `{head}.{}`", o.text);
    let (ty, ty_span) = need_ty(parts, i + 1, &format!("{head}.{}", o.text), legal)?;
    if !legal.split(' ').any(|l| &l[1..] == ty.name()) {
        return Err(bad(&parts[i + 1], &what, legal));
    }
    no_more(parts, i + 2, head)?;
    Ok(Op::Atomic {
        red,
        space,
        op,
        ty,
        ty_span,
        sem,
    })
}
