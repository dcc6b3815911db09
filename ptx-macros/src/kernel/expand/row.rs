//! The `Shape::Row` rows: everything from the row. The row names its generated builder
//! method; its type slot is the method's type parameter, every other slot an argument
//! (a flag a `bool`, a list of modifiers a `typed_ptx::slots` enum or a shared enum of the
//! builder such as `Scope` (`typed_ptx_isa::row::SHARED_ENUMS`), `Option`al when the slot
//! may be left out), its sources the method's parameters and its destination the
//! result, as `cargo xtask codegen` generated the method from the same row.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::{Error, Ident};
use typed_ptx_isa::row::{SlotArg, slot_enum_path, slot_last};
use typed_ptx_isa::{Mod, Operand as IsaOperand, TyStyle};

use super::{At, Expansion, Gen, Kind, p, raw_int};
use crate::kernel::validate::{KernelTy, Op, Ty};

impl Gen<'_> {
    /// A `Shape::Row` row: its generated method with the slot values and the operands.
    pub(super) fn row(&mut self, cx: &At<'_>, op: &Op) -> syn::Result<Expansion> {
        let Op::Row {
            form,
            vals,
            ty_span,
        } = op
        else {
            unreachable!("not a row: dispatched by `Gen::by_family`")
        };
        let (at, k) = (cx.at, &cx.k);
        let f = form.form();
        let Some(method) = f.row_method() else {
            unreachable!("a row's Op names a Shape::Row row")
        };
        let m = Ident::new(method, at);
        let mut ty: Option<Ty> = None;
        let mut args: Vec<TokenStream> = Vec::new();
        let mut late: Vec<TokenStream> = Vec::new();
        for (i, &slot) in f.slots.iter().enumerate() {
            let v = vals.get(i).and_then(|v| v.as_mod()).unwrap_or(Mod::None);
            let value = |v: Mod| {
                let pp = p(at);
                let list = match SlotArg::of(slot) {
                    Some(SlotArg::Choice(l) | SlotArg::OptChoice(l)) => l,
                    _ => &[],
                };
                // `Scope` or `slots::BmskMode`: a path from the builder's root.
                let path = slot_enum_path(*form, f.spell.names[i], list);
                let segs = path.split("::").map(|s| format_ident!("{s}", span = at));
                let variant = format_ident!("{v:?}", span = at);
                quote_spanned!(at=> #pp #(::#segs)* ::#variant)
            };
            match SlotArg::of(slot) {
                Some(SlotArg::Type(..)) => ty = Some(v),
                Some(SlotArg::Flag(flag)) => {
                    let set = v == flag;
                    args.push(quote_spanned!(at=> #set));
                }
                // A shared enum (a scope) is passed after the operands.
                Some(SlotArg::Choice(_)) if slot_last(f, i) => late.push(value(v)),
                Some(SlotArg::Choice(_)) => args.push(value(v)),
                Some(SlotArg::OptChoice(_)) if v == Mod::None => {
                    args.push(quote_spanned!(at=> ::core::option::Option::None))
                }
                Some(SlotArg::OptChoice(_)) => {
                    let e = value(v);
                    args.push(quote_spanned!(at=> ::core::option::Option::Some(#e)));
                }
                // Only `SlotArg::of_slot` passes a space as a type parameter or from an
                // address, an element's type, a rank or an address's width, or leaves a
                // slot to the rules, and such a row takes an address or a tensor map: its
                // family's instruction reads it (`isspacep`, `ld.global.nc`,
                // `prefetch.tensormap`, `getctarank`, `cp.reduce.async.bulk`).
                Some(
                    SlotArg::Space(_)
                    | SlotArg::AddrSpace(_)
                    | SlotArg::Elem(_)
                    | SlotArg::Rank(_)
                    | SlotArg::Width(_)
                    | SlotArg::Ruled(_),
                )
                | None => {
                    unreachable!("a Shape::Row row's slots are passable (row_problem)")
                }
            }
        }
        let mut sources = cx.ops.iter();
        let mut imm = 0;
        for o in f.operands {
            let (IsaOperand::A
            | IsaOperand::Src(_)
            | IsaOperand::Pred
            | IsaOperand::Imm(..)
            | IsaOperand::Addr(..)) = o
            else {
                continue;
            };
            let Some(src) = sources.next() else {
                return Err(Error::new(cx.inst.end, "missing operand"));
            };
            args.push(match *o {
                IsaOperand::A => self.value(src, ty.unwrap_or(Mod::U32))?,
                IsaOperand::Src(t) => self.value(src, Mod::of_type(t, TyStyle::Own))?,
                IsaOperand::Pred => self.reg(src, "a predicate register")?,
                // An mbarrier's address (`tcgen05.commit`'s `[bar]`), in the row's space.
                IsaOperand::Addr(space, _) => self.addr(src, Some(space), None)?,
                IsaOperand::Imm(lo, hi) => {
                    // The row names its immediate (`lop3's truth table`), as the builder
                    // does in its error.
                    let what = f.imms.get(imm).map_or("the immediate", |r| r.what);
                    imm += 1;
                    raw_int(src, lo as i128, hi as i128, what, "u32")?
                }
                _ => unreachable!("sources only"),
            });
        }
        // The type slot's value, or the types that pick the row of a typed group.
        let targs: Vec<TokenStream> = typed_ptx_isa::row::type_args(f, vals)
            .into_iter()
            .map(|t| t.rust(*ty_span))
            .collect();
        args.extend(late);
        let tparam = (!targs.is_empty()).then(|| quote!(::<#(#targs),*>));
        Ok(Expansion::Call(
            quote_spanned!(at=> #k.#m #tparam (#(#args),*)),
            Kind::Reg,
        ))
    }
}
