//! Addresses and their spaces: `cvta`, `cvta.to`, `isspacep`, `mapa`, `getctarank`, and
//! `index` (typed-ptx extension).

use syn::Error;

use crate::front::mnemonic;

use super::{Mn, Op, Part, SPACES, Space, bad, no_more, space_named};

/// `getctarank[.shared::cluster][.u32|.u64]`: a shared address, or a generic one.
pub(super) fn getctarank(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    let generic = parts.get(1).is_none_or(|p| p.text != "shared::cluster");
    let mut i = if generic { 1 } else { 2 };
    if let Some(p) = parts.get(1)
        && generic
        && p.text != "u64"
    {
        return Err(bad(
            p,
            "modifier of `getctarank`",
            ".shared::cluster (a shared address), .u64 (a generic one)",
        ));
    }
    if parts
        .get(i)
        .is_some_and(|p| p.text == "u64" || (!generic && p.text == "u32"))
    {
        i += 1;
    }
    no_more(parts, i, mn)?;
    Ok(Op::Getctarank { generic })
}

/// `cvta.<space>` and `cvta.to.<space>`.
pub(super) fn cvta(m: &Mn) -> syn::Result<Op> {
    let parts = m.parts;
    let Some(p1) = parts.get(1) else {
        return Err(Error::new(
            parts[0].span,
            format!("`cvta` names a space: `cvta.<space>` or `cvta.to.<space>`, with {SPACES}"),
        ));
    };
    if p1.text == "to" {
        let Some(p2) = parts.get(2) else {
            return Err(Error::new(
                p1.span,
                format!("`cvta.to` names the space to convert to: {SPACES}"),
            ));
        };
        let space = space_of(p2, "space of `cvta.to`")?;
        cvta_tail(parts, 3, &mnemonic::text(&parts[..3]), true)?;
        Ok(Op::CvtaTo { space })
    } else {
        let space = space_of(p1, "space of `cvta`")?;
        cvta_tail(parts, 2, &mnemonic::text(&parts[..2]), true)?;
        Ok(Op::Cvta { space })
    }
}

/// `isspacep.<space>`.
pub(super) fn isspacep(m: &Mn) -> syn::Result<Op> {
    let parts = m.parts;
    let Some(p1) = parts.get(1) else {
        return Err(Error::new(
            parts[0].span,
            format!("`isspacep` names a space: {SPACES}"),
        ));
    };
    let space = space_of(p1, "space of `isspacep`")?;
    cvta_tail(parts, 2, "isspacep", false)?;
    Ok(Op::Isspacep {
        space,
        span: p1.span,
    })
}

/// `mapa[.shared::cluster][.u32|.u64]`.
pub(super) fn mapa(m: &Mn) -> syn::Result<Op> {
    let parts = m.parts;
    let mut i = 1;
    if parts.get(1).is_some_and(|p| p.text == "shared::cluster") {
        i = 2;
    }
    if parts
        .get(i)
        .is_some_and(|p| p.text == "u32" || p.text == "u64")
    {
        i += 1;
    }
    no_more(parts, i, "mapa")?;
    Ok(Op::Mapa)
}

/// `index` (typed-ptx extension): `p + i * sizeof(T)`, in p's space.
pub(super) fn index(m: &Mn) -> syn::Result<Op> {
    let parts = m.parts;
    no_more(parts, 1, "index")?;
    Ok(Op::Index)
}

fn space_of(p: &Part, what: &str) -> syn::Result<Space> {
    space_named(&p.text).ok_or_else(|| bad(p, what, SPACES))
}

/// `cvta`/`isspacep` take exactly a named space and, for `cvta`, an optional `.u64`.
fn cvta_tail(parts: &[Part], i: usize, mn: &str, size: bool) -> syn::Result<()> {
    if let Some(p) = parts.get(i) {
        if size && p.text == "u64" {
            return no_more(parts, i + 1, mn);
        }
        if size && p.text == "u32" {
            return Err(Error::new(
                p.span,
                format!(
                    "`{mn}.u32` is the 32-bit ABI's form: typed-ptx modules are 64-bit, so `cvta` is always `.u64` (write `{mn}` or `{mn}.u64`)"
                ),
            ));
        }
        return Err(bad(
            p,
            &format!("modifier of `{mn}`"),
            if size { ".u64 (optional)" } else { "none" },
        ));
    }
    Ok(())
}
