//! `cp.async`: the non-bulk asynchronous copies, their groups and their mbarrier arrive.

use quote::quote_spanned;
use syn::{Error, Ident};
use typed_ptx_isa::FormId;

use super::{At, Expansion, Gen, Kind, raw_int};
use crate::kernel::validate::{self, Op, Space};

impl Gen<'_> {
    /// `cp.async`, its groups and its mbarrier arrive.
    pub(super) fn cp_async(&mut self, cx: &At<'_>, op: &Op) -> syn::Result<Expansion> {
        let (ops, at, pp, k) = (cx.ops, cx.at, &cx.pp, &cx.k);
        let (call, kind) = match op {
            Op::CpAsync { cg } => {
                let d = self.addr(&ops[0], None, None)?;
                let s = self.addr(&ops[1], None, None)?;
                if *cg {
                    let (lo, hi) = validate::table_imm(FormId::CpAsyncCg, 2);
                    match validate::imm_in(&ops[2], lo, hi, "the size of `cp.async.cg` (bytes)")? {
                        Some(_) => {}
                        None => {
                            return Err(Error::new(
                                ops[2].span(),
                                "the size of `cp.async.cg` is the literal 16",
                            ));
                        }
                    }
                    (quote_spanned!(at=> #k.cp_async_cg(#d, #s)), Kind::Unknown)
                } else {
                    let size = match validate::imm_in(
                        &ops[2],
                        4,
                        16,
                        "the size of `cp.async.ca` (bytes)",
                    )? {
                        Some(4) => "B4",
                        Some(8) => "B8",
                        Some(16) => "B16",
                        _ => {
                            return Err(Error::new(
                                ops[2].span(),
                                "the size of `cp.async.ca` is 4, 8 or 16 (a literal)",
                            ));
                        }
                    };
                    let size = Ident::new(size, ops[2].span());
                    (
                        quote_spanned!(at=> #k.cp_async_ca(#d, #s, #pp::CpSize::#size)),
                        Kind::Unknown,
                    )
                }
            }
            Op::CommitGroup => (
                quote_spanned!(at=> #k.cp_async_commit_group()),
                Kind::Unknown,
            ),
            Op::WaitAll => (quote_spanned!(at=> #k.cp_async_wait_all()), Kind::Unknown),
            Op::WaitGroup => {
                let (lo, hi) = validate::table_imm(FormId::CpAsyncWaitGroup, 0);
                let n = raw_int(&ops[0], lo, hi, "the count of `cp.async.wait_group`", "u32")?;
                (
                    quote_spanned!(at=> #k.cp_async_wait_group(#n)),
                    Kind::Unknown,
                )
            }
            Op::CpAsyncMbar { noinc } => {
                let a = self.addr(&ops[0], Some(Space::SharedCta), None)?;
                let m = if *noinc {
                    "cp_async_mbarrier_arrive_noinc"
                } else {
                    "cp_async_mbarrier_arrive"
                };
                let m = Ident::new(m, at);
                (quote_spanned!(at=> #k.#m(#a)), Kind::Unknown)
            }
            _ => unreachable!("not cp_async: dispatched by `Gen::by_family`"),
        };
        Ok(Expansion::Call(call, kind))
    }
}
