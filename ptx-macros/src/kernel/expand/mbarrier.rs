//! `mbarrier.*`.

use quote::quote_spanned;
use syn::{Error, Ident};

use super::{At, Expansion, Gen, Kind};
use crate::kernel::parse::Operand;
use crate::kernel::validate::{self, Op, Space, Ty};

impl Gen<'_> {
    /// `mbarrier.*`: the address in the mnemonic's space, a state token, a count or a parity.
    pub(super) fn mbarrier(&mut self, cx: &At<'_>, op: &Op) -> syn::Result<Expansion> {
        let (ops, at, pp, k) = (cx.ops, cx.at, &cx.pp, &cx.k);
        let (call, kind) = match op {
            Op::Mbar {
                method,
                shape,
                space,
                scope,
            } => {
                use validate::MbShape as M;
                let m = Ident::new(method, at);
                let sc = scope.map(|s| {
                    let s = Ident::new(s, at);
                    quote_spanned!(at=> #pp::MbarScope::#s)
                });
                // The space the mnemonic names is asserted on the address (no space:
                // a generic address).
                let sp = Some(*space);
                if matches!(shape, M::Remote | M::RemoteCount) {
                    let sink = matches!(&ops[0], Operand::Name(i) if i == "_");
                    if !sink {
                        return Err(Error::new(
                            ops[0].span(),
                            "a remote arrive returns no state token: its destination is the sink `_`",
                        ));
                    }
                }
                let call = match shape {
                    M::Pending => {
                        let t = self.reg(&ops[0], "a state token")?;
                        quote_spanned!(at=> #k.#m(#t))
                    }
                    M::Remote | M::RemoteCount => {
                        let a = self.addr(&ops[1], Some(Space::SharedCluster), None)?;
                        if *shape == M::RemoteCount {
                            let n = self.value(&ops[2], Ty::U32)?;
                            quote_spanned!(at=> #k.#m(#a, #n))
                        } else {
                            quote_spanned!(at=> #k.#m(#a))
                        }
                    }
                    _ => {
                        let remote = *space == Space::SharedCluster;
                        let a = self.addr(
                            &ops[0],
                            if remote {
                                Some(Space::SharedCluster)
                            } else {
                                sp
                            },
                            None,
                        )?;
                        match shape {
                            M::Addr | M::Token => match &sc {
                                Some(s) => quote_spanned!(at=> #k.#m(#a, #s)),
                                None => quote_spanned!(at=> #k.#m(#a)),
                            },
                            // The scope last, as every scoped mbarrier method takes it.
                            M::AddrCount | M::TokenCount => {
                                let n = self.value(&ops[1], Ty::U32)?;
                                match &sc {
                                    Some(s) => quote_spanned!(at=> #k.#m(#a, #n, #s)),
                                    None => quote_spanned!(at=> #k.#m(#a, #n)),
                                }
                            }
                            M::Wait => {
                                let t =
                                    self.reg(&ops[1], "a state token (from `mbarrier.arrive`)")?;
                                match &sc {
                                    Some(s) => quote_spanned!(at=> #k.#m(#a, #t, #s)),
                                    None => quote_spanned!(at=> #k.#m(#a, #t)),
                                }
                            }
                            // `try_wait` with a time limit hint: the `_hint` row's method,
                            // the hint after the token or parity.
                            M::TryWait | M::TryWaitParity if ops.len() == 3 => {
                                let x = if *shape == M::TryWait {
                                    self.reg(&ops[1], "a state token (from `mbarrier.arrive`)")?
                                } else {
                                    self.value(&ops[1], Ty::U32)?
                                };
                                let h = self.value(&ops[2], Ty::U32)?;
                                let m = Ident::new(&format!("{method}_hint"), at);
                                match &sc {
                                    Some(s) => quote_spanned!(at=> #k.#m(#a, #x, #h, #s)),
                                    None => quote_spanned!(at=> #k.#m(#a, #x, #h)),
                                }
                            }
                            M::TryWait => {
                                let t =
                                    self.reg(&ops[1], "a state token (from `mbarrier.arrive`)")?;
                                match &sc {
                                    Some(s) => quote_spanned!(at=> #k.#m(#a, #t, #s)),
                                    None => quote_spanned!(at=> #k.#m(#a, #t)),
                                }
                            }
                            _ => {
                                let x = self.value(&ops[1], Ty::U32)?;
                                match &sc {
                                    Some(s) => quote_spanned!(at=> #k.#m(#a, #x, #s)),
                                    None => quote_spanned!(at=> #k.#m(#a, #x)),
                                }
                            }
                        }
                    }
                };
                (call, Kind::Reg)
            }
            _ => unreachable!("not mbarrier: dispatched by `Gen::by_family`"),
        };
        Ok(Expansion::Call(call, kind))
    }
}
