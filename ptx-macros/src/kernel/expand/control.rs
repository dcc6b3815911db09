//! Control flow and the kernel's resources: `bra`, `call`, `ret`, `exit`, `setmaxnreg`,
//! `griddepcontrol`.

use quote::{quote, quote_spanned};
use syn::{Error, Ident};
use typed_ptx_isa::FormId;

use super::{At, Expansion, Gen, Kind, raw_int};
use crate::kernel::parse::Operand;
use crate::kernel::validate::{self, Op};

impl Gen<'_> {
    /// Control flow and the kernel's resources: `bra`, `call`, `ret`, `exit`, `setmaxnreg`,
    /// `griddepcontrol`.
    pub(super) fn control(&mut self, cx: &At<'_>, op: &Op) -> syn::Result<Expansion> {
        let (ops, at, k, guard_pred) = (cx.ops, cx.at, &cx.k, cx.guard_pred);
        let (call, kind) = match op {
            Op::Bra { uni } => {
                let l = match &ops[0] {
                    Operand::Name(i) if self.env.kind(&i.to_string()) == Kind::Label => i.clone(),
                    o => {
                        return Err(Error::new(
                            o.span(),
                            "`bra` takes a label of this function (placed with `name:`)",
                        ));
                    }
                };
                let call = match (guard_pred, uni) {
                    (Some((g, false)), false) => quote_spanned!(at=> #k.bra_if(#g, #l)),
                    (Some((g, true)), false) => quote_spanned!(at=> #k.bra_unless(#g, #l)),
                    (_, true) => quote_spanned!(at=> #k.bra_uni(#l)),
                    (None, false) => quote_spanned!(at=> #k.bra(#l)),
                };
                if guard_pred.is_some() && !uni {
                    let pre = core::mem::take(&mut self.pre);
                    return Ok(Expansion::Stmt(quote!(#(#pre)* #call;)));
                }
                (call, Kind::Unknown)
            }
            Op::Call => {
                let f = match &ops[0] {
                    Operand::Name(i) if self.env.kind(&i.to_string()) == Kind::Func => i.clone(),
                    o => {
                        return Err(Error::new(
                            o.span(),
                            "`call` takes a `func` of this module, defined above the call",
                        ));
                    }
                };
                let args = match ops.get(1) {
                    None => Vec::new(),
                    Some(Operand::Tuple(items, _)) => items
                        .iter()
                        .map(|o| self.reg(o, "a register or pointer"))
                        .collect::<syn::Result<Vec<_>>>()?,
                    Some(o) => {
                        return Err(Error::new(
                            o.span(),
                            "a call's arguments are a parenthesised list: `(a, b)`",
                        ));
                    }
                };
                (quote_spanned!(at=> #k.call(#f, (#(#args,)*))), Kind::Reg)
            }
            Op::Ret => (quote_spanned!(at=> #k.ret()), Kind::Unknown),
            Op::Exit => (quote_spanned!(at=> #k.exit()), Kind::Unknown),
            Op::Setmaxnreg { inc } => {
                let form = if *inc {
                    FormId::SetmaxnregInc
                } else {
                    FormId::SetmaxnregDec
                };
                let (lo, hi) = validate::table_imm(form, 0);
                let what = "a setmaxnreg register count";
                if let Some(v) = validate::imm_in(&ops[0], lo, hi, what)?
                    && v % 8 != 0
                {
                    return Err(Error::new(
                        ops[0].span(),
                        format!("{what} is a multiple of 8; {v} is not"),
                    ));
                }
                let n = raw_int(&ops[0], lo, hi, what, "u32")?;
                let m = Ident::new(
                    if *inc {
                        "setmaxnreg_inc"
                    } else {
                        "setmaxnreg_dec"
                    },
                    at,
                );
                (quote_spanned!(at=> #k.#m(#n)), Kind::Unknown)
            }
            Op::Griddep { wait } => {
                let m = Ident::new(
                    if *wait {
                        "griddepcontrol_wait"
                    } else {
                        "griddepcontrol_launch_dependents"
                    },
                    at,
                );
                (quote_spanned!(at=> #k.#m()), Kind::Unknown)
            }
            _ => unreachable!("not control: dispatched by `Gen::by_family`"),
        };
        Ok(Expansion::Call(call, kind))
    }
}
