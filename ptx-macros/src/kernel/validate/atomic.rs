//! Atomics: `atom` and `red`.

use syn::Error;

use typed_ptx_isa::Mod;

use super::{Mn, Op, Space, Ty, TyExt, bad, need_ty, no_more, sem_scope, space_named};

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
        "add" => (Some("Add"), legal_types(Mod::Add)),
        "min" => (Some("Min"), legal_types(Mod::Min)),
        "max" => (Some("Max"), legal_types(Mod::Max)),
        "and" => (Some("And"), legal_types(Mod::And)),
        "or" => (Some("Or"), legal_types(Mod::Or)),
        "xor" => (Some("Xor"), legal_types(Mod::Xor)),
        "exch" if !red => (Some("Exch"), legal_types(Mod::Exch)),
        "inc" => (Some("Inc"), legal_types(Mod::Inc)),
        "dec" => (Some("Dec"), legal_types(Mod::Dec)),
        "cas" if !red => (None, legal_types(Mod::Cas)),
        _ => return Err(bad(o, &format!("operation of `{head}`"), ops)),
    };
    let what = format!("type of `{head}.{}`", o.text);
    let (ty, ty_span) = need_ty(parts, i + 1, &format!("{head}.{}", o.text), legal)?;
    if !takes_type(legal, ty) {
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

/// The types an operation of `atom`/`red` takes, as the messages list them.
fn legal_types(op: Mod) -> &'static str {
    match op {
        Mod::Add => ".u32 .s32 .u64 .f32 .f64",
        Mod::Min | Mod::Max => ".u32 .s32 .u64 .s64",
        Mod::Exch | Mod::Cas => ".b32 .b64 .b128",
        Mod::Inc | Mod::Dec => Mod::U32.text(),
        _ => ".b32 .b64",
    }
}

fn takes_type(legal: &str, ty: Ty) -> bool {
    legal.split(' ').any(|l| &l[1..] == ty.name())
}

/// Whether the operation `op` of `atom`/`red` takes type `ty` (the rows take every
/// operation with every type; typed-ptx's builder takes these).
pub(super) fn takes(op: Mod, ty: Ty) -> bool {
    takes_type(legal_types(op), ty)
}
