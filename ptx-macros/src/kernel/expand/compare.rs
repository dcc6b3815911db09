//! Comparison, selection and moves: `setp`, `selp`, `mov`.

use quote::quote_spanned;
use syn::{Error, Ident};
use typed_ptx_isa::Shape;

use super::{At, Expansion, Gen, Kind, sreg_row};
use crate::kernel::parse::Operand;
use crate::kernel::validate::{KernelTy, TyExt};
use crate::kernel::validate::{Op, Ty};

impl Gen<'_> {
    /// `setp` (addresses compare as their bits) and `selp` (of registers or of pointers).
    pub(super) fn compare(&mut self, cx: &At<'_>, op: &Op) -> syn::Result<Expansion> {
        let (ops, at, pp, k) = (cx.ops, cx.at, &cx.pp, &cx.k);
        let (call, kind) = match op {
            Op::Setp { cmp, ty, ty_span } => {
                let c = Ident::new(cmp, at);
                let rt = ty.rust(*ty_span);
                let mut args = Vec::new();
                for o in ops {
                    let k2 = self.name_kind(o);
                    if matches!(k2, Kind::Ptr | Kind::Ptr32) {
                        // Comparing addresses compares their bits (seed 000's round trip).
                        let want = if k2 == Kind::Ptr { Ty::U64 } else { Ty::U32 };
                        if ty.bit() != want.bit() {
                            return Err(Error::new(
                                *ty_span,
                                format!(
                                    "a {}-bit address compares as .{}",
                                    want.size() * 8,
                                    want.name()
                                ),
                            ));
                        }
                        let s = o.span();
                        let Operand::Name(i) = o else {
                            unreachable!("kinds come from names")
                        };
                        args.push(quote_spanned!(s=> #i.bits()));
                    } else {
                        args.push(self.value(o, *ty)?);
                    }
                }
                (
                    quote_spanned!(at=> #k.setp::<#rt>(#pp::Cmp::#c, #(#args),*)),
                    Kind::Reg,
                )
            }
            Op::Selp { ty, ty_span } => {
                let pr = self.reg(&ops[2], "a predicate register")?;
                let ka = self.name_kind(&ops[0]);
                let kb = self.name_kind(&ops[1]);
                if ka == Kind::Ptr || kb == Kind::Ptr {
                    if !matches!(ty, Ty::B64 | Ty::U64) {
                        return Err(Error::new(*ty_span, "pointers select with `selp.b64`"));
                    }
                    let a = self.reg(&ops[0], "a generic pointer")?;
                    let b = self.reg(&ops[1], "a generic pointer")?;
                    (quote_spanned!(at=> #k.selp_ptr(#a, #b, #pr)), Kind::Ptr)
                } else {
                    let rt = ty.rust(*ty_span);
                    let a = self.value(&ops[0], *ty)?;
                    let b = self.value(&ops[1], *ty)?;
                    (quote_spanned!(at=> #k.selp::<#rt>(#a, #b, #pr)), Kind::Reg)
                }
            }
            _ => unreachable!("not compare: dispatched by `Gen::by_family`"),
        };
        Ok(Expansion::Call(call, kind))
    }

    /// `mov`: a copy, an overwrite (`mov.T d, a;`), a special register, the address of a
    /// variable, or the packing and unpacking of two halves.
    pub(super) fn mov(&mut self, cx: &At<'_>, op: &Op) -> syn::Result<Expansion> {
        let (ops, at, pp, k, assign_form) = (cx.ops, cx.at, &cx.pp, &cx.k, cx.assign_form);
        let (call, kind) = match op {
            Op::Mov { ty, ty_span } if matches!(ops[0], Operand::Vector(..)) => {
                let Operand::Vector(items, vs) = &ops[0] else {
                    unreachable!("matched above")
                };
                if items.len() != 2 || !matches!(ty, Ty::B32 | Ty::F16x2 | Ty::Bf16x2 | Ty::B128) {
                    return Err(Error::new(
                        *vs,
                        "`mov` packs or unpacks two halves: `let p = mov.b32 {lo, hi};` or `mov.b32 {lo, hi}, p;` (.b32 from 16-bit halves, the pair types .f16x2/.bf16x2, or .b128 from two .b64 halves)",
                    ));
                }
                if assign_form {
                    // `mov.b32 {lo, hi}, p;`: binds two new names.
                    let mut names = Vec::new();
                    for it in items {
                        let Operand::Name(n) = it else {
                            return Err(Error::new(
                                it.span(),
                                "unpacking binds new names: `mov.b32 {lo, hi}, p;`",
                            ));
                        };
                        names.push(n.clone());
                    }
                    let src = self.reg(&ops[1], "a register to unpack")?;
                    let call = if *ty == Ty::B128 {
                        quote_spanned!(at=> #k.unpack_b128(#src))
                    } else if *ty == Ty::B32 {
                        quote_spanned!(at=> #k.halves(#src))
                    } else {
                        let rt = ty.rust(*ty_span);
                        quote_spanned!(at=> #k.halves::<#rt>(#src))
                    };
                    for n in &names {
                        self.env.bind(n, Kind::Reg);
                    }
                    let pre = core::mem::take(&mut self.pre);
                    let (lo, hi) = (&names[0], &names[1]);
                    return Ok(Expansion::Stmt(
                        quote_spanned!(at=> #(#pre)* let [#lo, #hi] = #call;),
                    ));
                }
                if *ty == Ty::B128 {
                    let lo = self.reg(&items[0], "a 64-bit register (the low half)")?;
                    let hi = self.reg(&items[1], "a 64-bit register (the high half)")?;
                    (quote_spanned!(at=> #k.mov_b128(#lo, #hi)), Kind::Reg)
                } else if *ty == Ty::B32 {
                    let lo = self.reg(&items[0], "a 16-bit register (the low half)")?;
                    let hi = self.reg(&items[1], "a 16-bit register (the high half)")?;
                    (
                        quote_spanned!(at=> #pp::pack_halves(#k, #lo, #hi)),
                        Kind::Reg,
                    )
                } else {
                    let half = if *ty == Ty::F16x2 { Ty::F16 } else { Ty::Bf16 };
                    let rt = ty.rust(*ty_span);
                    let lo = self.value(&items[0], half)?;
                    let hi = self.value(&items[1], half)?;
                    (
                        quote_spanned!(at=> #k.pack_halves::<#rt>(#lo, #hi)),
                        Kind::Reg,
                    )
                }
            }
            Op::Mov { ty, ty_span } => {
                let rt = ty.rust(*ty_span);
                if assign_form {
                    let d = &ops[0];
                    let dk = self.name_kind(d);
                    let dt = self.reg(d, "a register to overwrite")?;
                    if matches!(dk, Kind::Ptr | Kind::Ptr32) {
                        let s = self.reg(&ops[1], "a pointer")?;
                        (quote_spanned!(at=> #k.assign_ptr(#dt, #s)), Kind::Unknown)
                    } else {
                        let s = self.value(&ops[1], *ty)?;
                        (
                            quote_spanned!(at=> #k.assign::<#rt>(#dt, #s)),
                            Kind::Unknown,
                        )
                    }
                } else {
                    let a = &ops[0];
                    match a {
                        Operand::Sreg { name, span } => {
                            let row = sreg_row(name, *span)?;
                            let Shape::Sreg {
                                method, ty: sty, ..
                            } = row.shape
                            else {
                                unreachable!("found by shape")
                            };
                            let want = if sty == typed_ptx_isa::Types::U64 {
                                Ty::U64
                            } else {
                                Ty::U32
                            };
                            if ty.bit() != want.bit() {
                                return Err(Error::new(
                                    *ty_span,
                                    format!(
                                        "`{name}` is a .{} register: write `mov.{}`",
                                        want.name(),
                                        want.name()
                                    ),
                                ));
                            }
                            let m = Ident::new(method, *span);
                            (quote_spanned!(at=> #k.#m()), Kind::Reg)
                        }
                        Operand::Name(i)
                            if matches!(self.env.kind(&i.to_string()), Kind::Var(_)) =>
                        {
                            if !matches!(ty, Ty::U64 | Ty::B64) {
                                return Err(Error::new(
                                    *ty_span,
                                    format!(
                                        "the address of a variable is 64-bit: write `mov.u64 r, {i}`"
                                    ),
                                ));
                            }
                            (quote_spanned!(at=> #k.addr_of(#i)), Kind::Ptr)
                        }
                        Operand::Name(i)
                            if matches!(self.env.kind(&i.to_string()), Kind::Ptr | Kind::Ptr32) =>
                        {
                            return Err(Error::new(
                                i.span(),
                                format!(
                                    "`{i}` is already an address register; use it directly (or overwrite another with `mov.b64 q, {i};`)"
                                ),
                            ));
                        }
                        _ => {
                            let v = self.value(a, *ty)?;
                            (quote_spanned!(at=> #k.mov::<#rt>(#v)), Kind::Reg)
                        }
                    }
                }
            }
            _ => unreachable!("not mov: dispatched by `Gen::by_family`"),
        };
        Ok(Expansion::Call(call, kind))
    }
}
