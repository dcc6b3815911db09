//! The bulk asynchronous copies: `cp.async.bulk…`, `cp.reduce.async.bulk…`, their tensor
//! (TMA) forms, `prefetch.tensormap`, and `st.async`/`red.async`.

use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned};
use syn::{Error, Ident};
use typed_ptx_isa::FormId;

use super::{At, Expansion, Gen, Kind, lit, raw_int};
use crate::kernel::parse::Operand;
use crate::kernel::validate::{self, Op, Space, Ty};

impl Gen<'_> {
    /// The bulk copies and their tensor (TMA) forms, their groups and `prefetch.tensormap`.
    pub(super) fn bulk(&mut self, cx: &At<'_>, op: &Op) -> syn::Result<Expansion> {
        let (ops, at, pp, k) = (cx.ops, cx.at, &cx.pp, &cx.k);
        let (call, kind) = match op {
            Op::Bulk {
                method,
                shape,
                op,
                ty,
            } => {
                use validate::BulkShape as B;
                let m = Ident::new(method, at);
                let rop = op.map(|o| {
                    let o = Ident::new(o, at);
                    quote_spanned!(at=> #pp::BulkRedOp::#o,)
                });
                let call = if *shape == B::Prefetch {
                    let src = self.addr(&ops[0], None, None)?;
                    let n = self.value(&ops[1], Ty::U32)?;
                    quote_spanned!(at=> #k.#m(#src, #n))
                } else {
                    // The element type a reduction names is the destination's.
                    let dst = self.addr(&ops[0], None, *ty)?;
                    let src = self.addr(&ops[1], None, None)?;
                    let n = self.value(&ops[2], Ty::U32)?;
                    match shape {
                        B::Group => quote_spanned!(at=> #k.#m(#rop #dst, #src, #n)),
                        B::Bar => {
                            let bar = self.addr(&ops[3], None, None)?;
                            quote_spanned!(at=> #k.#m(#rop #dst, #src, #n, #bar))
                        }
                        _ => {
                            let bar = self.addr(&ops[3], None, None)?;
                            let mask = self.value(&ops[4], Ty::U16)?;
                            quote_spanned!(at=> #k.#m(#dst, #src, #n, #bar, #mask))
                        }
                    }
                };
                (call, Kind::Unknown)
            }
            Op::BulkCommit => (
                quote_spanned!(at=> #k.cp_async_bulk_commit_group()),
                Kind::Unknown,
            ),
            Op::BulkWait { read } => {
                let (lo, hi) = validate::table_imm(FormId::CpAsyncBulkWaitGroup, 0);
                let n = raw_int(
                    &ops[0],
                    lo,
                    hi,
                    "the count of `cp.async.bulk.wait_group`",
                    "u32",
                )?;
                let m = if *read {
                    "cp_async_bulk_wait_group_read"
                } else {
                    "cp_async_bulk_wait_group"
                };
                let m = Ident::new(m, at);
                (quote_spanned!(at=> #k.#m(#n)), Kind::Unknown)
            }
            Op::Tma {
                method,
                shape,
                rank,
                rank_span,
                op,
            } => {
                use validate::TmaShape as T;
                let m = Ident::new(method, at);
                let t = if matches!(shape, T::Load | T::LoadMask) {
                    1
                } else {
                    0
                };
                let (map, coords) = self.tensor(&ops[t], *rank, *rank_span)?;
                let call = match shape {
                    T::Load => {
                        let dst = self.addr(&ops[0], None, None)?;
                        let bar = self.addr(&ops[2], None, None)?;
                        quote_spanned!(at=> #k.#m(#dst, #map, #coords, #bar))
                    }
                    T::LoadMask => {
                        let dst = self.addr(&ops[0], None, None)?;
                        let bar = self.addr(&ops[2], None, None)?;
                        let mask = self.value(&ops[3], Ty::U16)?;
                        quote_spanned!(at=> #k.#m(#dst, #map, #coords, #bar, #mask))
                    }
                    T::Store => {
                        let src = self.addr(&ops[1], None, None)?;
                        match op {
                            Some(o) => {
                                let o = Ident::new(o, at);
                                quote_spanned!(at=> #k.#m(#pp::BulkRedOp::#o, #map, #coords, #src))
                            }
                            None => quote_spanned!(at=> #k.#m(#map, #coords, #src)),
                        }
                    }
                    T::Prefetch => quote_spanned!(at=> #k.#m(#map, #coords)),
                };
                (call, Kind::Unknown)
            }
            Op::PrefetchTensormap { space } => {
                // The mnemonic's space is the map's: a generic address (or a `.global`
                // map, which PTX names by its generic address), `.const` or `.param`.
                let sp = match (space, &ops[0]) {
                    (Some(s), _) => Some(*s),
                    (None, Operand::Addr { base, .. }) => match self.name_kind(base) {
                        Kind::Var(_) => Some(Space::Global),
                        _ => Some(Space::Generic),
                    },
                    _ => None,
                };
                let a = self.addr(&ops[0], sp, None)?;
                (
                    quote_spanned!(at=> #k.prefetch_tensormap(#a)),
                    Kind::Unknown,
                )
            }
            _ => unreachable!("not bulk: dispatched by `Gen::by_family`"),
        };
        Ok(Expansion::Call(call, kind))
    }

    /// `st.async` and `red.async` to another CTA's shared memory, completing on its mbarrier.
    pub(super) fn async_store(&mut self, cx: &At<'_>, op: &Op) -> syn::Result<Expansion> {
        let (ops, at, pp, k) = (cx.ops, cx.at, &cx.pp, &cx.k);
        let (call, kind) = match op {
            Op::StAsync { vec, ty, ty_span } => {
                let a = self.addr(&ops[0], Some(Space::SharedCluster), Some((*ty, *ty_span)))?;
                let bar = self.addr(&ops[2], Some(Space::SharedCluster), None)?;
                let v = &ops[1];
                let call = if *vec > 1 {
                    let regs = match v {
                        Operand::Vector(items, s) if items.len() == *vec as usize => items
                            .iter()
                            .map(|o| self.reg(o, "a register"))
                            .collect::<syn::Result<Vec<_>>>()?,
                        Operand::Vector(items, s) => {
                            return Err(Error::new(
                                *s,
                                format!("`.v{vec}` stores {vec} registers, found {}", items.len()),
                            ));
                        }
                        other => {
                            return Err(Error::new(
                                other.span(),
                                format!("`.v{vec}` stores a vector `{{a, b, …}}`"),
                            ));
                        }
                    };
                    let m = Ident::new(
                        if *vec == 2 {
                            "st_async_v2"
                        } else {
                            "st_async_v4"
                        },
                        at,
                    );
                    quote_spanned!(at=> #k.#m(#a, [#(#regs),*], #bar))
                } else {
                    let val = self.async_value(&a, v, *ty)?;
                    quote_spanned!(at=> #k.st_async(#a, #val, #bar))
                };
                (call, Kind::Unknown)
            }
            Op::RedAsync { op, ty, ty_span } => {
                let a = self.addr(&ops[0], Some(Space::SharedCluster), Some((*ty, *ty_span)))?;
                let bar = self.addr(&ops[2], Some(Space::SharedCluster), None)?;
                let val = self.async_value(&a, &ops[1], *ty)?;
                let o = Ident::new(op, at);
                (
                    quote_spanned!(at=> #k.red_async(#pp::AtomOp::#o, #a, #val, #bar)),
                    Kind::Unknown,
                )
            }
            _ => unreachable!("not async_store: dispatched by `Gen::by_family`"),
        };
        Ok(Expansion::Call(call, kind))
    }

    /// A tensor operand `[map, {c…}]` of a `.Nd` form: the map and the coordinates as a
    /// tuple (registers, `{rust expr}`s or `.s32` immediates), exactly `rank` of them.
    fn tensor(
        &mut self,
        o: &Operand,
        rank: u8,
        rank_span: Span,
    ) -> syn::Result<(TokenStream, TokenStream)> {
        let Operand::Tensor { map, coords, span } = o else {
            return Err(Error::new(
                o.span(),
                "a tensor operand is written `[map, {x, y}]`: the tensor map's address, then its coordinates",
            ));
        };
        if coords.len() != rank as usize {
            return Err(Error::new(
                *span,
                format!(
                    "`.{rank}d` takes {rank} coordinate{}, found {}",
                    if rank == 1 { "" } else { "s" },
                    coords.len()
                ),
            ));
        }
        let _ = rank_span;
        let map = match &**map {
            Operand::Name(i) => quote!(#i),
            Operand::Expr(e, s) => self.temp(e, *s),
            other => {
                return Err(Error::new(
                    other.span(),
                    "a tensor map is the generic address of a tensor map (or a `.global` tensor map), a name or a `{rust expr}`",
                ));
            }
        };
        let mut cs = Vec::new();
        for c in coords {
            cs.push(match c {
                Operand::Name(i) => quote!(#i),
                Operand::Expr(e, s) => quote_spanned!(*s=> (#e)),
                Operand::Lit { .. } => lit(c, Ty::S32)?,
                other => {
                    return Err(Error::new(
                        other.span(),
                        "a coordinate is an s32/u32 register, an immediate or a `{rust expr}` (read a special register with `mov` first)",
                    ));
                }
            });
        }
        let sp = *span;
        Ok((map, quote_spanned!(sp=> (#(#cs,)*))))
    }
}
