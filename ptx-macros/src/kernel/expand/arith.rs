//! The arithmetic: the table's generated rows and `mul.wide` (the `.approx` functions and
//! the fast-math forms are `Shape::Row` rows: [`row`](super::row)).

use quote::quote_spanned;
use syn::Ident;

use super::{At, Expansion, Gen, Kind};
use crate::kernel::validate::KernelTy;
use crate::kernel::validate::{Op, table};

impl Gen<'_> {
    /// The arithmetic: the generated rows and `mul.wide`.
    pub(super) fn arith(&mut self, cx: &At<'_>, op: &Op) -> syn::Result<Expansion> {
        let (ops, at, k) = (cx.ops, cx.at, &cx.k);
        let (call, kind) = match op {
            // The generated rows: the row names the builder method.
            Op::Regular { form, ty, ty_span } => {
                let m = Ident::new(table::method(*form), at);
                let rt = ty.rust(*ty_span);
                let args = ops
                    .iter()
                    .map(|o| self.value(o, *ty))
                    .collect::<syn::Result<Vec<_>>>()?;
                (quote_spanned!(at=> #k.#m::<#rt>(#(#args),*)), Kind::Reg)
            }
            Op::MulWide { ty, ty_span } => {
                let rt = ty.rust(*ty_span);
                let a = self.value(&ops[0], *ty)?;
                let b = self.value(&ops[1], *ty)?;
                (quote_spanned!(at=> #k.mul_wide::<#rt>(#a, #b)), Kind::Reg)
            }
            _ => unreachable!("not arith: dispatched by `Gen::by_family`"),
        };
        Ok(Expansion::Call(call, kind))
    }
}
