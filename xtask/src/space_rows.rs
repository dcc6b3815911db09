//! `ptx-builder/src/generated/space_rows.rs`: the instructions PTX spells once per state
//! space (`ld`, `ld.global`, `ld.shared` …, `cvta.to.global.u64` …, `isspacep.local` …),
//! found from the rows alone, and for each the row of a space: what `Kernel` picks from an
//! address type's space. Two rows belong to one instruction when their templates are the
//! same but for one space word and their operands the same but for their spaces; a space
//! spelled two ways (`.shared` and `.shared::cta`) has one row each, the explicit one
//! chosen when the module asks for explicit sub-qualifiers.

use std::fmt::Write;

use typed_ptx_isa::{FORMS, Form, Operand, Space};

const SPACES: [Space; 7] = [
    Space::Generic,
    Space::Global,
    Space::SharedCta,
    Space::SharedCluster,
    Space::Local,
    Space::Const,
    Space::Param,
];

/// The space word of `f`'s template and the template without it, or `None` when its
/// fixed text spells no space.
fn space_word(f: &Form) -> Option<(Space, bool, String)> {
    let t = f.spell.template;
    for s in SPACES.iter().skip(1) {
        for (word, explicit) in [(s.qualifier(), true), (s.modifier().text(), false)] {
            // A whole dotted word of the fixed text (before any slot).
            let fixed = t.split('{').next().unwrap_or_default();
            let hit = fixed.match_indices(word).find(|(i, _)| {
                let end = i + word.len();
                fixed[end..].is_empty() || fixed[end..].starts_with('.')
            });
            if let Some((i, _)) = hit {
                let rest = format!("{}{}", &t[..i], &t[i + word.len()..]);
                return Some((*s, explicit && word != s.modifier().text(), rest));
            }
        }
    }
    None
}

/// The operands with their spaces left out: what rows of one instruction share.
fn unspaced(f: &Form) -> Vec<String> {
    f.operands
        .iter()
        .map(|o| match o {
            // The width follows the space (a shared address may be 32-bit, a global
            // one not), so it is left out with it.
            Operand::Addr(..) => "Addr".into(),
            Operand::DAddr(..) => "DAddr".into(),
            Operand::Var(_) => "Var".into(),
            other => format!("{other:?}"),
        })
        .collect()
}

/// A row of a space instruction: the row, its space and whether it spells the space
/// explicitly (`.shared::cta`).
type SpaceRow = (&'static Form, Space, bool);

/// One instruction of several space rows: its name and, per row, its space and whether
/// it spells the space explicitly.
struct Instr {
    name: String,
    rows: Vec<SpaceRow>,
}

/// The CamelCase words of a row name.
fn words(name: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for c in name.chars() {
        if c.is_ascii_uppercase() || out.is_empty() {
            out.push(String::new());
        }
        out.last_mut().expect("pushed").push(c);
    }
    out
}

/// The instruction's name: the words its row names share at the front and at the back
/// (`LdGlobal`, `LdShared` …: `Ld`; `CvtaToGlobal` …: `CvtaTo`; `CvtaGlobalVar` …:
/// `CvtaVar`).
fn name_of(rows: &[SpaceRow]) -> String {
    let all: Vec<Vec<String>> = rows.iter().map(|(f, ..)| words(f.id.name())).collect();
    let first = &all[0];
    let front = (0..first.len())
        .take_while(|&i| all.iter().all(|w| w.get(i) == first.get(i)))
        .count();
    let back = (0..first.len() - front)
        .take_while(|&i| {
            all.iter()
                .all(|w| w.len() > i && w[w.len() - 1 - i] == first[first.len() - 1 - i])
        })
        .count();
    let mut name: String = first[..front].concat();
    name.push_str(&first[first.len() - back..].concat());
    name
}

/// The instructions of more than one space row, in table order.
fn instrs() -> Vec<Instr> {
    let mut keyed: Vec<(String, Vec<String>, Vec<SpaceRow>)> = Vec::new();
    for f in FORMS {
        let addressed = f
            .operands
            .iter()
            .any(|o| matches!(o, Operand::Addr(..) | Operand::DAddr(..) | Operand::Var(_)));
        if !addressed {
            continue;
        }
        let (space, explicit, key) = match space_word(f) {
            Some(w) => w,
            None if f
                .operands
                .iter()
                .any(|o| matches!(o, Operand::Addr(Space::Generic, _))) =>
            {
                (Space::Generic, false, f.spell.template.to_string())
            }
            None => continue,
        };
        let ops = unspaced(f);
        match keyed.iter_mut().find(|(k, o, _)| *k == key && *o == ops) {
            Some((_, _, rows)) => rows.push((f, space, explicit)),
            None => keyed.push((key, ops, vec![(f, space, explicit)])),
        }
    }
    keyed
        .into_iter()
        .filter(|(_, _, rows)| {
            let mut spaces: Vec<Space> = rows.iter().map(|r| r.1).collect();
            spaces.dedup();
            spaces.len() > 1
        })
        .map(|(_, _, rows)| Instr {
            name: name_of(&rows),
            rows,
        })
        .collect()
}

/// The generated file.
pub fn file(header: &str) -> String {
    let list = instrs();
    let mut s = format!(
        "{header}\n/// The instructions PTX spells once per state space, found from the rows (`cargo xtask\n/// codegen`: same template but for one space word, same operands but for their spaces).\n/// (Every such instruction is listed; the builder names those it picks by address type.)\n#[allow(dead_code)]\n#[derive(Clone, Copy, Debug, PartialEq, Eq)]\npub(crate) enum SpaceRows {{\n"
    );
    for i in &list {
        let spellings: Vec<String> = i
            .rows
            .iter()
            .map(|(f, ..)| format!("`{}`", f.spell.template))
            .collect();
        let _ = writeln!(s, "    /// {}.\n    {},", spellings.join(", "), i.name);
    }
    s.push_str("}\n\nimpl SpaceRows {\n    /// The row of the instruction whose address is in `space`, spelled explicitly\n    /// (`.shared::cta`) where `explicit` and the row exists; `None` when PTX has no\n    /// such row.\n    pub(crate) const fn row(self, space: IsaSpace, explicit: bool) -> Option<FormId> {\n        match (self, space) {\n");
    for i in &list {
        for sp in SPACES {
            let plain = i.rows.iter().find(|r| r.1 == sp && !r.2);
            let expl = i.rows.iter().find(|r| r.1 == sp && r.2);
            let arm = match (plain, expl) {
                (Some(p), Some(x)) => format!(
                    "if explicit {{ Some(FormId::{}) }} else {{ Some(FormId::{}) }}",
                    x.0.id.name(),
                    p.0.id.name()
                ),
                (Some(r), None) | (None, Some(r)) => format!("Some(FormId::{})", r.0.id.name()),
                (None, None) => continue,
            };
            let _ = writeln!(
                s,
                "            (SpaceRows::{}, IsaSpace::{sp:?}) => {arm},",
                i.name
            );
        }
    }
    s.push_str("            _ => None,\n        }\n    }\n}\n");
    s
}
