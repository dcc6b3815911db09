//! The instructions of `ptx_module!` that follow from their row: the mnemonic is looked up
//! in the table ([`mnemonic::lookup`]), and the form and its slot values are the
//! instruction.
//!
//! * the generated rows (`Binary`/`Unary`/`Ternary`: `add`, `mul.lo`, `fma.rn`, `and` …,
//!   with their half-precision rows): the row names the builder method, its operands the
//!   operand count, its type slot the type;
//! * the `.approx` functions of f32 (`ex2`, `lg2`, `sin`, `cos`) and of half precision
//!   (`ex2.approx{.f16,.f16x2}`, `ex2.approx.ftz{.bf16,.bf16x2}`, `tanh.approx.T`): the
//!   builder method is named after the instruction;
//! * hook: the f32 fast-math forms (`add.ftz.f32`, `rcp.approx.f32` …), whose builder
//!   methods the rows do not name ([`fast_method`]).
//!
//! Every other form, and every error, is resolved by the function of its family.

use typed_ptx_isa::spell::Vals;
use typed_ptx_isa::{FormId, Mod, Shape};

use super::{Op, Part};
use crate::front::mnemonic;

/// The instruction of a table spelling that follows from its row, if it is one.
pub(crate) fn resolve(parts: &[Part]) -> Option<Op> {
    mnemonic::lookup(parts, |_| true)
        .iter()
        .find_map(|(id, vals)| op_of(*id, vals, parts))
}

fn op_of(id: FormId, vals: &Vals, parts: &[Part]) -> Option<Op> {
    let form = id.form();
    // The type is the last part (`{.type}` ends these templates).
    let ty_span = parts.last()?.span;
    let ty = vals.first().and_then(|v| v.as_mod());
    if matches!(
        form.shape,
        Shape::Binary { .. } | Shape::Unary { .. } | Shape::Ternary { .. }
    ) {
        return Some(Op::Regular {
            form: id,
            ty: ty?,
            ty_span,
        });
    }
    if fast_method(id).is_some() {
        return Some(Op::Fast { form: id });
    }
    match id {
        FormId::Ex2Approx | FormId::Lg2Approx | FormId::SinApprox | FormId::CosApprox => {
            Some(Op::Approx { form: id })
        }
        FormId::Ex2ApproxF16
        | FormId::Ex2ApproxBf16
        | FormId::TanhApproxF16
        | FormId::TanhApproxBf16 => Some(Op::ApproxT {
            method: instruction(id),
            ty: ty?,
            ty_span,
        }),
        FormId::TanhApprox => Some(Op::ApproxT {
            method: instruction(id),
            ty: Mod::F32,
            ty_span,
        }),
        _ => None,
    }
}

/// The instruction's first word, which names the builder method of the `.approx` forms.
pub(crate) fn instruction(id: FormId) -> &'static str {
    let head = id.form().mnemonic;
    head.split('.').next().unwrap_or(head)
}

/// The builder method of a generated row.
pub(crate) fn method(id: FormId) -> &'static str {
    match id.form().shape {
        Shape::Binary { method, .. }
        | Shape::Unary { method, .. }
        | Shape::Ternary { method, .. }
        | Shape::Sreg { method, .. } => method,
        _ => fast_method(id).unwrap_or_else(|| instruction(id)),
    }
}

/// How many source operands a form takes (its operands less the destination).
pub(crate) fn sources(id: FormId) -> usize {
    id.form().operands.len().saturating_sub(1)
}

/// Hook: the builder methods of the f32 flush-to-zero and fast approximate forms, which
/// their rows (`Custom`) do not name.
pub(crate) fn fast_method(id: FormId) -> Option<&'static str> {
    Some(match id {
        FormId::AddFtz => "add_ftz",
        FormId::SubFtz => "sub_ftz",
        FormId::MulFtz => "mul_ftz",
        FormId::FmaRnFtz => "fma_ftz",
        FormId::RcpApprox => "rcp_approx",
        FormId::RcpApproxFtz => "rcp_approx_ftz",
        FormId::Ex2ApproxFtz => "ex2_ftz",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use typed_ptx_isa::{FORMS, Val};

    fn parts(text: &str) -> Vec<Part> {
        let ts: proc_macro2::TokenStream = text.parse().unwrap();
        syn::parse::Parser::parse2(mnemonic::parse, ts).unwrap()
    }

    /// Every combination of a row's slot values.
    fn every_value(slots: &[typed_ptx_isa::Slot]) -> Vec<Vec<Val>> {
        let mut out: Vec<Vec<Val>> = vec![Vec::new()];
        for slot in slots {
            out = out
                .iter()
                .flat_map(|head| {
                    slot.values().into_iter().map(move |v| {
                        let mut next = head.clone();
                        next.push(v);
                        next
                    })
                })
                .collect();
        }
        out
    }

    /// Every spelling of every row that resolves through the table resolves to the same
    /// instruction by the function of its family (the fast-math hook aside, which only the
    /// table resolves).
    #[test]
    fn the_table_and_the_families_agree() {
        let mut through_table = 0;
        for form in FORMS {
            if form.shape == Shape::Directive || form.slots.iter().any(|s| s.is_num()) {
                continue;
            }
            for vals in every_value(form.slots) {
                let Ok(text) = form.spelled(&vals) else {
                    continue;
                };
                // A part the tokenizer cannot read (`.L2::128B`) is no macro spelling.
                let Ok(ts) = text.parse::<proc_macro2::TokenStream>() else {
                    continue;
                };
                let Ok(p) = syn::parse::Parser::parse2(mnemonic::parse, ts) else {
                    continue;
                };
                let Some(op) = resolve(&p) else {
                    continue;
                };
                through_table += 1;
                if matches!(op, Op::Fast { .. }) {
                    continue;
                }
                let by = super::super::by_family(&p).map(|o| format!("{o:?}"));
                assert_eq!(by.ok(), Some(format!("{op:?}")), "`{text}`");
            }
        }
        assert!(through_table > 100, "{through_table}");
    }

    #[test]
    fn rows_name_their_methods() {
        assert_eq!(method(FormId::MulLo), "mul_lo");
        assert_eq!(method(FormId::AddFtz), "add_ftz");
        assert_eq!(method(FormId::SinApprox), "sin");
        assert_eq!(sources(FormId::FmaRnFtz), 3);
        assert!(matches!(
            resolve(&parts("add.ftz.f32")),
            Some(Op::Fast {
                form: FormId::AddFtz
            })
        ));
        assert!(resolve(&parts("add.ftz.f64")).is_none());
    }
}
