//! Warp-level instructions: `elect`, `redux`, `match`, `shfl`, `vote`, `activemask`.

use quote::quote_spanned;
use syn::Ident;
use typed_ptx_isa::FormId;

use super::{At, Expansion, Gen, Kind, raw_int};
use crate::kernel::validate::KernelTy;
use crate::kernel::validate::{self, Op, Ty};

impl Gen<'_> {
    /// The warp-level instructions: `elect`, `redux`, `match`, `shfl`, `vote`, `activemask`.
    pub(super) fn warp(&mut self, cx: &At<'_>, op: &Op) -> syn::Result<Expansion> {
        let (ops, at, pp, k) = (cx.ops, cx.at, &cx.pp, &cx.k);
        let (call, kind) = match op {
            Op::Elect => {
                let mask = self.value(&ops[0], Ty::U32)?;
                (quote_spanned!(at=> #k.elect_sync(#mask)), Kind::Reg)
            }
            Op::Redux { op, ty, ty_span } => {
                let rt = ty.rust(*ty_span);
                let a = self.value(&ops[0], *ty)?;
                let mask = self.value(&ops[1], Ty::U32)?;
                let o = Ident::new(op, at);
                (
                    quote_spanned!(at=> #k.redux_sync::<#rt>(#pp::ReduxOp::#o, #a, #mask)),
                    Kind::Reg,
                )
            }
            Op::ReduxF32 { max, abs, nan } => {
                let a = self.value(&ops[0], Ty::F32)?;
                let mask = self.value(&ops[1], Ty::U32)?;
                let o = Ident::new(if *max { "Max" } else { "Min" }, at);
                (
                    quote_spanned!(at=> #k.redux_sync_f32(#pp::ReduxF32Op::#o, #pp::ReduxF32Flags { abs: #abs, nan: #nan }, #a, #mask)),
                    Kind::Reg,
                )
            }
            Op::Match { all, ty, ty_span } => {
                let rt = ty.rust(*ty_span);
                let a = self.value(&ops[0], *ty)?;
                let mask = self.value(&ops[1], Ty::U32)?;
                let m = Ident::new(
                    if *all {
                        "match_all_sync"
                    } else {
                        "match_any_sync"
                    },
                    at,
                );
                (quote_spanned!(at=> #k.#m::<#rt>(#a, #mask)), Kind::Reg)
            }
            Op::Shfl { mode } => {
                let a = self.reg(&ops[0], "the register to exchange (a u32, s32 or f32)")?;
                let b = self.value(&ops[1], Ty::U32)?;
                let (lo, hi) = validate::table_imm(FormId::ShflSync, 3);
                let c = raw_int(
                    &ops[2],
                    lo,
                    hi,
                    "`shfl.sync`'s c operand (clamp and segment mask)",
                    "u32",
                )?;
                let mask = self.value(&ops[3], Ty::U32)?;
                let mode = Ident::new(mode, at);
                (
                    quote_spanned!(at=> #k.shfl_sync(#pp::Shfl::#mode, #a, #b, #c, #mask)),
                    Kind::Reg,
                )
            }
            Op::Vote { method } => {
                let pr = self.reg(&ops[0], "a predicate register")?;
                let mask = self.value(&ops[1], Ty::U32)?;
                let m = Ident::new(method, at);
                (quote_spanned!(at=> #k.#m(#pr, #mask)), Kind::Reg)
            }
            Op::Activemask => (quote_spanned!(at=> #k.activemask()), Kind::Reg),
            _ => unreachable!("not warp: dispatched by `Gen::by_family`"),
        };
        Ok(Expansion::Call(call, kind))
    }
}
