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
//! * the gating matrix: one case per row that spells every ungated value of every slot
//!   ([`Form::cover_values`]: the first values, then each slot varied alone), and one per
//!   [`Gate`](crate::Gate) of a slot value;
//! * the random programs: a step that draws a row, its slot values and its operands.
//!
//! [`Form::row_problem`] says why a row cannot be one (a unit test checks every
//! `Shape::Row` row).
//!
//! A row's rules of combinations ([`Form::combos`]) say which slot values go together;
//! every reader goes through [`Form::combo_ok`] (the enumerations: [`Form::value_combos`],
//! [`Form::cover_values`]) and the generated method checks them at the call site
//! ([`Form::combo_spelled`], `Kernel::combo`): an integer element spelled as its bits where
//! the rules take those (`.and.b32`); a flag slot the rules decide filled from them
//! ([`Form::ruled_slot`], [`SlotArg::Ruled`]: `cp.reduce.async.bulk`'s `.noftz`, spelled
//! exactly with `.add` of `.f16`/`.bf16`, a rule of two conditions); a tensor map's element
//! type, which no slot spells, checked by [`Form::elem_ok`] (`Kernel::combo_elem`:
//! `cp.reduce.async.bulk.tensor`'s operation against the map's element type). The operation
//! slot of such rows may be a wider shared enum ([`SUBSET_ENUMS`]: `red.async`'s `AtomOp`)
//! or one of its family ([`FAMILY_ENUMS`]: `cp.reduce.async.bulk`'s `BulkRedOp`).

use crate::{
    Family, Form, FormId, Mod, Operand, Shape, Slot, Space, Target, TyStyle, Types, Val, Version,
    Width,
};

/// A public enum of the builder that a slot of modifiers is passed as, instead of an enum
/// of its own in the builder's `slots` module: a slot whose modifiers are exactly `mods`
/// (in any order; [`Mod::None`] aside, which makes it an `Option` of the enum) takes
/// `name`, so that a family the table once split into one row per value (`fence.acq_rel.cta`,
/// `.gpu` …) keeps the argument type of its builder method (`fence(scope: Scope)`).
///
/// The builder's enum has `ALL` (its variants in the order of `mods`) and a
/// `modifier()`; a generated test of the builder (`slots::shared_enums_agree`) fails when
/// they disagree with this list.
///
/// A slot whose modifiers are a strict subset of a shared enum's is not passed as it: it
/// gets its own enum, so that a value the slot does not take is refused by the compiler
/// rather than by the build (see [`SHARED_ENUMS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SharedEnum {
    /// The enum's name at the root of the builder crate (`Scope`).
    pub name: &'static str,
    /// The modifier of each variant, in the enum's order.
    pub mods: &'static [Mod],
    /// Whether methods take it after their operands, as the builder's scope arguments are
    /// (`ld_relaxed(a, scope)`, `mbarrier_arrive_release(bar, scope)`); else before them,
    /// as a comparison or a mode is (`setp(cmp, a, b)`, `prmt_mode(mode, a, b, sel)`).
    pub last: bool,
}

/// The registry of [`SharedEnum`]s: the builder's public enums that slots of `Shape::Row`
/// rows are passed as. The one place that says which enum stands for which modifiers;
/// nothing else of the generators names a row or an enum.
///
/// Only exact matches count. A strict subset (`membar`'s levels, were they `.cta .gpu
/// .sys`) keeps a per-row enum: passing the wider enum would turn a value the slot lacks
/// from a compile error into a build error, and no row of the table needs it (`membar`'s
/// `.gl` is not `Scope::Gpu`'s `.gpu`: its slot is `slots::MembarLevel`, and `membar(Scope)`
/// maps to it; `redux_sync`'s `ReduxOp` spans two rows with different type spellings: it
/// maps to their slots, `slots::ReduxSyncOp` and `slots::ReduxSyncBitwiseOp`).
pub const SHARED_ENUMS: &[SharedEnum] = &[
    SharedEnum {
        name: "Tcgen05Group",
        mods: &[Mod::CtaGroup1, Mod::CtaGroup2],
        last: false,
    },
    SharedEnum {
        name: "Scope",
        mods: &[Mod::Cta, Mod::Cluster, Mod::Gpu, Mod::Sys],
        last: true,
    },
    SharedEnum {
        name: "Cmp",
        mods: &[Mod::Eq, Mod::Ne, Mod::Lt, Mod::Le, Mod::Gt, Mod::Ge],
        last: false,
    },
    SharedEnum {
        name: "ProxySpace",
        mods: &[Mod::SharedCta, Mod::SharedCluster, Mod::Global],
        last: false,
    },
    SharedEnum {
        name: "MbarScope",
        mods: &[Mod::Cta, Mod::Cluster],
        last: true,
    },
    SharedEnum {
        name: "PrmtMode",
        mods: &[Mod::F4e, Mod::B4e, Mod::Rc8, Mod::Ecl, Mod::Ecr, Mod::Rc16],
        last: false,
    },
    SharedEnum {
        name: "ReduxF32Op",
        mods: &[Mod::Min, Mod::Max],
        last: false,
    },
    SharedEnum {
        name: "Shfl",
        mods: &[Mod::Up, Mod::Down, Mod::Bfly, Mod::Idx],
        last: false,
    },
    SharedEnum {
        name: "AtomOp",
        mods: &[
            Mod::Add,
            Mod::Min,
            Mod::Max,
            Mod::And,
            Mod::Or,
            Mod::Xor,
            Mod::Exch,
            Mod::Inc,
            Mod::Dec,
        ],
        last: false,
    },
    SharedEnum {
        name: "L1Evict",
        mods: &[
            Mod::EvictNormal,
            Mod::EvictUnchanged,
            Mod::EvictFirst,
            Mod::EvictLast,
            Mod::NoAllocate,
        ],
        last: false,
    },
    SharedEnum {
        name: "L2Prefetch",
        mods: &[Mod::Bytes64, Mod::Bytes128, Mod::Bytes256],
        last: false,
    },
    SharedEnum {
        name: "MultimemLdSem",
        mods: &[Mod::Weak, Mod::Relaxed, Mod::Acquire],
        last: false,
    },
    SharedEnum {
        name: "MultimemStSem",
        mods: &[Mod::Weak, Mod::Relaxed, Mod::Release],
        last: false,
    },
    SharedEnum {
        name: "MultimemRedSem",
        mods: &[Mod::Relaxed, Mod::Release],
        last: false,
    },
    SharedEnum {
        name: "BulkRedOp",
        mods: &[
            Mod::Add,
            Mod::Min,
            Mod::Max,
            Mod::Inc,
            Mod::Dec,
            Mod::And,
            Mod::Or,
            Mod::Xor,
        ],
        last: false,
    },
];

/// The shared enums that only the rows of one family are passed as ([`row_enum`]), and
/// that family: `BulkRedOp`, the operation of `cp.reduce.async.bulk` (`Family::Bulk`),
/// has the modifiers of `red`'s operations, which `red.async` (`Family::WarpSpec`) passes
/// as `AtomOp` ([`SUBSET_ENUMS`]) as its method always did.
///
/// The `multimem` semantics are the `multimem` rows' (`Family::Atomic`): `barrier.cluster.arrive`
/// keeps its own enum of `.release` and `.relaxed`.
pub const FAMILY_ENUMS: &[(&str, Family)] = &[
    ("BulkRedOp", Family::Bulk),
    ("MultimemLdSem", Family::Atomic),
    ("MultimemStSem", Family::Atomic),
    ("MultimemRedSem", Family::Atomic),
];

/// Whether row `f` may be passed shared enum `e`: any row, but for a [`FAMILY_ENUMS`]
/// enum, the rows of its family only.
fn enum_open(f: &Form, e: &SharedEnum) -> bool {
    FAMILY_ENUMS
        .iter()
        .all(|(name, family)| *name != e.name || *family == f.family)
}

/// The shared enums that a slot of a strict subset of their modifiers is passed as too,
/// deliberately against the rule of [`SHARED_ENUMS`]: the value the slot lacks is then
/// refused at the call site, by the generated method's check of the row's combinations
/// ([`Form::combo_ok`]). `AtomOp`: `atom`, `red` and `red.async` share the builder's one
/// enum of operations (`red`'s lack `.exch`), as their methods always took it.
pub const SUBSET_ENUMS: &[&str] = &["AtomOp"];

/// Whether slot `i` of `f` is passed after the operands: a slot passed as a shared enum
/// that methods take last ([`SharedEnum::last`]: a scope); every other slot comes before
/// them.
pub fn slot_last(f: &Form, i: usize) -> bool {
    matches!(
        SlotArg::of_slot(f, i),
        Some(SlotArg::Choice(list)) if row_enum(f, list).is_some_and(|e| e.last)
    )
}

/// Whether the modifiers of `e` are exactly `list` (in any order).
fn exactly(e: &SharedEnum, list: &[Mod]) -> bool {
    e.mods.len() == list.len()
        && e.mods.iter().all(|m| list.contains(m))
        && list.iter().all(|m| e.mods.contains(m))
}

/// The shared enum whose modifiers are exactly `list` (in any order), if one is (of any
/// family: [`row_enum`] says which a row takes).
pub fn shared_enum(list: &[Mod]) -> Option<&'static SharedEnum> {
    SHARED_ENUMS.iter().find(|e| exactly(e, list))
}

/// The shared enum a slot of modifiers `list` of row `f` is passed as: the one of exactly
/// `list` ([`shared_enum`]) open to the row's family ([`FAMILY_ENUMS`]), else, in a row
/// with rules of combinations (which its method checks), a [`SUBSET_ENUMS`] enum of more
/// modifiers.
pub fn row_enum(f: &Form, list: &[Mod]) -> Option<&'static SharedEnum> {
    let open = |e: &&SharedEnum| enum_open(f, e);
    SHARED_ENUMS
        .iter()
        .filter(open)
        .find(|e| exactly(e, list))
        .or_else(|| {
            SHARED_ENUMS.iter().filter(open).find(|e| {
                !f.combos.is_empty()
                    && SUBSET_ENUMS.contains(&e.name)
                    && list.len() > 1
                    && list.iter().all(|m| e.mods.contains(m))
            })
        })
}

/// The Rust path of the enum a slot of modifiers `list` is passed as, from the builder
/// crate's root: a [`SharedEnum`] (`Scope`), else the row's own enum in the `slots` module
/// (`slots::BmskMode`, [`enum_name`]).
pub fn slot_enum_path(id: FormId, slot_name: &str, list: &[Mod]) -> String {
    match row_enum(id.form(), list) {
        Some(e) => e.name.to_string(),
        None => format!("slots::{}", enum_name(id, slot_name)),
    }
}

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
    /// The state space of an address type: a `{.space}` slot ([`Form::space_slot`]) with
    /// a value of every named space and none generic, passed as the method's type
    /// parameter `S: Named` (its value: the one of `S::SPACE`, spelled as the module asks,
    /// [`Space::slot_value`]), as `isspacep::<S, _, _>(p)` takes it.
    Space(&'static [Mod]),
    /// The memory type of the element of the row's typed address ([`AddrArg::typed`](crate::AddrArg::typed)):
    /// a `{.type}` slot of type modifiers (`ld.global.nc{.type}`), its value the
    /// element's spelling in memory (`<A::Elem as Elem>::TY`, [`Mod::mem`]).
    Elem(&'static [Mod]),
    /// The state space of the type of the row's address argument ([`Form::addrs`]): a
    /// `{.space}` slot ([`Form::space_slot`]) with an empty value, its value the one of
    /// `<A::Space as Space>::SPACE` ([`Form::addr_space_value`]); the address argument's
    /// bounds say which spaces it takes (`prefetch{.space}.tensormap`'s `TensorMapPrefetch`:
    /// a generic address, `.global`, `.const`, a kernel parameter).
    AddrSpace(&'static [Mod]),
    /// The rank of the row's tensor map ([`Operand::TensorMap`]): a `{.dim}` slot of
    /// `.1d` … `.5d`, its value the one of the method's `const RANK: usize`, the number
    /// of coordinates the map takes.
    Rank(&'static [Mod]),
    /// The width of the register of the row's address taken as a value
    /// ([`AddrCheck::Value`](crate::AddrCheck::Value)): a `{.type}` slot of `.u32`/`.u64`
    /// (`getctarank.shared::cluster{.type}`), its value `.u32` for a 32-bit address
    /// (`Ptr32`), else `.u64`. No parameter: the address's type says it.
    Width(&'static [Mod]),
    /// A slot the row's rules decide ([`Form::ruled_slot`]: `{.noftz}` of
    /// `cp.reduce.async.bulk` into `.global`, spelled exactly with `.add` of `.f16`/`.bf16`):
    /// no argument; the method's check of the rules fills its value
    /// ([`Form::combo_spelled`]).
    Ruled(&'static [Mod]),
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

    /// How slot `i` of row `f` is passed: [`SlotArg::Space`] for a `{.space}` slot of every
    /// named space, else as [`of`](SlotArg::of) says.
    pub fn of_slot(f: &Form, i: usize) -> Option<SlotArg> {
        if let Some((j, list)) = f.space_slot()
            && j == i
            && !list.contains(&Mod::None)
            && NAMED_SPACES
                .iter()
                .all(|s| s.slot_value(list, false).is_some())
        {
            return Some(SlotArg::Space(list));
        }
        // A slot that may be empty and follows the one address, or the slot of the
        // spaces a tensor map may be edited in (`tensormap.replace{.space}`), which follows
        // the map (the first address).
        let map_first = f
            .addrs
            .first()
            .is_some_and(|a| a.check == crate::AddrCheck::TensorMap);
        if let Some((j, list)) = f.space_slot()
            && j == i
            && ((list.contains(&Mod::None) && f.addrs.len() == 1) || map_first)
        {
            return Some(SlotArg::AddrSpace(list));
        }
        if f.operands.contains(&Operand::TensorMap)
            && f.spell.names.get(i) == Some(&".dim")
            && let Some(Slot::Of(list)) = f.slots.get(i)
            && !list.is_empty()
            && list.iter().all(|m| RANKS.contains(m))
        {
            return Some(SlotArg::Rank(list));
        }
        if f.addrs.iter().any(|a| a.check == crate::AddrCheck::Value)
            && f.spell.names.get(i) == Some(&".type")
            && let Some(Slot::Of(list)) = f.slots.get(i)
            && !list.is_empty()
            && list.iter().all(|m| WIDTHS.contains(m))
        {
            return Some(SlotArg::Width(list));
        }
        if f.addrs.iter().any(|a| a.typed)
            && f.spell.names.get(i) == Some(&".type")
            && let Some(Slot::Of(list)) = f.slots.get(i)
            && !list.is_empty()
            && list.iter().all(|m| m.is_type())
        {
            return Some(SlotArg::Elem(list));
        }
        if let Some(Slot::Of(list)) = f.slots.get(i)
            && f.ruled_slot(i)
        {
            return Some(SlotArg::Ruled(list));
        }
        SlotArg::of(*f.slots.get(i)?)
    }

    /// The slot's value for a flag set or not.
    pub fn flag_value(m: Mod, set: bool) -> Val {
        Val::from(if set { m } else { Mod::None })
    }
}

/// The values of a [`SlotArg::Width`] slot: a 32-bit address's, a 64-bit one's.
pub const WIDTHS: [Mod; 2] = [Mod::U32, Mod::U64];

/// The values of a [`SlotArg::Rank`] slot, by rank (`RANKS[r - 1]`: `.rd`).
pub const RANKS: [Mod; 5] = [Mod::D1, Mod::D2, Mod::D3, Mod::D4, Mod::D5];

/// The named state spaces: the spaces a [`SlotArg::Space`] slot takes a value of.
pub const NAMED_SPACES: [Space; 6] = [
    Space::Global,
    Space::SharedCta,
    Space::SharedCluster,
    Space::Local,
    Space::Const,
    Space::Param,
];

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
        let mut space_param = false;
        let mut rank = false;
        for i in 0..self.slots.len() {
            match SlotArg::of_slot(self, i) {
                Some(SlotArg::Rank(_)) => rank = true,
                // Read from the address's register: no parameter.
                Some(SlotArg::Width(_)) => {}
                None => {
                    return Some(format!(
                        "slot {{{}}} is not a type, a flag or a list of modifiers",
                        self.spell.names[i]
                    ));
                }
                Some(SlotArg::Type(..) | SlotArg::Elem(_)) => types += 1,
                Some(SlotArg::Space(_)) => space_param = true,
                Some(SlotArg::AddrSpace(_)) => {}
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
            // Two type slots: a pair of types ([`TypePairs`]), nothing else.
            return self.pair_problem();
        }
        if let Some(p) = self.addrs_problem(types) {
            return Some(p);
        }
        for op in self.operands {
            let ok = match op {
                Operand::D | Operand::A => types == 1,
                // Registers of several types: typed by the bound's associated type
                // ([`AssocType`], checked below).
                Operand::DReg(t) | Operand::Src(t) if !is_one_type(*t) => true,
                Operand::DReg(t) | Operand::Src(t) => is_one_type(*t),
                // A fragment of a fixed number of registers: `{lo, hi}`.
                Operand::Frag(_, n) | Operand::DFrag(_, n) => *n > 0,
                Operand::DPred | Operand::Pred | Operand::Imm(..) | Operand::Sink => true,
                // A branch target: the method's `l: Label` (`Kernel::branch_op`).
                Operand::Label => true,
                // An address the row says how to take ([`Form::addrs`]).
                Operand::Addr(..) if !self.addrs.is_empty() => true,
                // A vector of the typed address's elements, as long as the spelling's `.vN`.
                Operand::Vector => {
                    self.addrs.iter().any(|a| a.typed) && self.vector_len().is_some()
                }
                // The address of an mbarrier object: the builder's mbarrier address types.
                Operand::Addr(..) if self.family == Family::Mbarrier => true,
                // A generic address of any origin and element (`Ptr<Generic<O>, T>`) beside
                // a space passed as a type parameter (`isspacep::<S, _, _>(p)`).
                Operand::Addr(Space::Generic, Width::W64) => space_param,
                // A tensor map and its coordinates (`[map, {c0, …}]`), as many as the rank
                // slot says: the method's `map: M, coords: impl Coords<RANK>`, `M` the
                // name its address arguments' bounds use.
                Operand::TensorMap => rank && !self.addrs.iter().any(|a| a.name.starts_with('m')),
                _ => false,
            };
            if !ok {
                return Some(format!(
                    "operand {op:?} is not a register of one type (or of the type slot's), a fragment of registers, a predicate, an immediate or an mbarrier's address"
                ));
            }
        }
        if let Some(p) = self.assoc_problem(self.type_slot().map(|s| s.1)) {
            return Some(p);
        }
        if !self.combo_ok(&self.first_values()) {
            return Some("its rules of combinations refuse its first values".into());
        }
        // A rule of the element type ([`Combo::ELEM`](crate::Combo::ELEM)) narrows a tensor
        // map's (the method's `M`), on a condition of the slots.
        let elem = |c: &crate::Combo| c.other == crate::Combo::ELEM;
        if self.combos.iter().any(|c| c.slot == crate::Combo::ELEM)
            || (self.combos.iter().any(elem) && !self.operands.contains(&Operand::TensorMap))
        {
            return Some(
                "a rule of the element type needs a tensor map, and a condition of a slot".into(),
            );
        }
        for l in self.limits {
            let ok = matches!(self.operands.get(l.operand as usize), Some(Operand::Src(t)) if is_one_type(*t))
                && l.lo <= l.hi;
            if !ok {
                return Some(format!(
                    "limit {} is not a range of a source operand of one type",
                    l.what
                ));
            }
        }
        None
    }

    /// How its method takes operand `j`, an [`Operand::Addr`] ([`Form::addrs`] in the
    /// order of the address operands); `None` for another operand or a row without them.
    pub fn addr_arg(&self, j: usize) -> Option<&'static crate::AddrArg> {
        if !matches!(self.operands.get(j), Some(Operand::Addr(..))) {
            return None;
        }
        let k = self.operands[..j]
            .iter()
            .filter(|o| matches!(o, Operand::Addr(..)))
            .count();
        self.addrs.get(k)
    }

    /// The length of its vector operand: the `N` of the `.vN` its fixed text spells
    /// (`st.async….v2{.type}`: 2), if it spells one.
    pub fn vector_len(&self) -> Option<usize> {
        self.spell.lits[..=usize::from(self.spell.n)]
            .iter()
            .flat_map(|l| l.split('.'))
            .find_map(|w| match w {
                "v2" => Some(2),
                "v4" => Some(4),
                "v8" => Some(8),
                _ => None,
            })
    }

    /// Why the row's [`addrs`](Form::addrs) do not fit its operands (`types`: its number of
    /// type slots), or `None`: one per address operand, names of one lower-case word
    /// starting with distinct letters, at most one typed (and then a type slot), and a
    /// bulk operand beside exactly one `u32` source (the byte count).
    fn addrs_problem(&self, types: usize) -> Option<String> {
        if self.addrs.is_empty() {
            return None;
        }
        let n = self
            .operands
            .iter()
            .filter(|o| matches!(o, Operand::Addr(..)))
            .count();
        if n != self.addrs.len() {
            return Some(format!(
                "{} address arguments for {n} address operands",
                self.addrs.len()
            ));
        }
        let mut letters = Vec::new();
        for a in self.addrs {
            let first = a.name.bytes().next();
            if !a.name.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
                || first.is_none()
                || letters.contains(&first)
            {
                return Some(format!(
                    "address argument `{}` is not a lower-case name with a letter of its own",
                    a.name
                ));
            }
            letters.push(first);
        }
        let typed = self.addrs.iter().filter(|a| a.typed).count();
        if typed > 1 || (typed == 1 && types != 1) {
            return Some("a typed address argument needs the row's one type slot".into());
        }
        let bytes = self
            .operands
            .iter()
            .filter(|o| **o == Operand::Src(Types::U32))
            .count();
        if self.addrs.iter().any(|a| a.check == crate::AddrCheck::Bulk) && bytes != 1 {
            return Some("a bulk operand needs exactly one u32 source, the byte count".into());
        }
        None
    }

    /// Its `{.space}` slot, where the state space of the row's address is a modifier slot
    /// (`ld{.space}…`: one row for every space the instruction takes, each value gated on
    /// its own): the slot's index and its values, which all name spaces
    /// ([`Space::of_modifier`]). `None` for a row without an address, variable or address
    /// destination (the space a fence orders is not an address's).
    pub fn space_slot(&self) -> Option<(usize, &'static [Mod])> {
        let address =
            |o: &Operand| matches!(o, Operand::Addr(..) | Operand::DAddr(..) | Operand::Var(_));
        if !self.operands.iter().any(address) {
            return None;
        }
        let i = self.spell.names.iter().position(|n| *n == ".space")?;
        match self.slots.get(i) {
            Some(Slot::Of(list)) if list.iter().all(|m| Space::of_modifier(*m).is_some()) => {
                Some((i, list))
            }
            _ => None,
        }
    }

    /// The value of its `{.space}` slot for an address in `space` ([`SlotArg::AddrSpace`]):
    /// the space's own ([`Space::slot_value`], `explicit` as the module spells
    /// sub-qualifiers), else, for a `.global` address, none where its address operand is a
    /// generic address and the slot may be empty: PTX names a `.global` variable by its
    /// generic address (`prefetch.tensormap [gmap]` of a `.global` tensor map), which is its
    /// global one. A `.shared` or `.local` address differs from its generic one: `None`, as
    /// without such a slot or value.
    pub fn addr_space_value(&self, space: Space, explicit: bool) -> Option<Mod> {
        let (_, values) = self.space_slot()?;
        space.slot_value(values, explicit).or_else(|| {
            let generic = self
                .operands
                .iter()
                .any(|o| matches!(o, Operand::Addr(Space::Generic, _)));
            (space == Space::Global && generic && values.contains(&Mod::None)).then_some(Mod::None)
        })
    }

    /// The length of its fragments of no fixed length (`DFrag(_, 0)`, `Frag(_, 0)`) with
    /// slot values `vals`: the number its `{.num}` slot's value names (`.x4`: 4), times the
    /// registers per repeat of a `tcgen05` `{.shape}` (`.16x256b.x2`: 8); in a row without
    /// `{.num}`, 4 or 8 by its `{.cta_group}` (`tcgen05.mma`'s disable-output-lane mask).
    pub fn frag_len(&self, vals: &[Val]) -> Option<u8> {
        let Some(i) = self.spell.names.iter().position(|n| *n == ".num") else {
            // Without `{.num}`: `tcgen05.mma`'s disable-output-lane mask, a register for
            // each 32 of the group's 128 lanes a CTA (the only rows of a fragment of no
            // fixed length and no `{.num}`: `tests/tmem.rs` checks that they stay so).
            let g = self.spell.names.iter().position(|n| *n == ".cta_group")?;
            return match vals.get(g)?.as_mod()? {
                Mod::CtaGroup1 => Some(4),
                Mod::CtaGroup2 => Some(8),
                _ => None,
            };
        };
        let m = vals.get(i)?.as_mod()?;
        let num: u8 = m.text().strip_prefix(".x")?.parse().ok()?;
        // `tcgen05.ld`/`st`: each repeat of a 16-lane shape of 128 or 256 bits is two or
        // four registers per thread.
        let per = match self
            .spell
            .names
            .iter()
            .position(|n| *n == ".shape")
            .and_then(|s| vals.get(s)?.as_mod())
        {
            Some(Mod::Lanes16x128b) => 2,
            Some(Mod::Lanes16x256b) => 4,
            _ => 1,
        };
        num.checked_mul(per)
    }

    /// Operand `j` as it is with slot values `vals`: in a row with a `{.space}` slot
    /// ([`space_slot`](Form::space_slot)), the operands in the space the slot's value
    /// names are those the row lists in a named space (`cvta{.space}.u64`'s source,
    /// `cvta.to{.space}.u64`'s destination, `ldmatrix`'s address, listed in one of the
    /// slot's spaces), each of the width listed, and, where the slot takes the generic
    /// space too (`ld{.space}…`), the address operand the row lists generic, of that
    /// space's widths (a 32-bit window takes either width); a fragment of no fixed length
    /// has the length of the `{.num}` value ([`frag_len`](Form::frag_len)); any other
    /// operand as the row lists it (the generic source of `cvta.to`, `isspacep`).
    pub fn operand_for(&self, vals: &[Val], j: usize) -> Option<Operand> {
        let op = *self.operands.get(j)?;
        let named = |s: Space| s != Space::Generic;
        match op {
            Operand::DFrag(t, 0) => {
                return Some(self.frag_len(vals).map_or(op, |n| Operand::DFrag(t, n)));
            }
            Operand::Frag(t, 0) => {
                return Some(self.frag_len(vals).map_or(op, |n| Operand::Frag(t, n)));
            }
            Operand::Addr(..) | Operand::DAddr(..) | Operand::Var(_) => {}
            _ => return Some(op),
        }
        let Some((i, values)) = self.space_slot() else {
            return Some(op);
        };
        let space = vals
            .get(i)
            .and_then(|v| v.as_mod())
            .and_then(Space::of_modifier)?;
        let width = if space.has_32bit_window() {
            Width::Either
        } else {
            Width::W64
        };
        Some(match op {
            Operand::Addr(Space::Generic, _) if values.contains(&Mod::None) => {
                Operand::Addr(space, width)
            }
            Operand::Addr(s, w) if named(s) => Operand::Addr(space, w),
            Operand::DAddr(s, w) if named(s) => Operand::DAddr(space, w),
            Operand::Var(s) if named(s) => Operand::Var(space),
            other => other,
        })
    }

    /// The space of its address operand as the row lists it, if it has one (for a row
    /// with a `{.space}` slot, the generic placeholder: the address's space is the slot's
    /// value, [`operand_for`](Form::operand_for)).
    pub fn addr_space(&self) -> Option<Space> {
        self.operands.iter().find_map(|o| match o {
            Operand::Addr(s, _) => Some(*s),
            _ => None,
        })
    }

    /// Why the rows `group` (sharing one builder method) cannot share it, or `None`: they
    /// must differ only in their address operand's space (one row per space), which the
    /// method's address type then picks (`mbarrier_init`: `.shared::cta` or generic; the
    /// slots its width spells aside, [`passed_slots`](Form::passed_slots)), or
    /// only in the types of their operands, which the method's type parameters then pick
    /// ([`type_params`]: `cvt_pack::<E4m3x2>`, `ex2::<F16x2>`).
    pub fn group_problem(group: &[&Form]) -> Option<String> {
        let first = group.first()?;
        if group.len() == 1 {
            return None;
        }
        if first.addr_space().is_none() {
            return typed_group_problem(group);
        }
        let mut spaces = Vec::new();
        for f in group {
            let same_operands = f.operands.len() == first.operands.len()
                && f.operands
                    .iter()
                    .zip(first.operands)
                    .all(|(a, b)| match (a, b) {
                        (Operand::Addr(..), Operand::Addr(..)) => true,
                        _ => a == b,
                    });
            if !same_operands
                || f.passed_slots() != first.passed_slots()
                || f.limits != first.limits
            {
                return Some(format!(
                    "{:?} and {:?} share a method but differ in more than their address's space",
                    first.id, f.id
                ));
            }
            let Some(space) = f.addr_space() else {
                return Some(format!("{:?} shares a method but has no address", f.id));
            };
            if spaces.contains(&space) {
                return Some(format!(
                    "two rows of {:?}'s method take {space:?}",
                    first.id
                ));
            }
            spaces.push(space);
        }
        None
    }

    /// Its slots less the trailing ones its address's width spells ([`SlotArg::Width`]):
    /// the slots its method passes. Rows sharing a method by their address's space pass
    /// the same ones (`getctarank.shared::cluster{.type}` and `getctarank.u64`: none).
    pub fn passed_slots(&self) -> &'static [Slot] {
        let width = (0..self.slots.len())
            .rev()
            .take_while(|&i| matches!(SlotArg::of_slot(self, i), Some(SlotArg::Width(_))))
            .count();
        &self.slots[..self.slots.len() - width]
    }

    /// The type of operand `j` (a register): one type (`DReg`, `Src`), or the type slot's
    /// set (`D`, `A`); `None` for any other operand.
    pub fn operand_types(&self, j: usize) -> Option<TypeOf> {
        match self.operands.get(j)? {
            Operand::D | Operand::A => Some(TypeOf::Slot(self.type_slot()?.1)),
            Operand::DReg(t) | Operand::Src(t) => Some(TypeOf::One(*t)),
            _ => None,
        }
    }

    /// The slot of the instruction's type: its index, types and spelling style.
    pub fn type_slot(&self) -> Option<(usize, Types, TyStyle)> {
        self.slots.iter().enumerate().find_map(|(i, s)| match s {
            Slot::Ty(t, style) => Some((i, *t, *style)),
            _ => None,
        })
    }

    /// The first value of every slot: the first of the gating matrix's calls of the row
    /// (no value of a gate: a unit test checks it); for a row of two type slots, its first
    /// pair ([`TypePairs`]).
    pub fn first_values(&self) -> Vec<Val> {
        if let Some(&(d, s)) = self.type_pairs().as_deref().and_then(<[_]>::first) {
            return vec![
                Val::from(Mod::of_type(d, TyStyle::Own)),
                Val::from(Mod::of_type(s, TyStyle::Own)),
            ];
        }
        self.slots.iter().map(|s| s.values()[0]).collect()
    }

    /// The slot values of a [`Shape::Row`] row's gating case, which together spell every
    /// value of every slot that no [`Gate`](crate::Gate) raises: the first values, then,
    /// for each slot in turn, the first values with that slot set to each of its other
    /// ungated values. (A gated value has a case of its own: it needs more than the row.)
    /// A row of two type slots ([`TypePairs`]) has each of its pairs instead.
    pub fn cover_values(&self) -> Vec<Vec<Val>> {
        // A row of two type slots: each of its pairs ([`TypePairs`]), its only slots.
        if let Some(pairs) = self.type_pairs() {
            return pairs
                .into_iter()
                .map(|(d, s)| {
                    vec![
                        Val::from(Mod::of_type(d, TyStyle::Own)),
                        Val::from(Mod::of_type(s, TyStyle::Own)),
                    ]
                })
                .collect();
        }
        let first = self.first_values();
        let mut out = vec![first.clone()];
        for (i, slot) in self.slots.iter().enumerate() {
            for v in slot.values().into_iter().skip(1) {
                let gated = self
                    .gates
                    .iter()
                    .any(|g| g.slot as usize == i && Val::from(g.value) == v);
                if gated || v == first[i] {
                    continue;
                }
                let mut c = first.clone();
                c[i] = v;
                // A combination the row's rules refuse: the first ungated one they take
                // with this value.
                if !self.combo_ok(&c) {
                    let need = self.requirement(&first, crate::Target::SM_90A);
                    let Some(ok) = self
                        .value_combos()
                        .into_iter()
                        .find(|x| x[i] == v && self.requirement(x, crate::Target::SM_90A) == need)
                    else {
                        continue;
                    };
                    c = ok;
                }
                if !out.contains(&c) {
                    out.push(c);
                }
            }
        }
        out
    }

    /// Whether slot values `vals` are a combination the row takes: each value one of its
    /// slot's, and every rule of [`combos`](Form::combos) met.
    pub fn combo_ok(&self, vals: &[Val]) -> bool {
        vals.len() == self.slots.len()
            && self.slots.iter().zip(vals).all(|(s, v)| s.takes(*v))
            && self.combos.iter().all(|c| {
                if c.other == crate::Combo::ELEM {
                    return true;
                }
                let at = |i: u8| vals.get(usize::from(i)).copied();
                let has = |i: u8, l: &[Mod]| l.iter().any(|m| at(i) == Some(Val::from(*m)));
                let applies = has(c.slot, c.values) && c.when.is_none_or(|(w, l)| has(w, l));
                !applies || has(c.other, c.takes)
            })
    }

    /// Whether the rules of the element type ([`Combo::ELEM`](crate::Combo::ELEM)) take
    /// a tensor map of `elem` elements (a type's own spelling, `.f32`) with slot values
    /// `vals` (`cp.reduce.async.bulk.tensor.inc`: `.u32` only); `true` for a row without
    /// such rules.
    pub fn elem_ok(&self, vals: &[Val], elem: Mod) -> bool {
        self.combos
            .iter()
            .filter(|c| c.other == crate::Combo::ELEM)
            .all(|c| {
                let has = |i: u8, l: &[Mod]| {
                    l.iter()
                        .any(|m| vals.get(usize::from(i)) == Some(&Val::from(*m)))
                };
                let applies = has(c.slot, c.values) && c.when.is_none_or(|(w, l)| has(w, l));
                !applies || c.takes.contains(&elem)
            })
    }

    /// Slot values `vals` (the type slot `ty`'s value a type's own spelling) as the row
    /// spells them: as they are where the row takes them ([`combo_ok`](Form::combo_ok)),
    /// else, for an integer type, with the type spelled as its bits where that is taken
    /// (`red.async.and.b32` of a `u32` element; a float's bits are not an integer's:
    /// `.and` of `f32` elements stays refused); `None` where neither is. The values of the
    /// slots the rules decide ([`ruled_slot`](Form::ruled_slot), which a method does not
    /// take) are the ones the rules take with the others (`.noftz` of `.add.f16` into
    /// `.global`), whatever `vals` holds there.
    pub fn combo_spelled(&self, vals: &[Val], ty: usize) -> Option<Vec<Val>> {
        let own = *vals.get(ty)?;
        let mut types = vec![own];
        if let Some(m) = own.as_mod()
            && m.is_int()
        {
            types.push(Val::from(m.bits()));
        }
        let ruled: Vec<usize> = (0..self.slots.len())
            .filter(|&i| self.ruled_slot(i))
            .collect();
        for t in types {
            let mut v = vals.to_vec();
            v[ty] = t;
            if ruled.is_empty() {
                if self.combo_ok(&v) {
                    return Some(v);
                }
                continue;
            }
            let found = self.value_combos().into_iter().find(|c| {
                c.iter()
                    .zip(&v)
                    .enumerate()
                    .all(|(i, (a, b))| ruled.contains(&i) || a == b)
            });
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// Whether the row's rules decide slot `i` ([`combos`](Form::combos)): a slot a rule
    /// narrows, of a modifier spelled or not (`{.noftz}`), that no two of the row's
    /// combinations ([`value_combos`](Form::value_combos)) differ in alone. Its method
    /// takes no argument for it ([`SlotArg::Ruled`]): the value is the one the rules take
    /// with the other slots' ([`combo_spelled`](Form::combo_spelled)), so that no
    /// enumeration of the row spells `.add.f16` into `.global` without `.noftz`, nor
    /// `.noftz` elsewhere.
    pub fn ruled_slot(&self, i: usize) -> bool {
        let narrowed = self.combos.iter().any(|c| usize::from(c.other) == i);
        let flag = self
            .slots
            .get(i)
            .is_some_and(|s| matches!(SlotArg::of(*s), Some(SlotArg::Flag(_))));
        if !narrowed || !flag {
            return false;
        }
        let combos = self.value_combos();
        let rest = |c: &[Val]| -> Vec<Val> {
            c.iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, v)| *v)
                .collect()
        };
        let mut seen: Vec<Vec<Val>> = Vec::new();
        for c in &combos {
            let r = rest(c);
            if seen.contains(&r) {
                return false;
            }
            seen.push(r);
        }
        true
    }

    /// The text of the row's rules of combinations, for errors: each ruled slot's values,
    /// then each rule (`with .inc/.dec, {.type} is .u32`).
    pub fn combos_text(&self) -> String {
        // (An optional slot's value of nothing spelled is "none".)
        let join = |l: &[Mod]| {
            l.iter()
                .map(|m| if *m == Mod::None { "none" } else { m.text() })
                .collect::<Vec<_>>()
                .join("/")
        };
        let name = |i: u8| match i {
            crate::Combo::ELEM => "the map's element type".to_string(),
            _ => format!(
                "{{{}}}",
                self.spell.names.get(usize::from(i)).copied().unwrap_or("")
            ),
        };
        let mut parts = Vec::new();
        // (A slot the rules decide is not the caller's: not listed.)
        let mut ruled: Vec<u8> = self
            .combos
            .iter()
            .map(|c| c.slot)
            .filter(|&i| !self.ruled_slot(usize::from(i)))
            .collect();
        ruled.sort_unstable();
        ruled.dedup();
        for i in ruled {
            if let Some(Slot::Of(list)) = self.slots.get(usize::from(i)) {
                parts.push(format!("{} is {}", name(i), join(list)));
            }
        }
        for c in self.combos {
            let when = c.when.map_or(String::new(), |(w, l)| {
                format!(" and {} {}", name(w), join(l))
            });
            parts.push(format!(
                "with {}{when}, {} is {}",
                join(c.values),
                name(c.other),
                join(c.takes)
            ));
        }
        // Where a rule takes bits (`.b32`), what they are.
        let bits = self.combos.iter().any(|c| {
            c.takes
                .iter()
                .any(|m| matches!(m, Mod::B8 | Mod::B16 | Mod::B32 | Mod::B64))
        });
        format!(
            "{}: {}{}",
            self.spell.template,
            parts.join("; "),
            if bits {
                " (a .bN type: the bits of an element of N bits)"
            } else {
                ""
            }
        )
    }

    /// The slot values of each gated value's case: the first values with the gated slot
    /// set to it, one per [`Gate`](crate::Gate) in the row's order.
    pub fn gated_values(&self) -> Vec<Vec<Val>> {
        self.gates.iter().map(|g| self.gate_values(g)).collect()
    }

    /// The slot values of gate `g`'s case: the first values with the gated slot set to
    /// its value, or, where the row's rules refuse that (`multimem.ld_reduce`'s
    /// `.acc::f32` of a `.u32`), the first combination they take with it.
    pub fn gate_values(&self, g: &crate::Gate) -> Vec<Val> {
        let mut v = self.first_values();
        let i = usize::from(g.slot);
        v[i] = Val::from(g.value);
        if self.combo_ok(&v) {
            return v;
        }
        self.value_combos()
            .into_iter()
            .find(|x| x[i] == Val::from(g.value))
            .unwrap_or(v)
    }

    /// Every combination of the slots' values, the first slot varying slowest (for a
    /// [`Shape::Row`] form: its C++ wrappers).
    pub fn value_combos(&self) -> Vec<Vec<Val>> {
        self.combos_of(|slot| slot.values())
    }

    /// [`value_combos`](Form::value_combos) with a number slot (`m64n{n}k16`) at `n`
    /// alone.
    pub fn value_combos_at(&self, n: u16) -> Vec<Vec<Val>> {
        self.combos_of(|slot| {
            if slot.is_num() {
                vec![Val(n)]
            } else {
                slot.values()
            }
        })
    }

    fn combos_of(&self, values: impl Fn(&Slot) -> Vec<Val>) -> Vec<Vec<Val>> {
        let mut out: Vec<Vec<Val>> = vec![Vec::new()];
        for slot in self.slots {
            let values = values(slot);
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
        out.retain(|c| self.combo_ok(c));
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
            Shape::Row { method, .. } => Some(method),
            _ => None,
        }
    }
}

/// The [`Shape::Row`] rows grouped by builder method, in table order of each group's
/// first row (a group of more than one row differs only in its address's space or in its
/// operands' types: [`Form::group_problem`]). A row is in the group of its method and in
/// those of the methods it names in `also`.
pub fn groups() -> Vec<Vec<&'static Form>> {
    let mut out: Vec<(&'static str, Vec<&'static Form>)> = Vec::new();
    for f in rows() {
        let Shape::Row { method, also } = f.shape else {
            unreachable!("rows() are Shape::Row rows")
        };
        for m in core::iter::once(method).chain(also.iter().copied()) {
            match out.iter_mut().find(|(name, _)| *name == m) {
                Some((_, g)) => g.push(f),
                None => out.push((m, vec![f])),
            }
        }
    }
    out.into_iter().map(|(_, g)| g).collect()
}

/// The builder method of a [`groups`] entry: its rows' `method`, or the `also` they share.
pub fn group_method(group: &[&Form]) -> &'static str {
    let names = |f: &Form| match f.shape {
        Shape::Row { method, also } => core::iter::once(method).chain(also.iter().copied()),
        _ => unreachable!("groups() holds Shape::Row rows"),
    };
    names(group[0])
        .find(|m| group.iter().all(|f| names(f).any(|n| n == *m)))
        .expect("a group's rows share a method")
}

/// The group (of [`groups`]) of the method `method`.
pub fn group_of(method: &str) -> Option<Vec<&'static Form>> {
    groups().into_iter().find(|g| group_method(g) == method)
}

/// The type of a register operand of a row: one type, or the row's type slot's set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeOf {
    /// `DReg(t)`, `Src(t)`: exactly one type.
    One(Types),
    /// `D`, `A`: the type slot's set (the slot's value is the type).
    Slot(Types),
}

impl TypeOf {
    /// The types it may be.
    pub fn types(self) -> Types {
        match self {
            TypeOf::One(t) | TypeOf::Slot(t) => t,
        }
    }
}

/// A builder method's bound on the type parameters of a group whose rows differ in their
/// operands' types ([`type_params`]): the trait the builder declares (its doc and its
/// compile error), and the generator implements for exactly the types of the group's rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeBound {
    /// The method (a [`Shape::Row`] row's `method` or `also`).
    pub method: &'static str,
    /// The bound of each type parameter, in [`type_params`] order: a trait at the root of
    /// the builder crate. A trait of another parameter (`CvtHalf<S>`: `D: CvtHalf<S>`) is
    /// implemented for exactly the rows' pairs of types (`impl CvtHalf<f32> for F16`), so a
    /// group whose rows are not every combination of their parameters' types admits only
    /// theirs; the other parameter's bound is then empty (`""`: any register type, which
    /// the pair's trait narrows).
    pub bounds: &'static [&'static str],
}

/// A bound of [`TypeBound::bounds`] split into its trait and the type parameter it is
/// generic over, if any (`CvtHalf<S>`: `("CvtHalf", Some("S"))`).
pub fn bound_parts(bound: &'static str) -> (&'static str, Option<&'static str>) {
    match bound.split_once('<') {
        Some((name, rest)) => (name, Some(rest.trim_end_matches('>'))),
        None => (bound, None),
    }
}

/// The registry of [`TypeBound`]s: the builder's traits that the type parameters of the
/// methods of typed groups are bound by. A method of one row (or one type slot) is bound by
/// its type set's trait instead (`Num`, `Int3264` …).
pub const TYPE_BOUNDS: &[TypeBound] = &[
    TypeBound {
        method: "cvt_relu",
        bounds: &["HalfFromF32"],
    },
    TypeBound {
        method: "cvt_satfinite",
        bounds: &["HalfFromF32"],
    },
    TypeBound {
        method: "cvt_pack",
        bounds: &["CvtPack"],
    },
    TypeBound {
        method: "cvt_pack_relu",
        bounds: &["CvtPackRelu"],
    },
    TypeBound {
        method: "cvt_pack_satfinite",
        bounds: &["CvtPackSatfinite"],
    },
    TypeBound {
        method: "ex2",
        bounds: &["Approx"],
    },
    TypeBound {
        method: "tanh",
        bounds: &["Approx"],
    },
    TypeBound {
        method: "cvt_half",
        bounds: &["CvtHalf<S>", ""],
    },
];

/// A builder trait with an associated type that types some of a row's registers: the
/// row's [`Form::bound`](crate::Form::bound) bounds its type parameter, the type slot's
/// (`mul.wide{.type}`: `T: Widening`) or, in a row without one, that of its register of
/// several types (`mov.b32 d, {lo, hi}`: `D: Halves`, `d` of `.f16x2`, `.bf16x2` or
/// `.u32`), and its other registers of several types are of the associated type
/// (`<T as Widening>::Wide`, twice the width; `<D as Halves>::Half`, one half).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AssocType {
    /// The trait at the root of the builder crate (`Widening`).
    pub bound: &'static str,
    /// Its associated type (`Wide`).
    pub assoc: &'static str,
    /// Each type the parameter takes with its associated type, which the builder's impls
    /// of the trait say too (a generated test checks them).
    pub pairs: &'static [(Types, Types)],
}

impl AssocType {
    /// The types the parameter takes.
    pub fn params(&self) -> Types {
        Types(self.pairs.iter().fold(0, |a, p| a | p.0.0))
    }

    /// The associated types.
    pub fn assocs(&self) -> Types {
        Types(self.pairs.iter().fold(0, |a, p| a | p.1.0))
    }
}

/// The registry of [`AssocType`]s.
pub const ASSOC_TYPES: &[AssocType] = &[
    AssocType {
        bound: "Widening",
        assoc: "Wide",
        pairs: &[
            (Types::U16, Types::U32),
            (Types::S16, Types::S32),
            (Types::U32, Types::U64),
            (Types::S32, Types::S64),
        ],
    },
    AssocType {
        bound: "Halves",
        assoc: "Half",
        pairs: &[
            (Types::F16X2, Types::F16),
            (Types::BF16X2, Types::BF16),
            (Types::U32, Types::U16),
        ],
    },
];

/// The [`AssocType`] of row `f`'s bound, if it has one.
pub fn assoc_type(f: &Form) -> Option<&'static AssocType> {
    let b = f.bound?;
    ASSOC_TYPES.iter().find(|a| a.bound == b)
}

impl Form {
    /// Why the registers of several types of this row (not its type slot's) cannot be
    /// typed by its [`AssocType`], or `None` when they can: with a type slot of exactly
    /// the parameter's types, each is of exactly the associated types; without one,
    /// exactly one register (`DReg`, `Src`) is of the parameter's types, and the others
    /// (`DReg`, fragments) of the associated types.
    fn assoc_problem(&self, slot: Option<Types>) -> Option<String> {
        let several = |o: &Operand| match o {
            Operand::DReg(t) | Operand::Src(t) | Operand::Frag(t, _) | Operand::DFrag(t, _) => {
                (!is_one_type(*t)).then_some(*t)
            }
            _ => None,
        };
        let many: Vec<(&Operand, Types)> = self
            .operands
            .iter()
            .filter_map(|o| several(o).map(|t| (o, t)))
            .collect();
        if many.is_empty() {
            return None;
        }
        let Some(a) = assoc_type(self) else {
            return Some(
                "a register of several types, and no bound with an associated type for it (row::ASSOC_TYPES)"
                    .into(),
            );
        };
        let params = many
            .iter()
            .filter(|(o, t)| matches!(o, Operand::DReg(_) | Operand::Src(_)) && *t == a.params())
            .count();
        let assocs = many.iter().filter(|(_, t)| *t == a.assocs()).count();
        let want_params = usize::from(slot.is_none());
        if slot.is_some_and(|s| s != a.params())
            || params != want_params
            || params + assocs != many.len()
            || assocs == 0
        {
            return Some(format!(
                "its registers of several types are not {}'s parameter and its {}",
                a.bound, a.assoc
            ));
        }
        None
    }
}

/// The pairs of types a row with two type slots (`cvt{.dtype}{.atype}`) takes: its first
/// slot is its destination's type (the `D` operand), its second its source's (the one
/// source of several types). Each entry is every destination type of its first set with
/// every source type of its second. The slots spell more than the row emits
/// (`cvt.f32.u32` is a spelling of `cvt{.dtype}{.atype}`, which only `cvt.rn` converts);
/// the row's method is bound by the row's [`Form::bound`](crate::Form::bound), a trait of
/// the two types (`D: CvtWidthFrom<S>`) that the generator implements for exactly these
/// pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypePairs {
    /// The row.
    pub id: FormId,
    /// Its pairs: (destination types, source types), every combination of each.
    pub pairs: &'static [(Types, Types)],
    /// A trait of the builder whose impl for each pair calls the row's method
    /// (`CvtFrom`: `cvt::<D, S>` dispatches to the row that converts the pair), with one
    /// method `emit(k: &mut Kernel, a: Reg<S>) -> Reg<Self>`.
    pub via: Option<&'static str>,
}

/// The registry of [`TypePairs`].
pub const TYPE_PAIRS: &[TypePairs] = &[
    TypePairs {
        id: FormId::Cvt,
        pairs: &[(Types::INT, Types::INT), (Types::F64, Types::F32)],
        via: Some("CvtFrom"),
    },
    TypePairs {
        id: FormId::CvtRn,
        pairs: &[(Types::FLOAT, Types::INT), (Types::F32, Types::F64)],
        via: Some("CvtFrom"),
    },
    TypePairs {
        id: FormId::CvtRzi,
        pairs: &[(Types::INT, Types::FLOAT)],
        via: Some("CvtFrom"),
    },
];

impl Form {
    /// Its pairs of (destination, source) types, one type each, in [`TYPE_PAIRS`] order,
    /// for a row with two type slots.
    pub fn type_pairs(&self) -> Option<Vec<(Types, Types)>> {
        let entry = TYPE_PAIRS.iter().find(|p| p.id == self.id)?;
        let mut out = Vec::new();
        for (d, s) in entry.pairs {
            for d in each_type(*d) {
                out.extend(each_type(*s).map(|s| (d, s)));
            }
        }
        Some(out)
    }

    /// Why this row's two type slots cannot be passed as the type parameters `D` and `S`
    /// of a pair bound, or `None` when they can (its first slots are its type slots, its
    /// destination `D` and one source of several types take each pair, and it has a bound).
    fn pair_problem(&self) -> Option<String> {
        let Some(pairs) = self.type_pairs() else {
            return Some("more than one type slot, and no pairs of types (row::TYPE_PAIRS)".into());
        };
        let ok = matches!(
            self.slots,
            [Slot::Ty(d, TyStyle::Own), Slot::Ty(s, TyStyle::Own)]
                if pairs.iter().all(|(x, y)| d.contains(*x) && s.contains(*y))
        ) && self.bound.is_some()
            && matches!(
                self.operands,
                [Operand::D, Operand::Src(s)] if pairs.iter().all(|(_, y)| s.contains(*y))
            );
        (!ok).then(|| {
            "its two type slots are not a destination D and a source of one pair of row::TYPE_PAIRS, with a bound".into()
        })
    }
}

/// The bounds of method `method`'s type parameters, if the registry has them.
pub fn type_bounds(method: &str) -> Option<&'static [&'static str]> {
    TYPE_BOUNDS
        .iter()
        .find(|b| b.method == method)
        .map(|b| b.bounds)
}

/// A type parameter of the method of a group whose rows differ in their operands' types:
/// the register operands it is the type of. The method matches on the parameters' types
/// to pick the row whose operands take them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeParam {
    /// Its name: `D` (destinations only), `S` (sources only) or `T` (both).
    pub name: &'static str,
    /// The indices of the operands it types.
    pub operands: Vec<usize>,
}

impl TypeParam {
    /// The types it takes in row `f` of its group.
    pub fn types_in(&self, f: &Form) -> Types {
        f.operand_types(self.operands[0])
            .expect("a type parameter types registers")
            .types()
    }

    /// Whether it is the type slot's type in row `f` (its value is a slot value).
    pub fn is_slot_in(&self, f: &Form) -> bool {
        matches!(f.operand_types(self.operands[0]), Some(TypeOf::Slot(_)))
    }
}

/// The type parameters of the method of `group`: for a row alone, its type slot's (`T`,
/// over `D` and `A`), if it has one; for rows differing in their operands' types, one per
/// set of operands whose types go together in every row (the same type in each, or the
/// type slot's), over the operands whose type is a slot's or differs between rows.
pub fn type_params(group: &[&Form]) -> Vec<TypeParam> {
    let f = group[0];
    let n = f.operands.len();
    let varies = |j: usize| {
        group
            .iter()
            .any(|g| matches!(g.operand_types(j), Some(TypeOf::Slot(_))))
            || group
                .iter()
                .any(|g| g.operand_types(j) != f.operand_types(j))
    };
    let mut out: Vec<TypeParam> = Vec::new();
    for j in (0..n).filter(|&j| f.operand_types(j).is_some() && varies(j)) {
        let with = out.iter_mut().find(|p| {
            group
                .iter()
                .all(|g| g.operand_types(p.operands[0]) == g.operand_types(j))
        });
        match with {
            Some(p) => p.operands.push(j),
            None => out.push(TypeParam {
                name: "",
                operands: vec![j],
            }),
        }
    }
    for p in &mut out {
        let dst = |j: &usize| matches!(f.operands[*j], Operand::D | Operand::DReg(_));
        p.name = if p.operands.iter().all(dst) {
            "D"
        } else if p.operands.iter().any(dst) {
            "T"
        } else {
            "S"
        };
    }
    out
}

/// The type arguments of the call of row `f`'s method (its `method`) that emits `f` with
/// slot values `vals`, in the order of the method's type parameters: for a row alone, its
/// type slot's value, if it has one; for a row of a typed group, each parameter's type in
/// `f` (the type slot's value, or the one type of its operands: `cvt_relu::<F16>`).
pub fn type_args(f: &Form, vals: &[Val]) -> Vec<Mod> {
    let slot = f
        .type_slot()
        .and_then(|(i, ..)| vals.get(i).and_then(|v| v.as_mod()));
    let group = f.row_method().and_then(group_of).unwrap_or_default();
    if group.len() > 1 && f.addr_space().is_none() {
        type_params(&group)
            .iter()
            .map(|p| match f.operand_types(p.operands[0]) {
                Some(TypeOf::One(t)) => Mod::of_type(t, TyStyle::Own),
                _ => slot.unwrap_or(Mod::None),
            })
            .collect()
    } else {
        slot.into_iter().collect()
    }
}

/// Why rows sharing a method, without an address, cannot be told apart by their types.
fn typed_group_problem(group: &[&Form]) -> Option<String> {
    let first = group[0];
    let same_kind = |a: &Operand, b: &Operand| {
        use Operand::*;
        matches!(
            (a, b),
            (D | DReg(_), D | DReg(_)) | (A | Src(_), A | Src(_))
        ) || a == b
    };
    for f in group {
        let same = f.operands.len() == first.operands.len()
            && f.operands
                .iter()
                .zip(first.operands)
                .all(|(a, b)| same_kind(a, b));
        if !same || f.limits != first.limits || f.imms != first.imms {
            return Some(format!(
                "{:?} and {:?} share a method but differ in more than their address's space or their operands' types",
                first.id, f.id
            ));
        }
        // The type slot, if any, is the only slot: a row lacking it has one-type operands.
        if f.slots.len() > 1 || f.slots.len() != usize::from(f.type_slot().is_some()) {
            return Some(format!(
                "{:?} shares a method typed by its rows but has a slot other than its type",
                f.id
            ));
        }
        if let Some((_, _, style)) = f.type_slot()
            && style != TyStyle::Own
        {
            return Some(format!(
                "{:?}: a typed group spells its types as they are",
                f.id
            ));
        }
    }
    let params = type_params(group);
    if params.is_empty() {
        return Some(format!(
            "{:?}'s method: its rows are of the same types",
            first.id
        ));
    }
    let method = group_method(group);
    let bounds = match type_bounds(method) {
        Some(b) if b.len() == params.len() => b,
        _ => {
            return Some(format!(
                "method {method}: its rows differ in {} type(s); give their bounds in row::TYPE_BOUNDS",
                params.len()
            ));
        }
    };
    // Bounds of one parameter each admit every combination of their types: a group whose
    // rows take fewer needs a trait of a pair ([`TypeBound::bounds`]).
    let combos: usize = params
        .iter()
        .map(|p| {
            let all = group.iter().fold(0, |a, f| a | p.types_in(f).0);
            all.count_ones() as usize
        })
        .product();
    let taken: usize = group
        .iter()
        .map(|f| {
            params
                .iter()
                .map(|p| p.types_in(f).0.count_ones() as usize)
                .product::<usize>()
        })
        .sum();
    let paired = bounds.iter().any(|b| bound_parts(b).1.is_some());
    if combos > taken && !paired {
        return Some(format!(
            "method {method}: its parameters' types combine into pairs no row takes; bound one parameter by a trait of the other (row::TYPE_BOUNDS)"
        ));
    }
    // Every two rows differ in the types of some parameter: the types pick one row.
    for (i, a) in group.iter().enumerate() {
        for b in &group[..i] {
            let apart = params
                .iter()
                .any(|p| p.types_in(a).0 & p.types_in(b).0 == 0);
            if !apart {
                return Some(format!(
                    "{:?} and {:?} of method {method} take the same types",
                    b.id, a.id
                ));
            }
        }
    }
    None
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

/// A row with a `{.space}` slot ([`Form::space_slot`]) seen as one row per space it
/// takes, for consumers that work space by space (the C++ header, `ptx_asm!`'s grammar):
/// each view has the space spelled in its template and mnemonic (`ld.global{.cache}…`),
/// the row's other slots and gates (renumbered), its address operand in that space
/// ([`Form::operand_for`]), and the ISA and `sm` of the space's value as its own; with
/// each, the space's value. Empty for a row without such a slot. The views are made once
/// per process and live as long as it.
pub fn space_views(id: FormId) -> &'static [(&'static Form, Mod)] {
    static VIEWS: std::sync::OnceLock<Vec<Vec<(&'static Form, Mod)>>> = std::sync::OnceLock::new();
    let all = VIEWS.get_or_init(|| crate::FORMS.iter().map(make_views).collect());
    all.get(id as usize).map_or(&[], Vec::as_slice)
}

/// [`crate::FORMS`] with every row that has a `{.space}` slot replaced by its
/// [`space_views`].
pub fn spaced_forms() -> impl Iterator<Item = &'static Form> {
    crate::FORMS.iter().flat_map(|f| {
        let views = space_views(f.id);
        let own = views.is_empty().then_some(f);
        own.into_iter().chain(views.iter().map(|(v, _)| *v))
    })
}

/// The forms closest to `mnemonic` among [`spaced_forms`] that `keep` keeps, at most five,
/// closest first ([`crate::nearest`]'s cost): a row with a `{.space}` slot is offered as
/// the view of the space written (`lod.shared.u32`: `ld.shared{.cache}{.vec}{.type}`).
pub fn nearest_views(mnemonic: &str, keep: impl Fn(&Form) -> bool) -> Vec<&'static Form> {
    crate::spell::rank(mnemonic, spaced_forms().filter(|f| keep(f)))
}

/// [`Form::space_slot`] of the table's row `id`, computed once per process (what the
/// builder asks for every load and store).
pub fn space_slot_of(id: FormId) -> Option<(usize, &'static [Mod])> {
    type SpaceSlot = Option<(usize, &'static [Mod])>;
    static SLOTS: std::sync::OnceLock<Vec<SpaceSlot>> = std::sync::OnceLock::new();
    let all = SLOTS.get_or_init(|| crate::FORMS.iter().map(Form::space_slot).collect());
    all.get(id as usize).copied().flatten()
}

/// The row a lookup found, seen as its [`space_views`] where it has a `{.space}` slot:
/// the view of the space value in `vals` and the other values; the row itself and `vals`
/// otherwise (or when the space value is not the slot's).
pub fn view_of(id: FormId, vals: &[Val]) -> (&'static Form, Vec<Val>) {
    let f = id.form();
    if let Some((i, _)) = f.space_slot()
        && let Some(&(view, _)) = space_views(id)
            .iter()
            .find(|(_, m)| vals.get(i) == Some(&Val::from(*m)))
    {
        let rest = vals
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, v)| *v)
            .collect();
        return (view, rest);
    }
    (f, vals.to_vec())
}

fn make_views(f: &'static Form) -> Vec<(&'static Form, Mod)> {
    let Some((i, spaces)) = f.space_slot() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for &m in spaces {
        let mut vals = vec![Val::NONE; f.slots.len()];
        vals[i] = Val::from(m);
        let slot = format!("{{{}}}", f.spell.names[i]);
        let template: &'static str = Box::leak(
            f.spell
                .template
                .replacen(&slot, m.text(), 1)
                .into_boxed_str(),
        );
        let spell = crate::Spell::parse(template);
        let slots: Vec<Slot> = (0..f.slots.len())
            .filter(|&j| j != i)
            .map(|j| f.slots[j])
            .collect();
        let gates: Vec<crate::Gate> = f
            .gates
            .iter()
            .filter(|g| usize::from(g.slot) != i)
            .map(|g| crate::Gate {
                slot: if usize::from(g.slot) > i {
                    g.slot - 1
                } else {
                    g.slot
                },
                ..*g
            })
            .collect();
        let operands: Vec<Operand> = (0..f.operands.len())
            .filter_map(|j| f.operand_for(&vals, j))
            .collect();
        let (gate_isa, gate_sm) = f
            .gates
            .iter()
            .filter(|g| usize::from(g.slot) == i && g.value == m)
            .fold((crate::Version::new(1, 0), 0), |(v, s), g| {
                (v.max(g.min_isa), s.max(g.min_sm))
            });
        let (min_isa, min_sm) = (f.min_isa.max(gate_isa), f.min_sm.max(gate_sm));
        // The space's gate raises the per-`sm` versions too (they replace `min_isa`).
        let isa_on: Vec<(u32, crate::Version)> = f
            .isa_on
            .iter()
            .map(|&(sm, v)| (sm, v.max(gate_isa)))
            .collect();
        let view: &'static Form = Box::leak(Box::new(Form {
            mnemonic: spell.head(),
            spell,
            slots: Box::leak(slots.into_boxed_slice()),
            gates: Box::leak(gates.into_boxed_slice()),
            operands: Box::leak(operands.into_boxed_slice()),
            min_isa,
            min_sm,
            isa_on: Box::leak(isa_on.into_boxed_slice()),
            ..*f
        }));
        out.push((view, m));
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
        }
        for g in groups() {
            assert_eq!(Form::group_problem(&g), None);
            methods.push(group_method(&g));
        }
        // Every registered bound is a typed group's.
        for b in TYPE_BOUNDS {
            let g = group_of(b.method).unwrap_or_else(|| panic!("{}: no rows", b.method));
            assert_eq!(type_params(&g).len(), b.bounds.len(), "{}", b.method);
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

    /// A row with a `{.space}` slot and its per-space views say the same: each view
    /// spells, with the row's other values, what the row spells with the view's space,
    /// needs what that space's value needs, and its address is of that space; a lookup
    /// of the spelling finds the row, and [`view_of`] the view.
    #[test]
    fn space_views_agree_with_their_row() {
        let mut n = 0;
        for f in FORMS {
            let Some((i, spaces)) = f.space_slot() else {
                assert!(space_views(f.id).is_empty());
                continue;
            };
            let views = space_views(f.id);
            assert_eq!(views.len(), spaces.len(), "{:?}", f.id);
            for &(view, m) in views {
                let space = Space::of_modifier(m).expect("a space");
                for rest in view.value_combos() {
                    let mut vals = rest.clone();
                    vals.insert(i, Val::from(m));
                    let text = f.spelled(&vals).expect("the row spells it");
                    assert_eq!(view.spelled(&rest).as_deref(), Ok(text.as_str()));
                    for &(target, _) in crate::TARGETS {
                        assert_eq!(
                            view.requirement(&rest, target),
                            f.requirement(&vals, target),
                            "{text} on {target}"
                        );
                    }
                    assert_eq!(view_of(f.id, &vals), (view, rest.clone()), "{text}");
                    n += 1;
                }
                // Each operand is the row's in the view's space ([`Form::operand_for`]):
                // where the slot takes the generic space too (`ld{.space}`), the address
                // is in the view's space; else (`cvta.to{.space}`, `isspacep{.space}`) an
                // address is in it or the generic source the row lists.
                let mut vals = vec![Val::NONE; f.slots.len()];
                vals[i] = Val::from(m);
                for (j, o) in view.operands.iter().enumerate() {
                    assert_eq!(Some(*o), f.operand_for(&vals, j), "{:?}", f.id);
                }
                let takes_generic = spaces.contains(&Mod::None);
                assert!(view.operands.iter().all(|o| match o {
                    Operand::Addr(s, _) if takes_generic => *s == space,
                    Operand::Addr(s, _) | Operand::DAddr(s, _) => {
                        *s == space || *s == Space::Generic
                    }
                    Operand::Var(s) => *s == space,
                    _ => true,
                }));
            }
        }
        assert!(n > 100, "only {n} spellings checked");
    }

    /// A space's explicit modifier is the one its qualifier spells, and differs from its
    /// short one exactly where PTX has two spellings.
    #[test]
    fn explicit_modifiers_spell_the_qualifier() {
        for s in [Space::Generic].into_iter().chain(NAMED_SPACES) {
            let by_text = Mod::ALL
                .iter()
                .copied()
                .find(|m| *m != Mod::None && m.text() == s.qualifier());
            let want = by_text.filter(|m| *m != s.modifier());
            assert_eq!(s.explicit_modifier(), want, "{s:?}");
        }
    }

    /// A near miss is offered the view of the space it wrote, not the merged row.
    #[test]
    fn the_nearest_views_name_the_space_written() {
        let first = |m: &str| nearest_views(m, |_| true)[0].spell.template;
        assert_eq!(first("lod.shared.u32"), "ld.shared{.cache}{.vec}{.type}");
        assert_eq!(first("st.globl.u32"), "st.global{.cache}{.vec}{.type}");
        assert_eq!(first("bar.snc"), "bar.sync");
    }

    /// Review finding (issue 18): ptxas takes the L2 prefetch sizes `.L2::64B` and
    /// `.L2::128B` from sm_75 ("cache prefetching") and `.L2::256B` from sm_80; every row
    /// that spells one needs that `sm` with it (the builder has no target below sm_75, but
    /// the C++ header's wrappers and the docs say the row's `sm`).
    #[test]
    fn l2_prefetch_sizes_are_gated_as_ptxas_says() {
        for f in FORMS {
            for (i, slot) in f.slots.iter().enumerate() {
                for (m, sm) in [(Mod::Bytes64, 75), (Mod::Bytes128, 75), (Mod::Bytes256, 80)] {
                    if !slot.takes(Val::from(m)) {
                        continue;
                    }
                    let gated = f
                        .gates
                        .iter()
                        .filter(|g| g.slot as usize == i && g.value == m)
                        .map(|g| g.min_sm)
                        .chain([f.min_sm])
                        .max()
                        .unwrap_or(0);
                    assert!(
                        gated >= sm,
                        "{:?}: {} at sm_{gated}, ptxas needs sm_{sm}",
                        f.id,
                        m.text()
                    );
                }
            }
        }
    }

    /// Review finding (issue 17, session 4): every row whose type slot takes `.b128`
    /// gates it (PTX ISA 8.3), and an atomic takes it only with `.cas` and `.exch`.
    #[test]
    fn b128_is_gated_and_only_swapped() {
        for f in FORMS {
            for (i, slot) in f.slots.iter().enumerate() {
                if !slot.takes(Val::from(Mod::B128)) {
                    continue;
                }
                assert!(
                    f.gates
                        .iter()
                        .any(|g| usize::from(g.slot) == i && g.value == Mod::B128),
                    "{:?} takes .b128 in slot {i} ungated",
                    f.id
                );
            }
        }
        let atom = FormId::Atom.form();
        let global = Val::from(Mod::Global);
        let b128 = Val::from(Mod::B128);
        assert!(!atom.combo_ok(&[global, Val::from(Mod::Add), b128]));
        assert!(atom.combo_ok(&[global, Val::from(Mod::Cas), b128]));
        assert!(atom.combo_ok(&[global, Val::from(Mod::Exch), b128]));
        for id in [FormId::Red, FormId::RedOrdered] {
            assert!(
                !id.form().slots.iter().any(|s| s.takes(b128)),
                "{id:?}: red has no .b128"
            );
        }
    }

    /// A `{.space}` slot from the address's type spells a space it has no value of as a
    /// generic access only for `.global`, whose variables PTX names by their generic
    /// address; a `.shared` or `.local` variable's address is not its generic one (review
    /// finding: every missing space fell back to the generic spelling).
    #[test]
    fn addr_space_value_is_generic_only_for_global() {
        let f = FormId::PrefetchTensormap.form();
        assert_eq!(f.addr_space_value(Space::Global, false), Some(Mod::None));
        assert_eq!(f.addr_space_value(Space::Generic, false), Some(Mod::None));
        assert_eq!(f.addr_space_value(Space::Const, false), Some(Mod::Const));
        assert_eq!(f.addr_space_value(Space::Param, false), Some(Mod::Param));
        for s in [Space::SharedCta, Space::SharedCluster, Space::Local] {
            assert_eq!(f.addr_space_value(s, false), None, "{s:?}");
        }
    }

    /// The rows that need hand code only go down (`cargo xtask hooks` lists them): lower
    /// the bound when a family moves to `Shape::Row`; never raise it.
    ///
    /// The `tcgen05` rows whose operand is an allocation of tensor memory are counted on
    /// their own, and only go down too: their methods take the typed allocation (`Tmem`,
    /// `TmemRef`: its columns checked at the call, its freeing on every path at emit) and
    /// the CTA-wide allocation sequence, which the row generator has no operand kind for
    /// yet; each row that moves to `Shape::Row` leaves this list.
    #[test]
    fn hand_written_rows_only_decrease() {
        const MAX: usize = 23;
        const TMEM: &[FormId] = &[
            FormId::Tcgen05Alloc,
            FormId::Tcgen05Dealloc,
            FormId::Tcgen05Relinquish,
            FormId::Tcgen05Ld,
            FormId::Tcgen05St,
            FormId::Tcgen05Shift,
            FormId::Tcgen05Mma,
            FormId::Tcgen05MmaTmemA,
            FormId::Tcgen05MmaLanes,
            FormId::Tcgen05MmaTmemALanes,
            FormId::Tcgen05MmaScaleD,
            FormId::Tcgen05MmaTmemAScaleD,
            FormId::Tcgen05MmaLanesScaleD,
            FormId::Tcgen05MmaTmemALanesScaleD,
            FormId::Tcgen05MmaWs,
            FormId::Tcgen05MmaWsTmemA,
            FormId::Tcgen05MmaWsZeroCols,
            FormId::Tcgen05MmaWsTmemAZeroCols,
            FormId::Tcgen05LdSplit,
            FormId::Tcgen05StSplit,
            FormId::Tcgen05LdRed,
            FormId::Tcgen05LdRedSplit,
            FormId::Tcgen05Cp,
            FormId::Tcgen05MmaBlockScale,
            FormId::Tcgen05MmaBlockScaleTmemA,
            FormId::Tcgen05MmaBlock,
            FormId::Tcgen05MmaBlockTmemA,
            FormId::Tcgen05MmaSp,
            FormId::Tcgen05MmaSpTmemA,
            FormId::Tcgen05MmaSpBlock,
            FormId::Tcgen05MmaSpBlockTmemA,
        ];
        for id in TMEM {
            assert!(
                matches!(id.form().shape, Shape::Custom),
                "{id:?} is generated now: take it off the TMEM list"
            );
        }
        let n = FORMS
            .iter()
            .filter(|f| matches!(f.shape, Shape::Custom) && !TMEM.contains(&f.id))
            .count();
        assert!(
            n <= MAX,
            "{n} hand-written rows, more than {MAX}: give the new row its slots and operands (row(\"method\"))"
        );
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
                    g.min_isa > f.min_isa || g.min_sm > f.min_sm || g.arch != crate::Arch::Portable,
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
    fn shared_enums_are_distinct_sets() {
        for (i, e) in SHARED_ENUMS.iter().enumerate() {
            assert!(!e.mods.contains(&Mod::None), "{}", e.name);
            for (j, m) in e.mods.iter().enumerate() {
                assert!(!e.mods[..j].contains(m), "{}: {m:?} twice", e.name);
            }
            assert_eq!(shared_enum(e.mods), Some(e));
            for other in &SHARED_ENUMS[..i] {
                assert_ne!(other.name, e.name);
            }
        }
        // Any order; a strict subset is not the enum.
        assert_eq!(
            shared_enum(&[Mod::Sys, Mod::Gpu, Mod::Cluster, Mod::Cta]).map(|e| e.name),
            Some("Scope")
        );
        assert_eq!(shared_enum(&[Mod::Cta, Mod::Gpu, Mod::Sys]), Option::None);
        assert_eq!(
            slot_enum_path(FormId::Bmsk, ".mode", &[Mod::Clamp, Mod::Wrap]),
            "slots::BmskMode"
        );
    }

    #[test]
    fn cover_values_spell_every_ungated_value() {
        for f in rows() {
            let cover = f.cover_values();
            assert_eq!(cover[0], f.first_values());
            let gated = f.gated_values();
            // A row of two type slots: its slots spell more than it takes; its cases are
            // its pairs, each spelled by the row.
            if let Some(pairs) = f.type_pairs() {
                assert_eq!(cover.len(), pairs.len(), "{:?}", f.id);
                for c in &cover {
                    assert!(f.spelled(c).is_ok(), "{:?}: {c:?}", f.id);
                }
                continue;
            }
            for (i, slot) in f.slots.iter().enumerate() {
                for v in slot.values() {
                    let n = cover.iter().filter(|c| c[i] == v).count();
                    let g = gated.iter().filter(|c| c[i] == v).count();
                    assert!(n + g > 0, "{:?}: slot {i} value {v:?} has no case", f.id);
                }
            }
            for c in &cover {
                assert_eq!(
                    f.requirement(c, crate::Target::SM_90A),
                    f.requirement(&f.first_values(), crate::Target::SM_90A),
                    "{:?}: a cover case is gated",
                    f.id
                );
            }
        }
        let f = FormId::FenceAcqRel.form();
        assert_eq!(
            f.cover_values().len(),
            3,
            "cta, gpu, sys; .cluster is gated"
        );
        assert_eq!(f.gated_values().len(), 1);
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

    /// `cp.reduce.async.bulk` into `.global`: `.noftz` is the rules' (no argument), spelled
    /// exactly with `.add` of `.f16`/`.bf16`; a float's bits are not an integer's.
    #[test]
    fn a_slot_the_rules_decide() {
        use Mod::*;
        let f = FormId::CpReduceAsyncBulkCtaToGlobal.form();
        let v = |l: &[Mod]| l.iter().map(|m| Val::from(*m)).collect::<Vec<_>>();
        assert!(f.ruled_slot(1) && !f.ruled_slot(0) && !f.ruled_slot(2));
        assert_eq!(SlotArg::of_slot(f, 1), Some(SlotArg::Ruled(&[None, Noftz])));
        assert!(!FormId::RedAsync.form().ruled_slot(1));
        // Every enumeration of the row: `.noftz` with `.add.f16`/`.add.bf16` and nowhere else.
        for c in f.value_combos() {
            let half = [v(&[F16]), v(&[Bf16])].iter().any(|h| h[0] == c[2]);
            assert_eq!(
                c[1] == Val::from(Noftz),
                c[0] == Val::from(Add) && half,
                "{c:?}"
            );
        }
        assert!(!f.combo_ok(&v(&[Add, None, F16])));
        assert!(!f.combo_ok(&v(&[Min, Noftz, F16])));
        // The method passes no `.noftz`: the rules fill it.
        assert_eq!(
            f.combo_spelled(&v(&[Add, None, Bf16]), 2),
            Some(v(&[Add, Noftz, Bf16]))
        );
        assert_eq!(
            f.combo_spelled(&v(&[Min, Noftz, F16]), 2),
            Some(v(&[Min, None, F16]))
        );
        assert_eq!(
            f.combo_spelled(&v(&[Xor, None, S64]), 2),
            Some(v(&[Xor, None, B64]))
        );
        assert_eq!(f.combo_spelled(&v(&[And, None, F32]), 2), Option::None);
        assert_eq!(f.combo_spelled(&v(&[Add, None, S64]), 2), Option::None);
        assert!(
            f.combos_text()
                .contains("with .add and {.type} .f16/.bf16, {.noftz} is .noftz")
        );
        assert!(!f.combos_text().contains("{.noftz} is /"));
    }

    /// `cp.reduce.async.bulk.tensor`: the rules of the map's element type, which no slot
    /// spells, are left aside by `combo_ok` and checked by `elem_ok`.
    #[test]
    fn rules_of_the_tensor_maps_element() {
        use Mod::*;
        let f = FormId::CpReduceAsyncBulkTensor.form();
        let v = |l: &[Mod]| l.iter().map(|m| Val::from(*m)).collect::<Vec<_>>();
        assert_eq!(f.value_combos().len(), 5 * 8);
        assert!(f.elem_ok(&v(&[D2, Add]), F32));
        assert!(!f.elem_ok(&v(&[D2, Xor]), F32));
        assert!(!f.elem_ok(&v(&[D1, Inc]), S32));
        assert!(f.elem_ok(&v(&[D1, Inc]), U32));
        assert!(
            f.combos_text()
                .contains("with .inc/.dec, the map's element type is .u32")
        );
        assert!(!f.combos_text().contains(".bN"));
        // A row without such rules takes every element.
        assert!(
            FormId::CpAsyncBulkTensorStore
                .form()
                .elem_ok(&v(&[D1]), F64)
        );
    }

    /// `BulkRedOp` is the bulk family's: `red.async`, of the same modifiers, keeps `AtomOp`.
    #[test]
    fn a_shared_enum_of_one_family() {
        let red = FormId::RedAsync.form();
        let bulk = FormId::CpReduceAsyncBulkCtaToCluster.form();
        let Some(Slot::Of(ops)) = red.slots.first() else {
            panic!("red.async's {{.op}}")
        };
        assert_eq!(row_enum(red, ops).map(|e| e.name), Some("AtomOp"));
        assert_eq!(row_enum(bulk, ops).map(|e| e.name), Some("BulkRedOp"));
        assert_eq!(
            row_enum(FormId::CpReduceAsyncBulkTensor.form(), ops).map(|e| e.name),
            Some("BulkRedOp")
        );
    }
}
