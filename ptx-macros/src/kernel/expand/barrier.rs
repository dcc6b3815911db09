//! Barriers and fences: `bar`, `barrier`, `membar`, `fence` (the proxy fences included).

use quote::quote_spanned;
use syn::{Error, Ident};
use typed_ptx_isa::FormId;

use super::{At, Expansion, Gen, Kind, raw_int};
use crate::kernel::parse::Operand;
use crate::kernel::validate::{self, Op, Ty};

impl Gen<'_> {
    /// Barriers and fences: `bar`, `barrier`, `membar`, `fence` and the proxy fences.
    pub(super) fn barrier(&mut self, cx: &At<'_>, op: &Op) -> syn::Result<Expansion> {
        let (ops, at, pp, k) = (cx.ops, cx.at, &cx.pp, &cx.k);
        let (call, kind) = match op {
            Op::BarSync => {
                let (lo, hi) = validate::table_imm(FormId::BarSync, 0);
                let id = raw_int(&ops[0], lo, hi, "a barrier id", "u32")?;
                if let Some(c) = ops.get(1) {
                    let (lo, hi) = validate::table_imm(FormId::BarSyncCount, 1);
                    let n = raw_int(c, lo, hi, "a barrier thread count", "u32")?;
                    (
                        quote_spanned!(at=> #k.bar_sync_count(#id, #n)),
                        Kind::Unknown,
                    )
                } else {
                    (quote_spanned!(at=> #k.bar_sync(#id)), Kind::Unknown)
                }
            }
            Op::BarrierSync => {
                let (lo, hi) = validate::table_imm(FormId::BarrierSync, 0);
                let id = raw_int(&ops[0], lo, hi, "a barrier id", "u32")?;
                if let Some(c) = ops.get(1) {
                    let (lo, hi) = validate::table_imm(FormId::BarrierSyncCount, 1);
                    let n = raw_int(c, lo, hi, "a barrier thread count", "u32")?;
                    (
                        quote_spanned!(at=> #k.barrier_sync_count(#id, #n)),
                        Kind::Unknown,
                    )
                } else {
                    (quote_spanned!(at=> #k.barrier_sync(#id)), Kind::Unknown)
                }
            }
            Op::BarArrive { barrier } => {
                let form = if *barrier {
                    FormId::BarrierArrive
                } else {
                    FormId::BarArrive
                };
                let (lo, hi) = validate::table_imm(form, 0);
                let id = raw_int(&ops[0], lo, hi, "a barrier id", "u32")?;
                let (lo, hi) = validate::table_imm(form, 1);
                let n = raw_int(&ops[1], lo, hi, "a barrier thread count", "u32")?;
                let m = Ident::new(
                    if *barrier {
                        "barrier_arrive"
                    } else {
                        "bar_arrive"
                    },
                    at,
                );
                (quote_spanned!(at=> #k.#m(#id, #n)), Kind::Unknown)
            }
            Op::BarWarpSync => {
                let mask = self.value(&ops[0], Ty::U32)?;
                (quote_spanned!(at=> #k.bar_warp_sync(#mask)), Kind::Unknown)
            }
            Op::ClusterArrive => (
                quote_spanned!(at=> #k.barrier_cluster_arrive()),
                Kind::Unknown,
            ),
            Op::ClusterWait => (
                quote_spanned!(at=> #k.barrier_cluster_wait()),
                Kind::Unknown,
            ),
            Op::Membar { scope } => {
                let s = Ident::new(scope, at);
                (
                    quote_spanned!(at=> #k.membar(#pp::Scope::#s)),
                    Kind::Unknown,
                )
            }
            Op::ProxyFence {
                method,
                arg,
                acquire,
            } => {
                let m = Ident::new(method, at);
                let arg = arg.map(|(ty, v)| {
                    let ty = Ident::new(ty, at);
                    let v = Ident::new(v, at);
                    quote_spanned!(at=> #pp::#ty::#v)
                });
                let call = if *acquire {
                    let map = match &ops[0] {
                        Operand::Addr {
                            base, off: None, ..
                        } => self.reg(base, "the generic address of a tensor map")?,
                        o => {
                            return Err(Error::new(
                                o.span(),
                                "the tensor map's generic address is written in brackets, with no offset: `[map]`",
                            ));
                        }
                    };
                    validate::imm_in(&ops[1], 128, 128, "the size of a tensor map (bytes)")?
                        .ok_or_else(|| {
                            Error::new(ops[1].span(), "the size of a tensor map is the literal 128")
                        })?;
                    quote_spanned!(at=> #k.#m(#map, #arg))
                } else {
                    quote_spanned!(at=> #k.#m(#arg))
                };
                (call, Kind::Unknown)
            }
            _ => unreachable!("not barrier: dispatched by `Gen::by_family`"),
        };
        Ok(Expansion::Call(call, kind))
    }
}
