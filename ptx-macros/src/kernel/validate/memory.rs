//! Loads and stores: `ld` and `st`, with their memory order, space, cache operator and
//! vector width.

use syn::Error;
use typed_ptx_isa::{FormId, Mod};

use super::{Mn, Op, SPACES, Space, Ty, bad, no_more, parse_ty, sem_scope, space_named};

/// `ld` and `st`: `[.sem.scope][.space][.nc][.cache][.v2|.v4][.T]`.
pub(super) fn ld_st(m: &Mn) -> syn::Result<Op> {
    let (parts, head) = (m.parts, m.head);
    let sems: &[(&str, &'static str)] = if head == "ld" {
        &[("relaxed", "ld_relaxed"), ("acquire", "ld_acquire")]
    } else {
        &[("relaxed", "st_relaxed"), ("release", "st_release")]
    };
    let sem = sem_scope(parts, 1, head, sems)?;
    let mut i = if sem.is_some() { 3 } else { 1 };
    let mut space = Space::Generic;
    let mut span = parts[0].span;
    if let Some(s) = parts.get(i).and_then(|p| space_named(&p.text)) {
        space = s;
        span = parts[i].span;
        i += 1;
    }
    if head == "st" && matches!(space, Space::Const | Space::Param) {
        return Err(Error::new(
            span,
            format!(
                "PTX cannot store to the .{} state space: `st` writes only generic, .global, .shared and .local addresses",
                parts[i - 1].text
            ),
        ));
    }
    let mut nc = false;
    if head == "ld" && space == Space::Global && parts.get(i).is_some_and(|p| p.text == "nc") {
        nc = true;
        i += 1;
    }
    let caches: &[&str] = if head == "ld" {
        &["ca", "cg", "cs", "lu", "cv"]
    } else {
        &["wb", "cg", "cs", "wt"]
    };
    let mut cache = None;
    if let Some(p) = parts.get(i)
        && let Some(c) = caches.iter().find(|c| **c == p.text)
    {
        cache = Some(*c);
        i += 1;
    }
    // `.global`'s cache hints: an L1 eviction priority, and for loads an L2 prefetch size.
    let (mut evict, mut prefetch, mut policy) = (Mod::None, Mod::None, false);
    let hint = |p: Option<&super::Part>, among: &[Mod]| {
        p.and_then(|p| among.iter().copied().find(|m| m.text()[1..] == p.text))
    };
    if cache.is_none() && space == Space::Global {
        let (evicts, sizes) = hint_mods();
        if let Some(m) = hint(parts.get(i), &evicts) {
            evict = m;
            i += 1;
        }
        // `.L2::cache_hint`, as the table's row spells it between its slots.
        let cache_hint = &FormId::LdPolicy.form().spell.lits[1][1..];
        if parts.get(i).is_some_and(|p| p.text == cache_hint) {
            policy = true;
            i += 1;
        }
        if head == "ld"
            && let Some(m) = hint(parts.get(i), &sizes)
        {
            prefetch = m;
            i += 1;
        }
    }
    let hinted = evict != Mod::None || prefetch != Mod::None || policy;
    let mut vec = 1;
    if let Some(p) = parts.get(i)
        && (p.text == "v2" || p.text == "v4")
    {
        vec = if p.text == "v2" { 2 } else { 4 };
        if policy {
            return Err(Error::new(
                p.span,
                "typed-ptx has no vector loads and stores under a cache policy",
            ));
        }
        if cache.is_some() {
            return Err(Error::new(
                p.span,
                "typed-ptx has no vector loads and stores with a cache operator; the non-coherent path and the L1 eviction priorities and L2 prefetch sizes take .v2/.v4 (a cache policy does not)",
            ));
        }
        i += 1;
    }
    let ty = match parts.get(i) {
        None => None,
        Some(p) => match parse_ty(&p.text) {
            Some(t) if t != Ty::Pred => Some((t, p.span)),
            _ => {
                let legal = format!(
                    "a space ({SPACES}), {}, .v2/.v4, then the type (.u8 … .f64, .bN)",
                    if head == "ld" {
                        format!(
                            ".nc (global), a cache operator .ca .cg .cs .lu .cv or (global) {}",
                            hints(true)
                        )
                    } else {
                        format!(
                            "a cache operator .wb .cg .cs .wt or (global) {}",
                            hints(false)
                        )
                    }
                );
                return Err(bad(p, &format!("modifier of `{head}`"), &legal));
            }
        },
    };
    no_more(parts, i + usize::from(ty.is_some()), head)?;
    if sem.is_some() && (cache.is_some() || vec > 1 || nc || hinted) {
        return Err(Error::new(
            parts[1].span,
            format!(
                "typed-ptx has no cached, cache-hinted, non-coherent or vector `{head}` with memory-order qualifiers"
            ),
        ));
    }
    Ok(if head == "ld" {
        Op::Ld {
            space,
            cache,
            vec,
            ty,
            nc,
            sem,
            hint: (evict, prefetch),
            policy,
        }
    } else {
        Op::St {
            space,
            cache,
            evict,
            policy,
            vec,
            ty,
            sem,
        }
    })
}

/// The cache hints of a `.global` access, for messages, from the table's modifiers: an L1
/// eviction priority, `.L2::cache_hint` (its policy the last operand) and, for loads, an
/// L2 prefetch size.
fn hints(load: bool) -> String {
    let names = |m: &[Mod]| m.iter().map(|m| m.text()).collect::<Vec<_>>().join(" ");
    let (evicts, sizes) = hint_mods();
    let evict = names(&evicts);
    let policy = FormId::LdPolicy.form().spell.lits[1];
    let mut s = format!(
        "cache hints, each optional, in this order: an L1 eviction priority ({evict}); {policy} (a cache policy as the last operand)"
    );
    if load {
        s.push_str(&format!("; an L2 prefetch size ({})", names(&sizes)));
    }
    s
}

/// The L1 eviction priorities and the L2 prefetch sizes, as the table's hinted load row
/// (`FormId::LdEvict`, `ld.global{.evict}{.prefetch}{.type}`) lists them.
fn hint_mods() -> (Vec<Mod>, Vec<Mod>) {
    let slots = FormId::LdEvict.form().slots;
    let mods = |i: usize| -> Vec<Mod> {
        slots.get(i).map_or_else(Vec::new, |s| {
            s.values()
                .into_iter()
                .filter_map(|v| v.as_mod())
                .filter(|m| *m != Mod::None)
                .collect()
        })
    };
    (mods(0), mods(1))
}
