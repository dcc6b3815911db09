//! `mbarrier.*`: the builder method, the operands and the space, from the mnemonic.

use proc_macro2::Span;
use syn::Error;
use typed_ptx_isa::Mod;

use super::{MbShape, Mn, Op, Space, bad, no_more, sem_scope, space_named};

/// `mbarrier.*`: the builder method, the operands and the space, from the mnemonic.
pub(super) fn mbarrier(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    let forms = "`mbarrier.init`, `.inval`, `.arrive` (`.expect_tx`, `.noComplete`), `.arrive_drop`, `.expect_tx`, `.complete_tx`, `.test_wait` (`.parity`), `.try_wait` (`.parity`), `.wait.parity` (typed-ptx: the `try_wait.parity` loop), `.pending_count`";
    let Some(p1) = parts.get(1) else {
        return Err(Error::new(parts[0].span, format!("legal forms: {forms}")));
    };
    let mut i = 2;
    let mut take = |word: &str| {
        if parts.get(i).is_some_and(|p| p.text == word) {
            i += 1;
            true
        } else {
            false
        }
    };
    let op = p1.text.as_str();
    let expect_tx = op == "arrive" && take("expect_tx");
    let no_complete = op == "arrive" && !expect_tx && take("noComplete");
    let parity = matches!(op, "test_wait" | "try_wait" | "wait") && take("parity");
    if op == "pending_count" {
        match parts.get(2) {
            Some(t) if t.text == "b64" => {}
            Some(t) => {
                return Err(bad(t, "type of `mbarrier.pending_count`", Mod::B64.text()));
            }
            None => return Err(Error::new(p1.span, "write `mbarrier.pending_count.b64`")),
        }
        no_more(parts, 3, mn)?;
        return Ok(Op::Mbar {
            method: "mbarrier_pending_count",
            shape: MbShape::Pending,
            space: Space::Generic,
            scope: None,
        });
    }
    let sems: &[(&str, &'static str)] = match op {
        "arrive" | "arrive_drop" => &[("release", "release"), ("relaxed", "relaxed")],
        "test_wait" | "try_wait" | "wait" => &[("acquire", "acquire"), ("relaxed", "relaxed")],
        "expect_tx" | "complete_tx" => &[("relaxed", "relaxed")],
        "init" | "inval" => &[],
        _ => return Err(bad(p1, "form of `mbarrier`", forms)),
    };
    let sem = sem_scope(parts, i, mn, sems)?;
    if sem.is_some() {
        i += 2;
    }
    if op == "wait" && !parity {
        return Err(Error::new(
            p1.span,
            format!(
                "`{mn}`: typed-ptx's wait loop (`try_wait.parity` until the phase completes) waits on a phase parity: write `mbarrier.wait.parity[.acquire.SCOPE][.shared].b64 [bar], parity;` (for a state token, loop over `mbarrier.try_wait` with `while`)"
            ),
        ));
    }
    let mut space = Space::Generic;
    let mut space_span = p1.span;
    if let Some(p) = parts.get(i)
        && let Some(s) = space_named(&p.text)
    {
        if !matches!(s, Space::SharedCta | Space::SharedCluster) {
            return Err(Error::new(
                p.span,
                format!(
                    "an mbarrier lives in shared memory: `{mn}` takes a .shared (.shared::cta) address, a generic one, or for the remote forms a .shared::cluster one; not .{}",
                    p.text
                ),
            ));
        }
        space = s;
        space_span = p.span;
        i += 1;
    }
    match parts.get(i) {
        Some(t) if t.text == "b64" => {}
        Some(t) => return Err(bad(t, &format!("modifier of `{mn}`"), "a space, then .b64")),
        None => {
            return Err(Error::new(
                parts[parts.len() - 1].span,
                format!("`{mn}` ends with its type: .b64"),
            ));
        }
    }
    no_more(parts, i + 1, mn)?;
    let form = MbForm {
        op,
        expect_tx,
        no_complete,
        parity,
        sem,
        space,
        space_span,
    };
    if space == Space::SharedCluster {
        remote(m, &form)
    } else {
        local(m, &form)
    }
}

/// An mbarrier mnemonic as read: its operation, qualifiers and space.
struct MbForm<'a> {
    op: &'a str,
    expect_tx: bool,
    no_complete: bool,
    parity: bool,
    /// The memory-order qualifier and its scope (`.release.cluster`), when written.
    sem: Option<(&'static str, &'static str)>,
    space: Space,
    /// Where the space is written (the operation when it is not).
    space_span: Span,
}

/// The forms on another CTA's mbarrier (`.shared::cluster`): the table's, release (relaxed
/// for expect_tx/complete_tx) at cluster scope.
fn remote(m: &Mn, f: &MbForm) -> syn::Result<Op> {
    let mn = m.mn.as_str();
    let MbForm {
        op,
        expect_tx,
        no_complete,
        sem,
        space,
        space_span,
        ..
    } = *f;
    let scope = sem.map(|(_, s)| s);
    if scope != Some("Cluster") {
        let s = if matches!(op, "expect_tx" | "complete_tx") {
            "relaxed"
        } else {
            "release"
        };
        return Err(Error::new(
            space_span,
            format!(
                "on another CTA's mbarrier (.shared::cluster) write `mbarrier.{op}{}.{s}.cluster.shared::cluster.b64`",
                if expect_tx { ".expect_tx" } else { "" }
            ),
        ));
    }
    let relaxed = sem.is_some_and(|(s, _)| s == "relaxed");
    let (method, shape) = match (op, expect_tx, relaxed) {
        ("arrive", false, false) if !no_complete => ("mbarrier_arrive_remote", MbShape::Remote),
        ("arrive", false, true) if !no_complete => {
            ("mbarrier_arrive_relaxed_remote", MbShape::Remote)
        }
        ("arrive", true, false) => ("mbarrier_arrive_expect_tx_remote", MbShape::RemoteCount),
        ("arrive", true, true) => (
            "mbarrier_arrive_expect_tx_relaxed_remote",
            MbShape::RemoteCount,
        ),
        ("arrive_drop", _, false) => ("mbarrier_arrive_drop_remote", MbShape::Remote),
        ("expect_tx", ..) => ("mbarrier_expect_tx_remote", MbShape::AddrCount),
        ("complete_tx", ..) => ("mbarrier_complete_tx_remote", MbShape::AddrCount),
        _ => {
            return Err(Error::new(
                space_span,
                format!(
                    "`{mn}` has no .shared::cluster form: a thread initialises, invalidates and waits on its own CTA's mbarriers only"
                ),
            ));
        }
    };
    Ok(Op::Mbar {
        method,
        shape,
        space,
        scope: None,
    })
}

/// The forms on this CTA's mbarrier (a `.shared::cta` or a generic address).
fn local(m: &Mn, f: &MbForm) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    let MbForm {
        op,
        expect_tx,
        no_complete,
        parity,
        sem,
        space,
        space_span,
    } = *f;
    let scope = sem.map(|(_, s)| s);
    let shared_only = |what: &str| -> syn::Result<()> {
        if space == Space::SharedCta {
            Ok(())
        } else {
            Err(Error::new(
                space_span,
                format!(
                    "{what} takes a .shared::cta address: write `.shared` (or `.shared::cta`) before `.b64`"
                ),
            ))
        }
    };
    if sem.is_some() && !matches!(op, "expect_tx" | "complete_tx") {
        shared_only("an mbarrier form with explicit semantics")?;
    }
    if (no_complete || op == "arrive_drop") && space != Space::SharedCta {
        shared_only(&format!("`{mn}`"))?;
    }
    if sem.is_some() && matches!(op, "expect_tx" | "complete_tx") {
        shared_only(&format!("`{mn}`"))?;
    }
    // No qualifier, the ordered one of the form (`.release`, `.acquire`) or `.relaxed`.
    let ordering = match sem {
        None => "",
        Some(("relaxed", _)) => "relaxed",
        Some(_) => "ordered",
    };
    let (method, shape) = match (op, expect_tx, no_complete, parity, ordering) {
        ("init", ..) => ("mbarrier_init", MbShape::AddrCount),
        ("inval", ..) => ("mbarrier_inval", MbShape::Addr),
        ("arrive", false, false, _, "") => ("mbarrier_arrive", MbShape::Token),
        ("arrive", false, false, _, "ordered") => ("mbarrier_arrive_release", MbShape::Token),
        ("arrive", false, false, _, "relaxed") => ("mbarrier_arrive_relaxed", MbShape::Token),
        ("arrive", true, _, _, "") => ("mbarrier_arrive_expect_tx", MbShape::TokenCount),
        ("arrive", true, _, _, "ordered") => {
            ("mbarrier_arrive_expect_tx_release_at", MbShape::TokenCount)
        }
        ("arrive", true, false, _, "relaxed") => {
            ("mbarrier_arrive_expect_tx_relaxed", MbShape::TokenCount)
        }
        ("arrive", false, true, _, "") => ("mbarrier_arrive_no_complete", MbShape::TokenCount),
        ("arrive_drop", _, _, _, "") => ("mbarrier_arrive_drop", MbShape::Token),
        ("expect_tx", ..) if ordering.is_empty() => ("mbarrier_expect_tx", MbShape::AddrCount),
        ("expect_tx", ..) => ("mbarrier_expect_tx_relaxed", MbShape::AddrCount),
        ("complete_tx", ..) if ordering.is_empty() => ("mbarrier_complete_tx", MbShape::AddrCount),
        ("complete_tx", ..) => ("mbarrier_complete_tx_relaxed", MbShape::AddrCount),
        ("test_wait", _, _, false, "") => ("mbarrier_test_wait", MbShape::Wait),
        ("test_wait", _, _, true, "") => ("mbarrier_test_wait_parity", MbShape::WaitParity),
        ("test_wait", _, _, false, "ordered") => ("mbarrier_test_wait_acquire", MbShape::Wait),
        ("test_wait", _, _, true, "ordered") => {
            ("mbarrier_test_wait_parity_acquire", MbShape::WaitParity)
        }
        ("test_wait", _, _, false, "relaxed") => ("mbarrier_test_wait_relaxed", MbShape::Wait),
        ("test_wait", _, _, true, "relaxed") => {
            ("mbarrier_test_wait_parity_relaxed", MbShape::WaitParity)
        }
        ("try_wait", _, _, false, "") => ("mbarrier_try_wait", MbShape::TryWait),
        ("try_wait", _, _, true, "") => ("mbarrier_try_wait_parity", MbShape::TryWaitParity),
        ("try_wait", _, _, false, "ordered") => ("mbarrier_try_wait_acquire", MbShape::TryWait),
        ("try_wait", _, _, true, "ordered") => {
            ("mbarrier_try_wait_parity_acquire", MbShape::TryWaitParity)
        }
        ("try_wait", _, _, false, "relaxed") => ("mbarrier_try_wait_relaxed", MbShape::TryWait),
        ("try_wait", _, _, true, "relaxed") => {
            ("mbarrier_try_wait_parity_relaxed", MbShape::TryWaitParity)
        }
        ("wait", _, _, true, "") => ("mbarrier_wait_parity", MbShape::WaitLoop),
        ("wait", _, _, true, "ordered") => ("mbarrier_wait_parity_acquire", MbShape::WaitLoop),
        _ => {
            return Err(Error::new(
                parts[1].span,
                format!(
                    "`{mn}` is not an mbarrier form typed-ptx has (no explicit semantics on `arrive_drop` or `arrive.noComplete` of this CTA's mbarrier; `.relaxed` on arrive, arrive.expect_tx, expect_tx, complete_tx, test_wait and try_wait only)"
                ),
            ));
        }
    };
    Ok(Op::Mbar {
        method,
        shape,
        space,
        scope,
    })
}
