//! `cp.async`: the non-bulk asynchronous copies, their groups and their mbarrier arrive.

use syn::Error;

use super::{Mn, Op, bad, no_more};

/// `cp.async.{ca,cg}.shared.global`, `cp.async.mbarrier.arrive[.noinc].shared.b64` and the
/// group operations (the bulk forms are [`super::bulk`]'s).
pub(super) fn cp_async(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    let legal = "`cp.async.ca.shared.global`, `cp.async.cg.shared.global`, `cp.async.commit_group`, `cp.async.wait_group`, `cp.async.wait_all`, `cp.async.bulk…`, `cp.reduce.async.bulk…`";
    match parts.get(1) {
        Some(p) if p.text == "async" => {}
        Some(p) => return Err(bad(p, "form of `cp`", legal)),
        None => return Err(Error::new(parts[0].span, format!("legal forms: {legal}"))),
    }
    let Some(p2) = parts.get(2) else {
        return Err(Error::new(parts[1].span, format!("legal forms: {legal}")));
    };
    match p2.text.as_str() {
        "mbarrier" => {
            let ok = parts.get(3).is_some_and(|p| p.text == "arrive");
            if !ok {
                return Err(Error::new(
                    p2.span,
                    "write `cp.async.mbarrier.arrive[.noinc].shared.b64`",
                ));
            }
            let noinc = parts.get(4).is_some_and(|p| p.text == "noinc");
            let i = 4 + usize::from(noinc);
            match (
                parts.get(i).map(|p| p.text.as_str()),
                parts.get(i + 1).map(|p| p.text.as_str()),
            ) {
                (Some("shared" | "shared::cta"), Some("b64")) => {}
                _ => {
                    return Err(Error::new(
                        parts[parts.len() - 1].span,
                        "write `cp.async.mbarrier.arrive[.noinc].shared.b64 [bar]` (the mbarrier is this CTA's, in .shared::cta)",
                    ));
                }
            }
            no_more(parts, i + 2, mn)?;
            Ok(Op::CpAsyncMbar { noinc })
        }
        "commit_group" => no_more(parts, 3, mn).map(|_| Op::CommitGroup),
        "wait_group" => no_more(parts, 3, mn).map(|_| Op::WaitGroup),
        "wait_all" => no_more(parts, 3, mn).map(|_| Op::WaitAll),
        "ca" | "cg" => {
            // Both spaces are fixed: .shared(::cta) destination, .global source.
            match parts.get(3).map(|p| p.text.as_str()) {
                Some("shared" | "shared::cta") => {}
                Some(_) => {
                    return Err(Error::new(
                        parts[3].span,
                        format!(
                            "`cp.async` writes to .shared::cta, not to .{}; write `cp.async.{}.shared.global`",
                            parts[3].text, p2.text
                        ),
                    ));
                }
                None => {
                    return Err(Error::new(
                        p2.span,
                        format!("write `cp.async.{}.shared.global`", p2.text),
                    ));
                }
            }
            match parts.get(4).map(|p| p.text.as_str()) {
                Some("global") => {}
                Some(_) => {
                    return Err(Error::new(
                        parts[4].span,
                        format!("`cp.async` reads from .global, not from .{}", parts[4].text),
                    ));
                }
                None => {
                    return Err(Error::new(
                        parts[3].span,
                        format!("write `cp.async.{}.shared.global`", p2.text),
                    ));
                }
            }
            no_more(parts, 5, mn)?;
            Ok(Op::CpAsync {
                cg: p2.text == "cg",
            })
        }
        _ => Err(bad(p2, "form of `cp.async`", legal)),
    }
}
