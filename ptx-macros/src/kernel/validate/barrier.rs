//! Barriers and fences: `bar`, `barrier`, `membar`, `fence` (the proxy fences included).

use proc_macro2::Span;
use syn::Error;
use typed_ptx_isa::FormId;

use super::{Mn, Op, Part, bad, no_more};

/// `bar.{sync,arrive,warp.sync}` and `barrier.{sync,arrive,cluster.arrive,cluster.wait}`.
pub(super) fn bar(m: &Mn) -> syn::Result<Op> {
    let (parts, head, mn) = (m.parts, m.head, m.mn.as_str());
    let legal = if head == "bar" {
        "`bar.sync`, `bar.arrive`, `bar.warp.sync`"
    } else {
        "`barrier.sync`, `barrier.arrive`, `barrier.cluster.arrive`, `barrier.cluster.wait`"
    };
    let Some(p1) = parts.get(1) else {
        return Err(Error::new(parts[0].span, format!("legal forms: {legal}")));
    };
    let (op, n) = match (
        head,
        p1.text.as_str(),
        parts.get(2).map(|p| p.text.as_str()),
    ) {
        ("bar", "sync", _) => (Op::BarSync, 2),
        ("barrier", "sync", _) => (Op::BarrierSync, 2),
        ("bar", "arrive", _) => (Op::BarArrive { barrier: false }, 2),
        ("barrier", "arrive", _) => (Op::BarArrive { barrier: true }, 2),
        ("bar", "warp", Some("sync")) => (Op::BarWarpSync, 3),
        ("barrier", "cluster", Some("arrive")) => (Op::ClusterArrive, 3),
        ("barrier", "cluster", Some("wait")) => (Op::ClusterWait, 3),
        ("bar", "warp", _) | ("barrier", "cluster", _) => {
            let at = parts.get(2).unwrap_or(p1);
            return Err(Error::new(at.span, format!("legal forms: {legal}")));
        }
        _ => return Err(bad(p1, &format!("form of `{head}`"), legal)),
    };
    no_more(parts, n, mn)?;
    Ok(op)
}

/// `membar.{cta,gl,sys}`.
pub(super) fn membar(m: &Mn) -> syn::Result<Op> {
    let parts = m.parts;
    let legal = ".cta .gl .sys";
    let Some(p) = parts.get(1) else {
        return Err(Error::new(
            parts[0].span,
            format!("`membar` needs a scope: {legal}"),
        ));
    };
    let scope = match p.text.as_str() {
        "cta" => "Cta",
        "gl" => "Gpu",
        "sys" => "Sys",
        _ => return Err(bad(p, "scope of `membar`", legal)),
    };
    no_more(parts, 2, "membar")?;
    Ok(Op::Membar { scope })
}

/// `fence{.sem}.<scope>` (`.acq_rel`, `.sc`, `.acquire`, `.release`), the
/// `.sync_restrict` and alias fences, and the proxy fences. Every legal spelling is a row
/// the table resolves before the family is asked: this says what is wrong with the others.
pub(super) fn fence(m: &Mn) -> syn::Result<Op> {
    let (parts, mn) = (m.parts, m.mn.as_str());
    let legal = ".cta .cluster .gpu .sys";
    if parts
        .get(1)
        .is_some_and(|p| p.text == "proxy" || p.text == "mbarrier_init")
    {
        return proxy_fence(parts, mn);
    }
    let sem = match parts.get(1) {
        Some(p) if matches!(p.text.as_str(), "acq_rel" | "sc" | "acquire" | "release") => p,
        Some(p) if p.text == "alias" => {
            return Err(Error::new(
                p.span,
                format!("write `{}`", FormId::FenceAliasReadRelease.form().mnemonic),
            ));
        }
        Some(p) => {
            return Err(bad(
                p,
                "form of `fence`",
                ".acq_rel .sc .acquire .release .alias .proxy .mbarrier_init",
            ));
        }
        None => {
            return Err(Error::new(
                parts[0].span,
                "write `fence{.sem}.<scope>` with .sem one of .acq_rel .sc .acquire .release",
            ));
        }
    };
    let Some(p) = parts.get(2) else {
        return Err(Error::new(
            sem.span,
            format!("`fence.{}` needs a scope: {legal}", sem.text),
        ));
    };
    if p.text.starts_with("sync_restrict") {
        return Err(Error::new(
            p.span,
            format!(
                "write `{}` or `{}`",
                FormId::FenceAcquireSyncRestrict.form().mnemonic,
                FormId::FenceReleaseSyncRestrict.form().mnemonic
            ),
        ));
    }
    if !matches!(p.text.as_str(), "cta" | "cluster" | "gpu" | "sys") {
        return Err(bad(p, "scope of `fence`", legal));
    }
    no_more(parts, 3, "fence")?;
    // Every legal `fence{.sem}.<scope>` is a spelling of a row (`FormId::FenceAcqRel`,
    // `FenceSc`, `FenceAcquire`, `FenceRelease`), which the table resolves before the
    // family is asked: this is not reached for them, and says so rather than panics.
    Err(Error::new(
        sem.span,
        format!(
            "`{mn}` is not a form of the table: {legal} after one of .acq_rel .sc .acquire .release"
        ),
    ))
}

/// `fence.proxy.*` and `fence.mbarrier_init.*` (parts[1] is `proxy` or `mbarrier_init`).
fn proxy_fence(parts: &[Part], mn: &str) -> syn::Result<Op> {
    let legal = "`fence.proxy.async[.shared::cta|.shared::cluster|.global]`, `fence.mbarrier_init.release.cluster`, `fence.proxy.tensormap::generic.{release,acquire}.<scope>`";
    let scope_of = |p: Option<&Part>, at: Span| -> syn::Result<&'static str> {
        match p {
            Some(p) => match p.text.as_str() {
                "cta" => Ok("Cta"),
                "cluster" => Ok("Cluster"),
                "gpu" => Ok("Gpu"),
                "sys" => Ok("Sys"),
                _ => Err(bad(
                    p,
                    "scope of the tensormap fence",
                    ".cta .cluster .gpu .sys",
                )),
            },
            None => Err(Error::new(
                at,
                "the tensormap fence needs a scope: .cta .cluster .gpu .sys",
            )),
        }
    };
    if parts[1].text == "mbarrier_init" {
        let ok = parts.get(2).is_some_and(|p| p.text == "release")
            && parts.get(3).is_some_and(|p| p.text == "cluster");
        if !ok {
            return Err(Error::new(
                parts[1].span,
                "write `fence.mbarrier_init.release.cluster`",
            ));
        }
        no_more(parts, 4, mn)?;
        return Ok(Op::ProxyFence {
            method: "fence_mbarrier_init",
            arg: None,
            acquire: false,
        });
    }
    match parts.get(2).map(|p| p.text.as_str()) {
        Some("async") => {
            let arg = match parts.get(3).map(|p| p.text.as_str()) {
                None => None,
                Some("shared" | "shared::cta") => Some(("ProxySpace", "SharedCta")),
                Some("shared::cluster") => Some(("ProxySpace", "SharedCluster")),
                Some("global") => Some(("ProxySpace", "Global")),
                Some(_) => {
                    return Err(bad(
                        &parts[3],
                        "space of `fence.proxy.async`",
                        ".shared::cta .shared::cluster .global (or none: every space)",
                    ));
                }
            };
            no_more(parts, if arg.is_some() { 4 } else { 3 }, mn)?;
            Ok(Op::ProxyFence {
                method: if arg.is_some() {
                    "fence_proxy_async_space"
                } else {
                    "fence_proxy_async"
                },
                arg,
                acquire: false,
            })
        }
        Some("tensormap::generic") => {
            let (method, acquire) = match parts.get(3).map(|p| p.text.as_str()) {
                Some("release") => ("fence_proxy_tensormap_release", false),
                Some("acquire") => ("fence_proxy_tensormap_acquire", true),
                Some(_) => {
                    return Err(bad(
                        &parts[3],
                        "semantics of the tensormap fence",
                        ".release .acquire",
                    ));
                }
                None => {
                    return Err(Error::new(
                        parts[2].span,
                        "write `.release.<scope>` or `.acquire.<scope>`",
                    ));
                }
            };
            let scope = scope_of(parts.get(4), parts[3].span)?;
            no_more(parts, 5, mn)?;
            Ok(Op::ProxyFence {
                method,
                arg: Some(("Scope", scope)),
                acquire,
            })
        }
        Some("alias") => Err(Error::new(
            parts[2].span,
            format!(
                "write `{}` or `{}`",
                FormId::FenceProxyAlias.form().mnemonic,
                FormId::FenceProxyAliasSys.form().spell.template
            ),
        )),
        Some("async::generic") => Err(Error::new(
            parts[2].span,
            format!(
                "write `{}`, `{}` or `{}`",
                FormId::FenceProxyAsyncGenericAcquire.form().mnemonic,
                FormId::FenceProxyAsyncGenericRelease.form().mnemonic,
                FormId::FenceProxyAsyncGenericReleaseRead
                    .form()
                    .spell
                    .template
            ),
        )),
        _ => Err(Error::new(parts[1].span, format!("legal forms: {legal}"))),
    }
}
