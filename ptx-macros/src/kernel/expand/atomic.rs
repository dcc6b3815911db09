//! Atomics: `atom` and `red`.

use quote::quote_spanned;
use syn::{Error, Ident};

use super::{At, Expansion, Gen, Kind};
use crate::kernel::validate::{Op, Ty};

impl Gen<'_> {
    /// `atom` and `red`: the 128-bit forms, the forms with memory-order qualifiers and the
    /// plain ones.
    pub(super) fn atomic(&mut self, cx: &At<'_>, op: &Op) -> syn::Result<Expansion> {
        let (ops, at, pp, k, bind) = (cx.ops, cx.at, &cx.pp, &cx.k, cx.bind);
        let (call, kind) = match op {
            Op::Atomic {
                red,
                space,
                op,
                ty,
                ty_span,
                sem,
            } => {
                let a = self.addr(&ops[0], Some(*space), Some((*ty, *ty_span)))?;
                if *ty == Ty::B128 {
                    // The 128-bit atomics: `atom.cas.b128` and `atom.exch.b128` only, on
                    // registers (a .b128 value has no immediate).
                    let v = self.reg(&ops[1], "a .b128 register")?;
                    let call = match (op, red, sem) {
                        (None, false, None) => {
                            let n = self.reg(&ops[2], "a .b128 register")?;
                            quote_spanned!(at=> #k.atom_cas_b128(#a, #v, #n))
                        }
                        (Some(o), false, None) if *o == "Exch" => {
                            quote_spanned!(at=> #k.atom_exch_b128(#a, #v))
                        }
                        _ => {
                            return Err(Error::new(
                                *ty_span,
                                "the only .b128 atomics are `atom.cas.b128` and `atom.exch.b128`, without memory-order qualifiers",
                            ));
                        }
                    };
                    let pre = core::mem::take(&mut self.pre);
                    return Ok(Expansion::Stmt(match bind {
                        Some(b) => {
                            self.env.bind(b, Kind::Reg);
                            quote_spanned!(at=> #(#pre)* let #b = #call;)
                        }
                        None => quote_spanned!(at=> #(#pre)* #call;),
                    }));
                }
                let v = self.value(&ops[1], *ty)?;
                if let Some((sm, scope)) = sem {
                    let sc = Ident::new(scope, at);
                    let sm_id = Ident::new(sm, at);
                    let call = match (op, red) {
                        (None, _) => {
                            let n = self.value(&ops[2], *ty)?;
                            quote_spanned!(at=> #k.atom_cas_sem(#a, #v, #n, #pp::Sem::#sm_id, #pp::Scope::#sc))
                        }
                        (Some(o), false) => {
                            let o = Ident::new(o, at);
                            quote_spanned!(at=> #k.atom_sem(#pp::AtomOp::#o, #a, #v, #pp::Sem::#sm_id, #pp::Scope::#sc))
                        }
                        (Some(o), true) => {
                            let o = Ident::new(o, at);
                            let m = if *sm == "Release" {
                                "red_release"
                            } else {
                                "red_relaxed"
                            };
                            let m = Ident::new(m, at);
                            quote_spanned!(at=> #k.#m(#pp::AtomOp::#o, #a, #v, #pp::Scope::#sc))
                        }
                    };
                    let kind = if *red { Kind::Unknown } else { Kind::Reg };
                    let pre = core::mem::take(&mut self.pre);
                    return Ok(Expansion::Stmt(match bind {
                        Some(b) => {
                            self.env.bind(b, kind);
                            quote_spanned!(at=> #(#pre)* let #b = #call;)
                        }
                        None => quote_spanned!(at=> #(#pre)* #call;),
                    }));
                }
                match (op, red) {
                    (None, _) => {
                        let n = self.value(&ops[2], *ty)?;
                        (quote_spanned!(at=> #k.atom_cas(#a, #v, #n)), Kind::Reg)
                    }
                    (Some(o), false) => {
                        let o = Ident::new(o, at);
                        (
                            quote_spanned!(at=> #k.atom(#pp::AtomOp::#o, #a, #v)),
                            Kind::Reg,
                        )
                    }
                    (Some(o), true) => {
                        let o = Ident::new(o, at);
                        (
                            quote_spanned!(at=> #k.red(#pp::AtomOp::#o, #a, #v)),
                            Kind::Unknown,
                        )
                    }
                }
            }
            _ => unreachable!("not atomic: dispatched by `Gen::by_family`"),
        };
        Ok(Expansion::Call(call, kind))
    }
}
