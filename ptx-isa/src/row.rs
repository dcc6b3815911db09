//! Rows that reach every output from the row alone: [`Shape::Row`].
//!
//! Such a row's slots and operands say everything a generator needs, so no consumer has a
//! hand-written entry for it:
//!
//! * the builder's method (`cargo xtask codegen`): the type slot is its type parameter, every
//!   other slot an argument ([`SlotArg`]), the sources its parameters and the destinations
//!   its result;
//! * the C++ header: one wrapper per combination of slot values ([`Form::value_combos`]),
//!   named after its spelling;
//! * the gating matrix: one case per row (the first value of every slot,
//!   [`Form::first_values`]), and one per [`Gate`](crate::Gate) of a slot value;
//! * the random programs: a step that draws a row, its slot values and its operands.
//!
//! [`Form::row_problem`] says why a row cannot be one (a unit test checks every
//! `Shape::Row` row).

use crate::{Form, FormId, Mod, Operand, Shape, Slot, Target, TyStyle, Types, Val, Version};

/// How a generator passes one slot of a [`Shape::Row`] form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotArg {
    /// The instruction's type: the method's type parameter, which its `D` and `A`
    /// operands are registers of.
    Type(Types, TyStyle),
    /// A modifier spelled or not (`{.aligned}`: `[None, .aligned]`): a `bool`.
    Flag(Mod),
    /// One of these modifiers (no empty value): an enum of them.
    Choice(&'static [Mod]),
    /// One of these modifiers or none (the slot's list less [`Mod::None`]): an `Option`
    /// of an enum of them.
    OptChoice(&'static [Mod]),
}

impl SlotArg {
    /// How slot `slot` is passed, or `None` when a generator cannot pass it.
    pub fn of(slot: Slot) -> Option<SlotArg> {
        match slot {
            Slot::Ty(types, style) => Some(SlotArg::Type(types, style)),
            Slot::Of([]) | Slot::Num { .. } => None,
            Slot::Of([Mod::None, m]) if *m != Mod::None => Some(SlotArg::Flag(*m)),
            Slot::Of([Mod::None, rest @ ..]) if !rest.contains(&Mod::None) => {
                Some(SlotArg::OptChoice(rest))
            }
            Slot::Of(list) if !list.contains(&Mod::None) => Some(SlotArg::Choice(list)),
            Slot::Of(_) => None,
        }
    }

    /// The slot's value for a flag set or not.
    pub fn flag_value(m: Mod, set: bool) -> Val {
        Val::from(if set { m } else { Mod::None })
    }
}

/// Whether `t` is exactly one type.
pub const fn is_one_type(t: Types) -> bool {
    t.0 != 0 && t.0 & (t.0 - 1) == 0
}

/// The single types of a set, in bit order.
pub fn each_type(t: Types) -> impl Iterator<Item = Types> {
    (0..32)
        .map(|b| Types(1 << b))
        .filter(move |b| t.contains(*b))
}

impl Form {
    /// Why this row cannot be a [`Shape::Row`] (a generator could not
    /// derive its method, wrappers or cases), or `None` when it can.
    pub fn row_problem(&self) -> Option<String> {
        let mut types = 0;
        for (i, &slot) in self.slots.iter().enumerate() {
            match SlotArg::of(slot) {
                None => {
                    return Some(format!(
                        "slot {{{}}} is not a type, a flag or a list of modifiers",
                        self.spell.names[i]
                    ));
                }
                Some(SlotArg::Type(..)) => types += 1,
                Some(_) => {
                    let name = self.spell.names[i].trim_start_matches('.');
                    if name.is_empty() || !name.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
                    {
                        return Some(format!(
                            "slot {{{}}} has no name a parameter can take",
                            self.spell.names[i]
                        ));
                    }
                }
            }
        }
        if types > 1 {
            return Some("more than one type slot".into());
        }
        for op in self.operands {
            let ok = match op {
                Operand::D | Operand::A => types == 1,
                Operand::DReg(t) | Operand::Src(t) => is_one_type(*t),
                Operand::DPred | Operand::Pred | Operand::Imm(..) => true,
                _ => false,
            };
            if !ok {
                return Some(format!(
                    "operand {op:?} is not a register of one type (or of the type slot's), a predicate or an immediate"
                ));
            }
        }
        None
    }

    /// The slot of the instruction's type: its index, types and spelling style.
    pub fn type_slot(&self) -> Option<(usize, Types, TyStyle)> {
        self.slots.iter().enumerate().find_map(|(i, s)| match s {
            Slot::Ty(t, style) => Some((i, *t, *style)),
            _ => None,
        })
    }

    /// The first value of every slot: what the gating matrix's case of the row uses
    /// (no value of a gate: a unit test checks it).
    pub fn first_values(&self) -> Vec<Val> {
        self.slots.iter().map(|s| s.values()[0]).collect()
    }

    /// Every combination of the slots' values, the first slot varying slowest (for a
    /// [`Shape::Row`] form: its C++ wrappers).
    pub fn value_combos(&self) -> Vec<Vec<Val>> {
        let mut out: Vec<Vec<Val>> = vec![Vec::new()];
        for slot in self.slots {
            let values = slot.values();
            out = out
                .into_iter()
                .flat_map(|prefix| {
                    values.iter().map(move |&v| {
                        let mut c = prefix.clone();
                        c.push(v);
                        c
                    })
                })
                .collect();
        }
        out
    }

    /// The smallest PTX ISA version and `sm` that accept this form with slot values
    /// `vals` on `target`: the form's, raised by each [`Gate`](crate::Gate) whose value
    /// `vals` holds.
    pub fn requirement(&self, vals: &[Val], target: Target) -> (Version, u32) {
        let mut isa = self.min_isa_for(target);
        let mut sm = self.min_sm;
        for g in self.gates {
            if vals.get(g.slot as usize) == Some(&Val::from(g.value)) {
                isa = isa.max(g.min_isa);
                sm = sm.max(g.min_sm);
            }
        }
        (isa, sm)
    }

    /// Its builder method, for a [`Shape::Row`] row.
    pub fn row_method(&self) -> Option<&'static str> {
        match self.shape {
            Shape::Row { method } => Some(method),
            _ => None,
        }
    }
}

/// Every [`Shape::Row`] row, in table order.
pub fn rows() -> impl Iterator<Item = &'static Form> {
    crate::FORMS
        .iter()
        .filter(|f| matches!(f.shape, Shape::Row { .. }))
}

/// The Rust identifier of a slot's enum: the row's name and the slot's
/// (`FormId::Bmsk`'s `{.mode}`: `BmskMode`).
pub fn enum_name(id: FormId, slot_name: &str) -> String {
    let mut out = id.name().to_string();
    for word in slot_name.trim_start_matches('.').split('_') {
        let mut c = word.chars();
        if let Some(first) = c.next() {
            out.push(first.to_ascii_uppercase());
            out.extend(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::FORMS;

    #[test]
    fn every_row_shape_can_be_generated() {
        let mut methods: Vec<&str> = Vec::new();
        for f in rows() {
            assert_eq!(f.row_problem(), None, "{:?}", f.id);
            let m = f.row_method().unwrap();
            assert!(!methods.contains(&m), "{:?}: method {m} twice", f.id);
            methods.push(m);
        }
        // No other shape names the same method.
        for f in FORMS {
            let other = match f.shape {
                Shape::Binary { method, .. }
                | Shape::Unary { method, .. }
                | Shape::Ternary { method, .. }
                | Shape::Sreg { method, .. } => method,
                _ => continue,
            };
            assert!(!methods.contains(&other), "{:?}: method {other}", f.id);
        }
    }

    #[test]
    fn gates_name_a_value_of_their_slot_and_ask_for_more() {
        for f in FORMS {
            for g in f.gates {
                let slot = f.slots.get(g.slot as usize).copied();
                assert!(
                    slot.is_some_and(|s| s.takes(Val::from(g.value))),
                    "{:?}: gate of {} on slot {} that does not take it",
                    f.id,
                    g.value.text(),
                    g.slot
                );
                assert!(
                    g.min_isa > f.min_isa || g.min_sm > f.min_sm,
                    "{:?}: the gate of {} asks no more than the form",
                    f.id,
                    g.value.text()
                );
                assert_ne!(
                    f.first_values()[g.slot as usize],
                    Val::from(g.value),
                    "{:?}: a slot's first value (the gating case's) is gated",
                    f.id
                );
            }
        }
    }

    #[test]
    fn imm_rules_fit_their_immediates() {
        for f in FORMS {
            let ranges: Vec<(i64, i64)> = f
                .operands
                .iter()
                .filter_map(|o| match o {
                    Operand::Imm(lo, hi) => Some((*lo, *hi)),
                    _ => None,
                })
                .collect();
            assert!(
                f.imms.is_empty() || f.imms.len() == ranges.len(),
                "{:?}: one rule per immediate",
                f.id
            );
            for (r, (lo, hi)) in f.imms.iter().zip(ranges) {
                let step = i64::from(r.step);
                assert!(
                    step >= 1 && lo % step == 0 && hi % step == 0,
                    "{:?}: {lo}..={hi} is not made of steps of {step}",
                    f.id
                );
                assert_eq!(
                    step > 1,
                    !r.fix.is_empty(),
                    "{:?}: a step says its fix",
                    f.id
                );
                assert!(!r.what.is_empty(), "{:?}", f.id);
            }
        }
    }

    #[test]
    fn slot_args() {
        use Mod::*;
        assert_eq!(
            SlotArg::of(Slot::Of(&[None, Aligned])),
            Some(SlotArg::Flag(Aligned))
        );
        assert_eq!(
            SlotArg::of(Slot::Of(&[None, Release, Relaxed])),
            Some(SlotArg::OptChoice(&[Release, Relaxed]))
        );
        assert_eq!(
            SlotArg::of(Slot::Of(&[Eq, Ne])),
            Some(SlotArg::Choice(&[Eq, Ne]))
        );
        assert_eq!(SlotArg::of(Slot::Of(&[Eq, None])), Option::None);
        assert_eq!(enum_name(FormId::Add, ".my_mode"), "AddMyMode");
        assert!(is_one_type(Types::U32) && !is_one_type(Types::INT));
    }

    #[test]
    fn combos_cover_every_value() {
        let f = FormId::Setp.form();
        let c = f.value_combos();
        assert_eq!(
            c.len(),
            f.slots[0].values().len() * f.slots[1].values().len()
        );
        assert_eq!(c[0], f.first_values());
    }
}
