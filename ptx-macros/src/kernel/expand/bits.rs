//! Logic and shifts: `shl`/`shr`, `popc`/`clz`, `prmt`, `bfe`/`bfi`, `lop3`.

use quote::quote_spanned;
use syn::Ident;

use super::{At, Expansion, Gen, Kind, raw_int};
use crate::kernel::validate::KernelTy;
use crate::kernel::validate::{Op, Ty};

impl Gen<'_> {
    /// Logic and shifts: `shl`/`shr`, `popc`/`clz`, `prmt`, `bfe`/`bfi`, `lop3`.
    pub(super) fn bits(&mut self, cx: &At<'_>, op: &Op) -> syn::Result<Expansion> {
        let (ops, at, pp, k) = (cx.ops, cx.at, &cx.pp, &cx.k);
        let (call, kind) = match op {
            Op::Shift {
                method,
                ty,
                ty_span,
            } => {
                let m = Ident::new(method, at);
                let rt = ty.rust(*ty_span);
                let a = self.value(&ops[0], *ty)?;
                let b = self.value(&ops[1], Ty::U32)?;
                (quote_spanned!(at=> #k.#m::<#rt>(#a, #b)), Kind::Reg)
            }
            Op::Count {
                method,
                ty,
                ty_span,
            } => {
                let m = Ident::new(method, at);
                let rt = ty.rust(*ty_span);
                let a = self.value(&ops[0], *ty)?;
                (quote_spanned!(at=> #k.#m::<#rt>(#a)), Kind::Reg)
            }
            Op::Prmt { mode } => {
                let a = self.value(&ops[0], Ty::U32)?;
                let b = self.value(&ops[1], Ty::U32)?;
                let c = self.value(&ops[2], Ty::U32)?;
                match mode {
                    None => (quote_spanned!(at=> #k.prmt(#a, #b, #c)), Kind::Reg),
                    Some(m) => {
                        let m = Ident::new(m, at);
                        (
                            quote_spanned!(at=> #k.prmt_mode(#pp::PrmtMode::#m, #a, #b, #c)),
                            Kind::Reg,
                        )
                    }
                }
            }
            Op::Bfe { ty, ty_span } => {
                let rt = ty.rust(*ty_span);
                let a = self.value(&ops[0], *ty)?;
                let pos = self.value(&ops[1], Ty::U32)?;
                let len = self.value(&ops[2], Ty::U32)?;
                (
                    quote_spanned!(at=> #k.bfe::<#rt>(#a, #pos, #len)),
                    Kind::Reg,
                )
            }
            Op::Bfi { ty, ty_span } => {
                let rt = ty.rust(*ty_span);
                let a = self.value(&ops[0], *ty)?;
                let b = self.value(&ops[1], *ty)?;
                let pos = self.value(&ops[2], Ty::U32)?;
                let len = self.value(&ops[3], Ty::U32)?;
                (
                    quote_spanned!(at=> #k.bfi::<#rt>(#a, #b, #pos, #len)),
                    Kind::Reg,
                )
            }
            Op::Lop3 => {
                let a = self.value(&ops[0], Ty::U32)?;
                let b = self.value(&ops[1], Ty::U32)?;
                let c = self.value(&ops[2], Ty::U32)?;
                let lut = raw_int(&ops[3], 0, 255, "the truth table of `lop3`", "u32")?;
                (quote_spanned!(at=> #k.lop3(#a, #b, #c, #lut)), Kind::Reg)
            }
            _ => unreachable!("not bits: dispatched by `Gen::by_family`"),
        };
        Ok(Expansion::Call(call, kind))
    }
}
