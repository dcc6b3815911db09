//! Addresses and their spaces: `cvta`, `cvta.to`, `isspacep`, `mapa`, `getctarank`, and
//! `index` (typed-ptx extension).

use quote::quote_spanned;
use syn::{Error, Ident};

use super::{At, Expansion, Gen, Kind, kid, p};
use crate::kernel::parse::Operand;
use crate::kernel::validate::SpaceRust;
use crate::kernel::validate::{Op, Space, Ty};

impl Gen<'_> {
    /// The address instructions: `cvta`, `cvta.to`, `isspacep`, `mapa`, `getctarank`, `index`.
    pub(super) fn address(&mut self, cx: &At<'_>, op: &Op) -> syn::Result<Expansion> {
        let (ops, at, k, inst) = (cx.ops, cx.at, &cx.k, cx.inst);
        let (call, kind) = match op {
            Op::Cvta { space, .. } => self.cvta_src(&ops[0], *space, k, at)?,
            Op::CvtaTo { space, .. } => {
                let m = match space {
                    Space::Global => "cvta_to_global",
                    Space::SharedCta => "cvta_to_shared",
                    Space::SharedCluster => "cvta_to_shared_cluster",
                    Space::Local => "cvta_to_local",
                    Space::Const => "cvta_to_const",
                    Space::Param => "cvta_to_param",
                    Space::Generic => unreachable!("parsed spaces are named"),
                };
                let s = ops[0].span();
                let m = Ident::new(m, s);
                let a = self.reg(&ops[0], "a generic pointer")?;
                let k = kid(s);
                (quote_spanned!(s=> #k.#m(#a)), Kind::Ptr)
            }
            Op::Isspacep { space, span } => {
                let st = space.rust(*span);
                let s = ops[0].span();
                let a = self.reg(&ops[0], "a generic pointer")?;
                let k = kid(s);
                (quote_spanned!(s=> #k.isspacep::<#st, _, _>(#a)), Kind::Reg)
            }
            Op::Mapa => {
                let generic = !inst.parts.iter().any(|p| p.text == "shared::cluster");
                let a = &ops[0];
                let ak = self.name_kind(a);
                let av = self.reg(a, "a shared address")?;
                let r = self.value(&ops[1], Ty::U32)?;
                let s = a.span();
                let k = kid(s);
                if generic {
                    (quote_spanned!(s=> #k.mapa_generic(#av, #r)), Kind::Ptr)
                } else if ak == Kind::Ptr32 {
                    (quote_spanned!(s=> #k.mapa32(#av, #r)), Kind::Ptr32)
                } else {
                    (quote_spanned!(s=> #k.mapa(#av, #r)), Kind::Ptr)
                }
            }
            Op::Getctarank { generic } => {
                let o = &ops[0];
                if let Operand::Addr { span, .. } = o {
                    return Err(Error::new(
                        *span,
                        "`getctarank` takes the address itself, not in brackets: `getctarank.shared::cluster a`",
                    ));
                }
                let s = o.span();
                let ps = p(s);
                let a = self.reg(o, "a shared address or variable")?;
                let a = if *generic {
                    self.pre
                        .push(quote_spanned!(s=> #ps::assert_space::<#ps::Generic, _>(&#a);));
                    a
                } else {
                    quote_spanned!(s=> #ps::cluster(#a))
                };
                (quote_spanned!(at=> #k.getctarank(#a)), Kind::Reg)
            }
            Op::Index => {
                let pk = self.name_kind(&ops[0]);
                let base = self.reg(&ops[0], "a pointer")?;
                let i = self.reg(&ops[1], "a u32 or u64 index register")?;
                let kind = if pk == Kind::Ptr32 {
                    Kind::Ptr32
                } else {
                    Kind::Ptr
                };
                (quote_spanned!(at=> #k.index(#base, #i)), kind)
            }
            _ => unreachable!("not address: dispatched by `Gen::by_family`"),
        };
        Ok(Expansion::Call(call, kind))
    }
}
