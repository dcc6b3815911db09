//! The form of a mnemonic, through the table: [`mnemonic::lookup`] gives every form and
//! slot values that spell it, and the slot values say the type, the second type (`cvt`)
//! and the operation (`setp`'s comparison, `atom`'s operation) directly.
//!
//! A mnemonic the table does not spell (a modifier PTX has and no row spells yet, such as
//! `.volatile`, `setp.lo`, `add.rn.f32`, `bar.sync.aligned`) or one `ptx_asm!` does not
//! carry (`.v4`, `.u8`) is left to the grammar of [`super`], which passes the modifiers
//! through as written and explains every error.

use typed_ptx_isa::spell::Vals;
use typed_ptx_isa::{Form, FormId, Mod, Shape, Slot, row};

use super::{ALL_TYS, Resolved, atom_types, eligible, fixed_type, grammar, row_tys};
use crate::asm::parse::Invocation;
use crate::front::mnemonic;

/// The form and what its slot values say, when the mnemonic is a table spelling that
/// `ptx_asm!` carries and the operand count fits a form; `None` otherwise.
pub(super) fn resolve(inv: &Invocation) -> Option<(&'static Form, Resolved, Vals)> {
    let hits = mnemonic::lookup(&inv.parts, |id| eligible(id.form()));
    // The forms with the longest fixed head (`atom.cas` before `atom{.op}`), as the
    // grammar ranks them; a group none of whose values `ptx_asm!` carries gives way to
    // the next.
    let mut ranked: Vec<(&'static Form, Resolved, Vals, usize)> = hits
        .into_iter()
        .filter_map(|(id, vals)| {
            // A row with a `{.space}` slot is read as the row of its space.
            let (form, vals) = row::view_of(id, &vals);
            let words = form.mnemonic.split('.').count();
            carried(form, &vals).map(|r| (form, r, vals, words))
        })
        .collect();
    ranked.sort_by_key(|(_, _, _, words)| std::cmp::Reverse(*words));
    let top = ranked.first()?.3;
    let n = inv.operands.len();
    ranked
        .into_iter()
        .take_while(|(_, _, _, words)| *words == top)
        .find(|(f, r, _, _)| f.operands.len() + usize::from(r.cas) == n)
        .map(|(f, r, vals, _)| (f, r, vals))
}

/// What the slot values of `form` say, if `ptx_asm!` carries them: every type a register
/// type of `asm!` and legal for the form (and for `atom`'s operation), no vector width, no
/// type the form's row takes that has no Rust register.
fn carried(form: &'static Form, vals: &Vals) -> Option<Resolved> {
    let g = grammar(form);
    let mut tys: Vec<Mod> = Vec::new();
    let mut op: Option<Mod> = None;
    // A `Shape::Row` row's modifier slots (`bmsk{.mode}`, `barrier.cluster.arrive{.sem}`)
    // change no operand: the template spells them as written.
    let row = matches!(form.shape, Shape::Row { .. });
    for (v, slot) in vals.iter().zip(form.slots) {
        let m = v.as_mod()?;
        if m == Mod::None {
            continue;
        }
        if g.required.contains(&m) && op.is_none() {
            op = Some(m);
        } else if g.optional.contains(&m) || (row && matches!(slot, Slot::Of(_))) {
        } else if ALL_TYS.contains(&m) {
            tys.push(m);
        } else {
            return None;
        }
    }
    if tys.len() != g.ntypes || (!g.required.is_empty() && op.is_none()) {
        return None;
    }
    let mut legal = g.types.clone();
    if let Some(op) = op
        && (form.mnemonic.starts_with("atom") || form.mnemonic.starts_with("red"))
    {
        legal.retain(|t| atom_types(op).contains(t));
    }
    if form.id == FormId::AtomCas {
        legal = vec![Mod::B32, Mod::B64];
    }
    if tys.first().is_some_and(|t| !legal.contains(t))
        || tys.get(1).is_some_and(|t| !row_tys(form, 1).contains(t))
    {
        return None;
    }
    Some(Resolved {
        ty: tys.first().copied().or_else(|| fixed_type(form)),
        ty2: tys.get(1).copied(),
        cas: op == Some(Mod::Cas),
    })
}
