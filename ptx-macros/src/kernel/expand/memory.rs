//! Loads and stores: `ld` and `st`.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::{Error, Ident};
use typed_ptx_isa::Mod;

use super::{At, Expansion, Gen, Kind, capital};
use crate::kernel::parse::Operand;
use crate::kernel::validate::Op;
use crate::kernel::validate::TyExt;

impl Gen<'_> {
    /// `ld` and `st`: the memory-order, non-coherent, cached, vector and plain forms.
    pub(super) fn memory(&mut self, cx: &At<'_>, op: &Op) -> syn::Result<Expansion> {
        let (ops, at, pp, k) = (cx.ops, cx.at, &cx.pp, &cx.k);
        let (call, kind) = match op {
            Op::Ld {
                space,
                cache,
                vec,
                ty,
                nc,
                sem,
                hint: (evict, prefetch),
                policy,
            } => {
                let a = self.addr(&ops[0], Some(*space), *ty)?;
                let call = if *policy {
                    let pol = self.reg(&ops[1], "a cache policy (from `createpolicy`)")?;
                    let m = Ident::new(if *nc { "ld_nc_policy" } else { "ld_policy" }, at);
                    let (e, p) = (
                        opt_enum(cx, *evict, "L1Evict"),
                        opt_enum(cx, *prefetch, "L2Prefetch"),
                    );
                    quote_spanned!(at=> #k.#m(#e, #p, #a, #pol))
                } else if let Some(call) = hinted_load(cx, *nc, *vec, (*evict, *prefetch), &a) {
                    call
                } else if let Some((m, scope)) = sem {
                    let m = Ident::new(m, at);
                    let sc = Ident::new(scope, at);
                    quote_spanned!(at=> #k.#m(#a, #pp::Scope::#sc))
                } else if *nc {
                    quote_spanned!(at=> #k.ld_nc(#a))
                } else if let Some(c) = cache {
                    let c = Ident::new(&capital(c), at);
                    quote_spanned!(at=> #k.ld_cached(#a, #pp::LdCache::#c))
                } else if *vec == 2 {
                    quote_spanned!(at=> #k.ld_v2(#a))
                } else if *vec == 4 {
                    quote_spanned!(at=> #k.ld_v4(#a))
                } else {
                    quote_spanned!(at=> #k.ld(#a))
                };
                let kind = if *vec > 1 { Kind::Vector } else { Kind::Reg };
                (call, kind)
            }
            Op::St {
                space,
                cache,
                evict,
                policy,
                vec,
                ty,
                sem,
            } => {
                let a = self.addr(&ops[0], Some(*space), *ty)?;
                let v = &ops[1];
                let val = if *vec > 1 {
                    match v {
                        Operand::Vector(items, s) => {
                            if items.len() != *vec as usize {
                                return Err(Error::new(
                                    *s,
                                    format!(
                                        "`.v{vec}` stores {vec} registers, found {}",
                                        items.len()
                                    ),
                                ));
                            }
                            let regs = items
                                .iter()
                                .map(|o| self.reg(o, "a register"))
                                .collect::<syn::Result<Vec<_>>>()?;
                            quote_spanned!(*s=> [#(#regs),*])
                        }
                        _ => self.reg(v, "a vector `{a, b, …}` or a bound vector load")?,
                    }
                } else {
                    match (ty, v) {
                        // `.bN` names only the size: a register keeps its own type, which
                        // `st` checks against the address's element (`st.b16 [h], x` with
                        // `h` a `.f16` address and `x` a `.f16` register).
                        (Some((t, _)), Operand::Name(_)) if t.is_bits() => {
                            self.reg(v, "a register")?
                        }
                        (Some((t, _)), _) => self.value(v, *t)?,
                        (None, Operand::Lit { .. }) => {
                            let vs = v.span();
                            let Operand::Lit { neg, lit } = v else {
                                unreachable!("matched")
                            };
                            let minus = if neg.is_some() {
                                quote_spanned!(vs=> -)
                            } else {
                                quote!()
                            };
                            quote_spanned!(vs=> #pp::elem_imm(&#a, #minus #lit))
                        }
                        (None, _) => self.reg(v, "a register, immediate or `{rust expr}`")?,
                    }
                };
                let call = if *policy {
                    let pol = self.reg(&ops[2], "a cache policy (from `createpolicy`)")?;
                    let e = opt_enum(cx, *evict, "L1Evict");
                    quote_spanned!(at=> #k.st_policy(#e, #a, #val, #pol))
                } else if *evict != Mod::None {
                    let e = enum_value(cx, *evict, "L1Evict");
                    let m = match vec {
                        2 => "st_evict_v2",
                        4 => "st_evict_v4",
                        _ => "st_evict",
                    };
                    let m = Ident::new(m, at);
                    quote_spanned!(at=> #k.#m(#e, #a, #val))
                } else if let Some((m, scope)) = sem {
                    let m = Ident::new(m, at);
                    let sc = Ident::new(scope, at);
                    quote_spanned!(at=> #k.#m(#a, #val, #pp::Scope::#sc))
                } else if let Some(c) = cache {
                    let c = Ident::new(&capital(c), at);
                    quote_spanned!(at=> #k.st_cached(#a, #val, #pp::StCache::#c))
                } else if *vec == 2 {
                    quote_spanned!(at=> #k.st_v2(#a, #val))
                } else if *vec == 4 {
                    quote_spanned!(at=> #k.st_v4(#a, #val))
                } else {
                    quote_spanned!(at=> #k.st(#a, #val))
                };
                (call, Kind::Unknown)
            }
            _ => unreachable!("not memory: dispatched by `Gen::by_family`"),
        };
        Ok(Expansion::Call(call, kind))
    }
}

/// A hint's value as the builder's shared enum `e` (`L1Evict::EvictFirst`: the variants
/// are named as the table's modifiers).
fn enum_value(cx: &At<'_>, m: Mod, e: &str) -> TokenStream {
    let (at, pp) = (cx.at, &cx.pp);
    let e = Ident::new(e, at);
    let v = format_ident!("{m:?}", span = at);
    quote_spanned!(at=> #pp::#e::#v)
}

/// `Some(enum::value)` of a hint, `None` where not written (`Mod::None`).
fn opt_enum(cx: &At<'_>, m: Mod, e: &str) -> TokenStream {
    let at = cx.at;
    if m == Mod::None {
        return quote_spanned!(at=> ::core::option::Option::None);
    }
    let v = enum_value(cx, m, e);
    quote_spanned!(at=> ::core::option::Option::Some(#v))
}

/// The call of a cache-hinted or non-coherent load (`hint`: the L1 eviction priority and
/// the L2 prefetch size, `Mod::None` where not written), or `None` for any other load. A
/// non-coherent vector's row takes both hints optionally (`ld_nc_v4(None, None, a)`); the
/// other rows need the first hint they name (`ld_evict`, `ld_prefetch`, `ld_nc_evict` …).
fn hinted_load(
    cx: &At<'_>,
    nc: bool,
    vec: u8,
    (evict, prefetch): (Mod, Mod),
    a: &TokenStream,
) -> Option<TokenStream> {
    let (at, k) = (cx.at, &cx.k);
    if evict == Mod::None && prefetch == Mod::None && (!nc || vec == 1) {
        return None;
    }
    let value = |m: Mod, e: &str| enum_value(cx, m, e);
    let opt = |m: Mod, e: &str| opt_enum(cx, m, e);
    let v = if vec > 1 {
        format!("_v{vec}")
    } else {
        String::new()
    };
    let (method, args) = if nc && vec > 1 {
        let (e, p) = (opt(evict, "L1Evict"), opt(prefetch, "L2Prefetch"));
        ("ld_nc".to_string(), quote_spanned!(at=> #e, #p, #a))
    } else if evict != Mod::None {
        let (e, p) = (value(evict, "L1Evict"), opt(prefetch, "L2Prefetch"));
        let m = if nc { "ld_nc_evict" } else { "ld_evict" };
        (m.to_string(), quote_spanned!(at=> #e, #p, #a))
    } else {
        let p = value(prefetch, "L2Prefetch");
        let m = if nc { "ld_nc_prefetch" } else { "ld_prefetch" };
        (m.to_string(), quote_spanned!(at=> #p, #a))
    };
    let m = Ident::new(&format!("{method}{v}"), at);
    Some(quote_spanned!(at=> #k.#m(#args)))
}
