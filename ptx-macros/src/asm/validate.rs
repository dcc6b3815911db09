//! Validation against the `ptx-isa` table: which form the mnemonic names, whether its
//! modifiers and type suffix are legal, how many operands it takes and what each one is.
//! Operand *types* are checked later by rustc, through the trait bounds the expansion
//! emits at each operand.

use proc_macro2::Span;
use typed_ptx_isa::{
    FORMS, Family, Form, FormId, Mod, Operand as Op, Shape, Slot, Space, TyStyle, Types, Val,
    Version, Width,
};

use crate::front::mnemonic;
use crate::front::ty::{TyExt, modifier, ty_among};

use super::parse::{Invocation, Num, Operand};

mod table;

/// A register type: the table's [`Mod`] of one of [`ALL_TYS`], the types Rust's nvptx
/// `asm!` has a register class for.
pub(crate) type Ty = Mod;

/// The types `ptx_asm!` carries, in the order its messages list them.
const ALL_TYS: [Ty; 11] = [
    Mod::B16,
    Mod::U16,
    Mod::S16,
    Mod::B32,
    Mod::U32,
    Mod::S32,
    Mod::F32,
    Mod::B64,
    Mod::U64,
    Mod::S64,
    Mod::F64,
];

/// The type a part names, if `ptx_asm!` carries it.
pub(crate) fn parse_ty(s: &str) -> Option<Ty> {
    ty_among(s, &ALL_TYS)
}

/// How `ptx_asm!` passes a type to `asm!`.
pub(crate) trait AsmTy: TyExt {
    /// The asm! register class.
    fn class(self) -> &'static str;
    /// The Rust type the register travels in.
    fn canon(self) -> &'static str;
    /// The operand trait of `__private::dev`.
    fn trait_name(self) -> &'static str;
    /// The type at twice the width (`mul.wide`'s result).
    fn wide(self) -> Ty;
    /// The PTX text of an immediate of this type, or why it does not fit.
    fn immediate(self, n: &Num) -> Result<String, String>;
}

impl AsmTy for Ty {
    fn class(self) -> &'static str {
        match self.width() {
            16 => "reg16",
            32 => "reg32",
            _ => "reg64",
        }
    }
    fn canon(self) -> &'static str {
        match self {
            Mod::S16 => "i16",
            Mod::S32 => "i32",
            Mod::F32 => "f32",
            Mod::S64 => "i64",
            Mod::F64 => "f64",
            t => match t.width() {
                16 => "u16",
                32 => "u32",
                _ => "u64",
            },
        }
    }
    fn trait_name(self) -> &'static str {
        match self {
            Mod::B16 => "B16",
            Mod::U16 => "U16",
            Mod::S16 => "S16",
            Mod::B32 => "B32",
            Mod::U32 => "U32",
            Mod::S32 => "S32",
            Mod::F32 => "F32",
            Mod::B64 => "B64",
            Mod::U64 => "U64",
            Mod::S64 => "S64",
            _ => "F64",
        }
    }
    fn wide(self) -> Ty {
        match self {
            Mod::U16 => Mod::U32,
            Mod::S16 => Mod::S32,
            Mod::U32 => Mod::U64,
            Mod::S32 => Mod::S64,
            other => other,
        }
    }
    fn immediate(self, n: &Num) -> Result<String, String> {
        match (self.is_float(), n) {
            (true, Num::Float(f)) => Ok(float_text(self, *f)),
            (true, Num::Int(i)) => Ok(float_text(self, *i as f64)),
            (false, Num::Float(_)) => Err(format!(
                "a floating-point immediate cannot be a `.{}` operand",
                self.name()
            )),
            (false, Num::Int(i)) => {
                let bits = self.width();
                let (lo, hi): (i128, i128) = if self.is_signed() {
                    (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
                } else if self.is_bits() {
                    (-(1i128 << (bits - 1)), (1i128 << bits) - 1)
                } else {
                    (0, (1i128 << bits) - 1)
                };
                if *i < lo || *i > hi {
                    Err(format!(
                        "immediate {i} is out of range for `.{}`: {lo}..={hi}",
                        self.name()
                    ))
                } else {
                    Ok(i.to_string())
                }
            }
        }
    }
}

fn float_text(t: Ty, f: f64) -> String {
    if t == Mod::F32 {
        format!("0f{:08X}", (f as f32).to_bits())
    } else {
        format!("0d{:016X}", f.to_bits())
    }
}

/// What one operand is, after the form is known.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Kind {
    /// A source value of this type (register or immediate; a special register for `mov`).
    Val(Ty),
    /// A destination of this type.
    Dst(Ty),
    /// A source predicate (`bool`).
    Pred,
    /// A destination predicate (`bool`).
    DPred,
    /// An address; `mem` when it is written in brackets (a memory access).
    Addr {
        space: Space,
        width: Width,
        mem: bool,
    },
    /// `cvta.<space>` result: a generic address remembering the source's space.
    DCvta,
    /// `cvta.to.<space>` result.
    DCvtaTo(Space),
    /// `mapa.shared::cluster` result (the source's width).
    DMapa,
    /// `mapa.u64` result.
    DMapaGeneric,
    /// An immediate in `[lo, hi]`.
    Imm(i64, i64),
}

impl Kind {
    pub(crate) fn is_dest(self) -> bool {
        matches!(
            self,
            Kind::Dst(_)
                | Kind::DPred
                | Kind::DCvta
                | Kind::DCvtaTo(_)
                | Kind::DMapa
                | Kind::DMapaGeneric
        )
    }
    fn describe(self) -> String {
        match self {
            Kind::Val(t) => format!("a `.{}` value", t.name()),
            Kind::Dst(t) => format!("a `.{}` destination", t.name()),
            Kind::Pred => "a predicate (`bool`)".into(),
            Kind::DPred => "a predicate destination (`bool`)".into(),
            Kind::Addr { space, width, mem } => {
                let w = match width {
                    Width::W64 => "64-bit ",
                    Width::W32 => "32-bit ",
                    Width::Either => "",
                };
                let s = match space {
                    Space::Generic => "generic".to_string(),
                    s => s.qualifier().to_string(),
                };
                if mem {
                    format!("a {w}{s} address in brackets `[a]`")
                } else {
                    format!("a {w}{s} address")
                }
            }
            Kind::DCvta | Kind::DMapaGeneric => "a generic-address destination".into(),
            Kind::DCvtaTo(s) => format!("a {} address destination", s.qualifier()),
            Kind::DMapa => "a .shared::cluster address destination".into(),
            Kind::Imm(lo, hi) => format!("an immediate in {lo}..={hi}"),
        }
    }
}

/// Which `asm!` options the instruction allows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Effects {
    /// No memory, no side effects: `pure, nomem`.
    Pure,
    /// No memory, but not pure (special registers, warp exchange).
    NoMem,
    /// Reads memory only.
    ReadOnly,
    /// Writes memory or synchronises.
    Memory,
}

/// The validated instruction.
pub(crate) struct Checked {
    pub form: &'static Form,
    /// The mnemonic text for the template.
    pub mnemonic: String,
    pub kinds: Vec<Kind>,
    pub effects: Effects,
    /// The immediate text of each literal operand (index-aligned with the operands).
    pub imm_text: Vec<Option<String>>,
    /// The smallest PTX ISA version and `sm` of the form with the slot values written
    /// (a gated value, such as `barrier.cluster.arrive`'s `.release`, asks for more).
    pub min_isa: Version,
    pub min_sm: u32,
}

/// `setp`'s comparisons beyond the row's (`.eq` … `.ge`): the unsigned and unordered
/// ones, which `ptx_asm!` passes through as written.
const SETP_MORE_CMP: &[Mod] = &[
    Mod::Lo,
    Mod::Ls,
    Mod::Hi,
    Mod::Hs,
    Mod::Equ,
    Mod::Neu,
    Mod::Ltu,
    Mod::Leu,
    Mod::Gtu,
    Mod::Geu,
    Mod::Num,
    Mod::IsNan,
];
/// The rounding and flush modifiers of the float arithmetic rows (no row spells them; they
/// pass through as written).
const FLOAT_MODS: &[Mod] = &[Mod::Rn, Mod::Rz, Mod::Rm, Mod::Rp, Mod::Ftz, Mod::Sat];
/// `cvt`'s rounding, flush and saturation modifiers (passed through as written).
const CVT_MODS: &[Mod] = &[
    Mod::Rn,
    Mod::Rz,
    Mod::Rm,
    Mod::Rp,
    Mod::Rni,
    Mod::Rzi,
    Mod::Rmi,
    Mod::Rpi,
    Mod::Ftz,
    Mod::Sat,
];
/// The operations of `atom` and `red` (the rows' operation slots; a test checks they
/// agree), in the order the messages list them.
const ATOM_OPS: &[Mod] = &[
    Mod::Add,
    Mod::Min,
    Mod::Max,
    Mod::Inc,
    Mod::Dec,
    Mod::And,
    Mod::Or,
    Mod::Xor,
    Mod::Exch,
    Mod::Cas,
];
const RED_OPS: &[Mod] = &[
    Mod::Add,
    Mod::Min,
    Mod::Max,
    Mod::Inc,
    Mod::Dec,
    Mod::And,
    Mod::Or,
    Mod::Xor,
];
/// The half-precision, packed, FP8 and TF32 types: Rust has no register type for them in
/// `asm!`, so `ptx_asm!` has none of their forms.
const HALF_TYS: &[Mod] = &[
    Mod::F16,
    Mod::Bf16,
    Mod::F16x2,
    Mod::Bf16x2,
    Mod::E4m3x2,
    Mod::E5m2x2,
    Mod::Tf32,
];
/// `shr`'s types: the row's, and the untyped bits PTX also takes (a logical shift).
const SHR_TYS: &[Mod] = &[
    Mod::B16,
    Mod::B32,
    Mod::B64,
    Mod::U16,
    Mod::U32,
    Mod::U64,
    Mod::S16,
    Mod::S32,
    Mod::S64,
];

/// The values of slot `i` of a row, less the empty one.
fn slot_mods(id: FormId, i: usize) -> Vec<Mod> {
    id.form()
        .slots
        .get(i)
        .map(|s| s.values())
        .unwrap_or_default()
        .into_iter()
        .filter_map(|v| v.as_mod())
        .filter(|m| *m != Mod::None)
        .collect()
}

/// The modifiers of a row's slot named `name` (`.cache`), none if it has no such slot.
fn named_slot_mods(id: FormId, name: &str) -> Vec<Mod> {
    let f = id.form();
    (0..f.slots.len())
        .find(|&i| f.spell.names[i] == name)
        .map(|i| slot_mods(id, i))
        .unwrap_or_default()
}

/// `.volatile`, then the cache operators of a row's cache slot (`ld`'s, `st`'s).
fn cache_mods(id: FormId) -> Vec<Mod> {
    let mut v = vec![Mod::Volatile];
    v.extend(named_slot_mods(id, ".cache"));
    v
}

struct Grammar {
    /// Legal types of the suffix; empty when the form takes none.
    types: Vec<Ty>,
    /// How many type suffixes (2 for `cvt`).
    ntypes: usize,
    /// Exactly one of these is required (setp's comparison, atom's operation).
    required: Vec<Mod>,
    required_what: String,
    optional: Vec<Mod>,
}

/// The types of a generated row that `ptx_asm!` carries, as the row spells them.
fn tys_of(types: Types, bits: bool) -> Vec<Ty> {
    let style = if bits { TyStyle::Bits } else { TyStyle::Own };
    Slot::Ty(types, style)
        .values()
        .into_iter()
        .filter_map(|v| v.as_mod())
        .filter(|m| ALL_TYS.contains(m))
        .collect()
}

/// The types that slot `i` of a row takes and `ptx_asm!` carries.
fn row_tys(form: &Form, i: usize) -> Vec<Ty> {
    let Some(&slot) = form.slots.get(i) else {
        return Vec::new();
    };
    ALL_TYS
        .into_iter()
        .filter(|m| slot.takes(Val::from(*m)))
        .collect()
}

/// The types that a row's last slot (its type) takes and `ptx_asm!` carries.
fn last_slot_tys(form: &Form) -> Vec<Ty> {
    row_tys(form, form.slots.len().saturating_sub(1))
}

fn fixed_type(form: &Form) -> Option<Ty> {
    form.mnemonic.rsplit('.').next().and_then(parse_ty)
}

fn needs_type(form: &Form) -> bool {
    fixed_type(form).is_none()
        && (form.operands.iter().any(|o| matches!(o, Op::D | Op::A))
            || matches!(form.id, FormId::Popc | FormId::Clz | FormId::MulWide))
}

fn grammar(form: &Form) -> Grammar {
    let base = form.mnemonic.split('.').next().unwrap_or("");
    let mut g = Grammar {
        types: Vec::new(),
        ntypes: 0,
        required: Vec::new(),
        required_what: String::new(),
        optional: Vec::new(),
    };
    if needs_type(form) {
        g.ntypes = 1;
        g.types = match form.shape {
            Shape::Binary { types, bits, .. } | Shape::Unary { types, bits, .. } => {
                tys_of(types, bits)
            }
            Shape::Ternary { types, .. } => tys_of(types, false),
            _ => match form.id {
                FormId::Popc
                | FormId::Clz
                | FormId::MulWide
                | FormId::Shl
                | FormId::Bfe
                | FormId::Bfi
                | FormId::ReduxSync
                | FormId::MatchAnySync => last_slot_tys(form),
                // Two type slots (`cvt{.dtype}{.atype}`): the first's types, twice.
                FormId::Cvt | FormId::CvtRn | FormId::CvtRzi => {
                    g.ntypes = 2;
                    row_tys(form, 0)
                }
                // A `Shape::Row` row's type slot (`shfl.sync{.mode}{.type}`: `.b32`).
                _ if let Some((i, ..)) = form.type_slot()
                    && matches!(form.shape, Shape::Row { .. }) =>
                {
                    row_tys(form, i)
                }
                // Hook: PTX's `shr` also takes the untyped bits, which its row does not spell.
                FormId::Shr => SHR_TYS.to_vec(),
                _ => ALL_TYS.to_vec(),
            },
        };
    }
    match base {
        "setp" => {
            g.required = slot_mods(FormId::Setp, 0);
            g.required.extend_from_slice(SETP_MORE_CMP);
            g.required_what = "a comparison".into();
            g.optional = vec![Mod::Ftz];
        }
        "atom" if form.id != FormId::AtomCas => {
            g.required = ATOM_OPS.to_vec();
            g.required_what = "an operation".into();
        }
        "red" => {
            g.required = RED_OPS.to_vec();
            g.required_what = "an operation".into();
        }
        "ld" => g.optional = cache_mods(FormId::Ld),
        "st" => g.optional = cache_mods(FormId::St),
        "cvt" => g.optional = CVT_MODS.to_vec(),
        "bar" | "barrier" if form.family == Family::Sync => g.optional = vec![Mod::Aligned],
        _ => {
            if matches!(form.family, Family::Float | Family::Integer)
                && g.types.iter().any(|t| t.is_float())
            {
                g.optional = FLOAT_MODS.to_vec();
            }
            if matches!(
                form.id,
                FormId::Ex2Approx | FormId::Lg2Approx | FormId::SinApprox | FormId::CosApprox
            ) {
                g.optional = vec![Mod::Ftz];
            }
            if matches!(form.id, FormId::Prmt | FormId::PrmtMode) {
                g.optional = slot_mods(FormId::PrmtMode, 0);
            }
            if g.required.is_empty() && matches!(form.shape, Shape::Row { .. }) {
                row_grammar(form, &mut g);
            }
        }
    }
    g
}

/// The modifiers of a `Shape::Row` row's slots that the grammar reads: its first slot of
/// modifiers without an empty value is required (`shfl.sync{.mode}`, `redux.sync{.op}`),
/// the values of its slots that may be left out are optional (`{.abs}`, `{.nan}`).
fn row_grammar(form: &Form, g: &mut Grammar) {
    for (i, slot) in form.slots.iter().enumerate() {
        let Slot::Of(list) = slot else { continue };
        let mods: Vec<Mod> = list.iter().copied().filter(|m| *m != Mod::None).collect();
        if list.contains(&Mod::None) {
            g.optional.extend(mods);
        } else if g.required.is_empty() {
            g.required = mods;
            g.required_what = format!("a `{{{}}}`", form.spell.names[i]);
        }
    }
}

fn atom_types(op: Mod) -> Vec<Ty> {
    match op {
        Mod::Add => vec![Mod::U32, Mod::S32, Mod::U64, Mod::F32, Mod::F64],
        Mod::Inc | Mod::Dec => vec![Mod::U32],
        Mod::Min | Mod::Max => vec![Mod::U32, Mod::S32, Mod::U64, Mod::S64],
        _ => vec![Mod::B32, Mod::B64],
    }
}

/// Memory-order qualifiers, which `ptx_asm!` does not take on `ld`/`st`/`atom`/`red`.
const SEMS: &[&str] = &["relaxed", "acquire", "release", "acq_rel"];

/// Why `ptx_asm!` refuses a mnemonic the table has: the mbarrier family, the memory-order
/// qualifiers and the tensormap acquire fence are emitted (typed by state space) by the
/// builder and `ptx_module!`, and wrapped in the C++ header, but have no typed device-side
/// operands here yet.
fn refused(parts: &[&str]) -> Option<&'static str> {
    let head = *parts.first()?;
    if parts.contains(&"b128") {
        return Some(
            "`.b128` forms are not available through `ptx_asm!`: Rust's nvptx `asm!` has no 128-bit register class to carry a `.b128` operand; emit them with the builder (`ld`/`st` of `B128`, `mov_b128`, `unpack_b128`, `atom_cas_b128`, `atom_exch_b128`) or `ptx_module!`, or move the value as two `.b64` halves here",
        );
    }
    if head == "multimem" {
        return Some(
            "the multimem instructions are not available through `ptx_asm!`: their address is a multicast object's (the builder's `Multimem<T>`, made only from a kernel parameter), which no `ptx_asm!` operand can carry without letting a plain .global pointer through (PTX leaves that undefined); emit them with the builder (`Kernel::multimem_*`)",
        );
    }
    if head == "mbarrier" || (head == "cp" && parts.get(2) == Some(&"mbarrier")) {
        return Some(
            "the mbarrier instructions are not available through `ptx_asm!`: their operands (an `Mbarrier` in .shared::cta, its state token) have no typed device-side form; emit them with the builder (`Kernel::mbarrier_*`) or `ptx_module!`, or use the C++ header's wrappers",
        );
    }
    if (head == "cp" && (parts.get(1) == Some(&"reduce") || parts.get(2) == Some(&"bulk")))
        || (head == "prefetch" && parts.contains(&"tensormap"))
    {
        return Some(
            "bulk copies and TMA are not available through `ptx_asm!`: their operands (an `Mbarrier` they complete on, a `TensorMap` and its coordinates, the bulk async-groups) have no typed device-side form; emit them with the builder (`Kernel::cp_async_bulk_*`, `cp_async_bulk_tensor_*`, `prefetch_tensormap`) or `ptx_module!`, or use the C++ header's wrappers",
        );
    }
    if matches!(head, "ld" | "st" | "atom" | "red") && parts.iter().any(|p| SEMS.contains(p)) {
        return Some(
            "memory-order qualifiers (.relaxed, .acquire, .release, .acq_rel) are not available through `ptx_asm!`; emit them with the builder (`ld_acquire`, `st_release`, `atom_sem` …) or `ptx_module!`",
        );
    }
    // Warp specialization: the forms whose operands have no typed device-side form here.
    match head {
        "elect" | "match" if head == "elect" || parts.get(1) == Some(&"all") => {
            return Some(
                "`elect.sync` and `match.all.sync` define a register and a predicate (`d|p`), which `ptx_asm!` does not spell; emit them with the builder (`elect_sync`, `match_all_sync`) or `ptx_module!` (`let (d, p) = …`)",
            );
        }
        "redux" if parts.iter().any(|p| matches!(*p, "f32" | "abs" | "NaN")) => {
            return Some(
                "the f32 `redux.sync` forms (sm_100a) are not available through `ptx_asm!`; emit them with the builder (`redux_sync_f32`) or `ptx_module!`",
            );
        }
        "setmaxnreg" => {
            return Some(
                "`setmaxnreg` (sm_90a) is not available through `ptx_asm!`: its register count must also fit what the kernel starts with, which only the whole module tells; emit it with the builder (`setmaxnreg_inc`/`setmaxnreg_dec`) or `ptx_module!`",
            );
        }
        "getctarank" => {
            return Some(
                "`getctarank` is not available through `ptx_asm!`: it takes a shared address as a plain register, not `[a]`; emit it with the builder (`getctarank`) or `ptx_module!`, or use the C++ header's `getctarank`",
            );
        }
        "st" | "red" if parts.get(1) == Some(&"async") => {
            return Some(
                "`st.async`/`red.async` are not available through `ptx_asm!`: their completion operand is an `Mbarrier` in .shared::cluster, which has no typed device-side form; emit them with the builder (`st_async`, `red_async`) or `ptx_module!`, or use the C++ header's wrappers",
            );
        }
        _ => {}
    }
    if head == "fence"
        && parts.get(2) == Some(&"tensormap::generic")
        && parts.get(3) == Some(&"acquire")
    {
        return Some(
            "`fence.proxy.tensormap::generic.acquire` is not available through `ptx_asm!`: emit it with the builder (`fence_proxy_tensormap_acquire`) or `ptx_module!`",
        );
    }
    None
}

/// Forms `ptx_asm!` can name: instructions whose operands Rust can supply (not those of
/// the half-precision family, whose values have no Rust register type here).
fn eligible(form: &Form) -> bool {
    let parts: Vec<&str> = form.mnemonic.split('.').collect();
    refused(&parts).is_none() && eligible_shape(form)
}

fn eligible_shape(form: &Form) -> bool {
    !matches!(form.shape, Shape::Sreg { .. } | Shape::Directive)
        && form.family != Family::Half
        && !matches!(
            form.id,
            FormId::CvtAddrTrunc | FormId::CvtAddrZext | FormId::MovAddr
        )
        && !form.operands.iter().any(|o| {
            matches!(
                o,
                Op::Var(_) | Op::Label | Op::Func | Op::Vector | Op::Sink | Op::TensorMap
            )
        })
        && !fragments(form)
        && !b128(form)
}

/// The rows of `.b128` operands (`mov.b128`'s; `ld`/`st`/`atom` take `.b128` as a type
/// value): `asm!` has no 128-bit register class, so `refused` explains them by their
/// `.b128` suffix.
fn b128(form: &Form) -> bool {
    form.operands.iter().any(|o| {
        matches!(o, Op::DReg(t) | Op::Src(t) | Op::DFrag(t, _) | Op::Frag(t, _) if t.contains(Types::B128))
    })
}

/// Tensor-core forms: their fragments, descriptors and tensor-memory addresses are typed
/// arrays and registers of the builder, which `asm!` operands cannot carry.
fn fragments(form: &Form) -> bool {
    form.operands.iter().any(|o| {
        matches!(
            o,
            Op::DFrag(..) | Op::Frag(..) | Op::AccFrag(..) | Op::Desc | Op::Tmem
        ) || matches!(o, Op::Src(t) if t.contains(Types::TMEM))
    })
}

/// A candidate form: the positions of the user's parts it did not name.
struct Cand {
    form: &'static Form,
    matched: usize,
    extras: Vec<usize>,
}

fn subsequence(parts: &[String], fp: &[&str]) -> Option<Vec<usize>> {
    if parts.first().map(String::as_str) != fp.first().copied() {
        return None;
    }
    let mut extras = Vec::new();
    let mut j = 0;
    for (i, p) in parts.iter().enumerate() {
        if j < fp.len() && p == fp[j] {
            j += 1;
        } else {
            extras.push(i);
        }
    }
    (j == fp.len()).then_some(extras)
}

/// The result of checking the mnemonic against one form.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Resolved {
    ty: Option<Ty>,
    ty2: Option<Ty>,
    cas: bool,
}

fn check_grammar(inv: &Invocation, c: &Cand) -> syn::Result<Resolved> {
    let form = c.form;
    let g = grammar(form);
    let mut extras = c.extras.clone();
    let mut tys = Vec::new();
    for _ in 0..g.ntypes {
        match extras.last() {
            Some(&i) if let Some(t) = parse_ty(&inv.parts[i].text) => {
                tys.insert(0, (t, i));
                extras.pop();
            }
            _ => {
                let span = inv
                    .parts
                    .last()
                    .map(|p| p.span)
                    .unwrap_or_else(Span::call_site);
                let names: Vec<String> = g.types.iter().map(|t| format!(".{}", t.name())).collect();
                return Err(syn::Error::new(
                    span,
                    format!(
                        "`{}` needs {} type suffix{}: one of {}",
                        form.mnemonic,
                        if g.ntypes == 2 {
                            "a destination and a source"
                        } else {
                            "a"
                        },
                        if g.ntypes == 2 { "es" } else { "" },
                        names.join(" ")
                    ),
                ));
            }
        }
    }
    let mut required_seen: Option<(Mod, usize)> = None;
    for &i in &extras {
        let part = &inv.parts[i];
        let t = part.text.as_str();
        let m = modifier(t).unwrap_or(Mod::None);
        if g.required.contains(&m) && required_seen.is_none() {
            required_seen = Some((m, i));
            continue;
        }
        if g.optional.contains(&m) {
            if m == Mod::Volatile && i != 1 {
                return Err(syn::Error::new(
                    part.span,
                    format!("`.volatile` comes right after `{}`", inv.parts[0].text),
                ));
            }
            continue;
        }
        let mut legal: Vec<String> = g
            .required
            .iter()
            .chain(g.optional.iter())
            .map(|m| m.text().to_string())
            .collect();
        if legal.is_empty() {
            legal.push("none".into());
        }
        let spaces = sibling_mnemonics(&inv.parts[0].text);
        let what = if parse_ty(t).is_some() {
            if g.ntypes == 0 {
                format!(
                    "`{}` takes no type suffix (its type is fixed)",
                    form.mnemonic
                )
            } else {
                format!("the type suffix comes last in `{}`", form.mnemonic)
            }
        } else {
            format!("`.{t}` is not a modifier of `{}`", form.mnemonic)
        };
        return Err(syn::Error::new(
            part.span,
            format!(
                "{what}; legal modifiers: {}; forms: {}",
                legal.join(" "),
                spaces.join(", ")
            ),
        ));
    }
    if !g.required.is_empty() && required_seen.is_none() {
        return Err(inv.mnemonic_error(format!(
            "`{}` needs {}: one of {}",
            form.mnemonic,
            g.required_what,
            g.required
                .iter()
                .map(|m| m.text())
                .collect::<Vec<_>>()
                .join(" ")
        )));
    }
    let cas = required_seen.as_ref().is_some_and(|(m, _)| *m == Mod::Cas);
    let mut types = g.types.clone();
    if let Some((op, _)) = &required_seen
        && (form.mnemonic.starts_with("atom") || form.mnemonic.starts_with("red"))
    {
        types.retain(|t| atom_types(*op).contains(t));
    }
    if form.id == FormId::AtomCas {
        types = vec![Mod::B32, Mod::B64];
    }
    for (k, &(t, i)) in tys.iter().enumerate() {
        let legal = if k == 1 {
            row_tys(form, 1)
        } else {
            types.clone()
        };
        if !legal.contains(&t) {
            return Err(syn::Error::new(
                inv.parts[i].span,
                format!(
                    "`.{}` is not a type of `{}{}`: legal types are {}",
                    t.name(),
                    form.mnemonic,
                    required_seen
                        .as_ref()
                        .map(|(m, _)| m.text())
                        .unwrap_or_default(),
                    legal
                        .iter()
                        .map(|t| format!(".{}", t.name()))
                        .collect::<Vec<_>>()
                        .join(" ")
                ),
            ));
        }
    }
    Ok(Resolved {
        ty: tys.first().map(|t| t.0).or_else(|| fixed_type(form)),
        ty2: tys.get(1).map(|t| t.0),
        cas,
    })
}

fn sibling_mnemonics(base: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for f in typed_ptx_isa::row::spaced_forms().filter(|f| eligible(f)) {
        if f.mnemonic.split('.').next() == Some(base) && !out.iter().any(|m| m == f.mnemonic) {
            out.push(f.mnemonic.to_string());
        }
    }
    out
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != *cb);
            cur.push(sub.min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

/// The operand signature of a form, as the error messages list it.
fn signature(form: &Form, ty: Option<Ty>, cas: bool) -> String {
    let tyn = ty.map(|t| format!(".{}", t.name())).unwrap_or_else(|| {
        if needs_type(form) {
            ".<type>".into()
        } else {
            String::new()
        }
    });
    let kinds = kinds_of(form, ty, None, cas);
    let ops: Vec<String> = kinds
        .iter()
        .map(|k| match k {
            Kind::Val(t) => format!("a:{}", t.name()),
            Kind::Dst(t) => format!("d:{}", t.name()),
            Kind::Pred => "p:pred".into(),
            Kind::DPred => "d:pred".into(),
            Kind::Addr { space, mem, .. } => {
                let s = if *space == Space::Generic {
                    "generic".into()
                } else {
                    space.qualifier().to_string()
                };
                if *mem {
                    format!("[{s}]")
                } else {
                    format!("a:{s}")
                }
            }
            Kind::DCvta | Kind::DMapaGeneric => "d:generic".into(),
            Kind::DCvtaTo(s) => format!("d:{}", s.qualifier()),
            Kind::DMapa => "d:.shared::cluster".into(),
            Kind::Imm(lo, hi) => format!("imm {lo}..={hi}"),
        })
        .collect();
    format!(
        "`{}{} {}`",
        form.mnemonic,
        if fixed_type(form).is_some() {
            String::new()
        } else {
            tyn
        },
        ops.join(", ")
    )
}

fn mem_family(form: &Form) -> bool {
    matches!(form.family, Family::Data | Family::Atomic | Family::Async) && form.id != FormId::Mov
}

fn kinds_of(form: &Form, ty: Option<Ty>, ty2: Option<Ty>, cas: bool) -> Vec<Kind> {
    let t = ty.unwrap_or(Ty::B32);
    let mem = mem_family(form);
    let mut out: Vec<Kind> = form
        .operands
        .iter()
        .map(|op| match *op {
            Op::D => Kind::Dst(t),
            Op::A => Kind::Val(t),
            Op::DReg(types) => {
                if form.id == FormId::MulWide {
                    Kind::Dst(t.wide())
                } else if types == Types::F32 {
                    Kind::Dst(Ty::F32)
                } else if types == Types::U64 {
                    Kind::Dst(Ty::U64)
                } else {
                    Kind::Dst(Ty::U32)
                }
            }
            Op::Src(types) => {
                if types == Types::U32 {
                    Kind::Val(Ty::U32)
                } else if types == Types::F32 {
                    Kind::Val(Ty::F32)
                } else {
                    Kind::Val(ty2.unwrap_or(t))
                }
            }
            Op::Addr(space, width) => Kind::Addr { space, width, mem },
            Op::DAddr(space, _) => match form.family {
                Family::Cluster if space == Space::Generic => Kind::DMapaGeneric,
                Family::Cluster => Kind::DMapa,
                _ if space == Space::Generic => Kind::DCvta,
                _ => Kind::DCvtaTo(space),
            },
            Op::Imm(lo, hi) => Kind::Imm(lo, hi),
            Op::DPred => Kind::DPred,
            Op::Pred => Kind::Pred,
            Op::Var(_)
            | Op::Label
            | Op::Func
            | Op::Vector
            | Op::Sink
            | Op::TensorMap
            | Op::DFrag(..)
            | Op::Frag(..)
            | Op::AccFrag(..)
            | Op::Desc
            | Op::Tmem => Kind::Imm(0, 0),
        })
        .collect();
    if cas {
        out.push(Kind::Val(t));
    }
    out
}

fn effects(form: &Form) -> Effects {
    match form.family {
        Family::Integer
        | Family::Float
        | Family::Compare
        | Family::Logic
        | Family::Convert
        | Family::Cluster => Effects::Pure,
        Family::Data if matches!(form.id, FormId::Mov | FormId::Prmt | FormId::PrmtMode) => {
            Effects::Pure
        }
        Family::Data if form.mnemonic.starts_with("ld") => Effects::ReadOnly,
        Family::Special | Family::Warp => Effects::NoMem,
        _ => Effects::Memory,
    }
}

/// The special registers `mov` may read, from the table's `Sreg` rows.
fn sreg(name: &str) -> Option<&'static Form> {
    FORMS
        .iter()
        .find(|f| matches!(f.shape, Shape::Sreg { name: n, .. } if n == name))
}

pub(crate) fn validate(inv: &Invocation) -> syn::Result<Checked> {
    let parts: Vec<String> = inv.parts.iter().map(|p| p.text.clone()).collect();
    refuse_untyped(inv, &parts)?;
    let (form, res, vals) = match table::resolve(inv) {
        Some(found) => found,
        None => {
            let (form, res) = by_grammar(inv, &parts)?;
            (form, res, Vec::new())
        }
    };
    // The form's requirement, raised by each gate of a value written.
    let (mut min_isa, mut min_sm) = (form.min_isa, form.min_sm);
    for g in form.gates {
        if vals.get(usize::from(g.slot)) == Some(&Val::from(g.value)) {
            min_isa = min_isa.max(g.min_isa);
            min_sm = min_sm.max(g.min_sm);
        }
    }
    let kinds = kinds_of(form, res.ty, res.ty2, res.cas);
    let imm_text = check_operands(inv, form, &res, &kinds)?;
    let mnemonic = inv.mnemonic();
    // A counter or a scheduling register changes between reads: not `pure`.
    let volatile_sreg = inv.operands.iter().any(|o| {
        matches!(o, Operand::Sreg { name, .. }
            if matches!(name.as_str(), "%clock" | "%clock64" | "%globaltimer" | "%warpid" | "%smid"))
    });
    let effects = if volatile_sreg {
        Effects::NoMem
    } else {
        effects(form)
    };
    Ok(Checked {
        form,
        mnemonic,
        kinds,
        effects,
        imm_text,
        min_isa,
        min_sm,
    })
}

/// The form by the grammar: the forms whose fixed head the parts contain in order, their
/// other parts checked as modifiers and type suffixes. This reads the spellings the table
/// has no template for (modifiers passed through as written: `.volatile`, `setp.lo`,
/// `add.rn.f32`, `bar.sync.aligned`, `shr.b32`) and explains every mnemonic that is no
/// form `ptx_asm!` has.
fn by_grammar(inv: &Invocation, parts: &[String]) -> syn::Result<(&'static Form, Resolved)> {
    let cands: Vec<Cand> = typed_ptx_isa::row::spaced_forms()
        .filter(|f| eligible(f))
        .filter_map(|f| {
            let fp: Vec<&str> = f.mnemonic.split('.').collect();
            subsequence(parts, &fp).map(|extras| Cand {
                form: f,
                matched: fp.len(),
                extras,
            })
        })
        .collect();
    if cands.is_empty() {
        return Err(no_form(inv));
    }
    pick(inv, cands)
}

/// The families `ptx_asm!` refuses by name, and the half-precision, packed-float and TF32
/// types, which Rust's nvptx `asm!` has no register for.
fn refuse_untyped(inv: &Invocation, parts: &[String]) -> syn::Result<()> {
    let texts: Vec<&str> = parts.iter().map(String::as_str).collect();
    if let Some(why) = refused(&texts) {
        return Err(inv.mnemonic_error(format!("`{}`: {why}", inv.mnemonic())));
    }
    // The tensor-core family names `.tf32`/`.bf16` too: its own checks below explain it
    // (`cvt.rna.tf32.f32` takes and gives 32-bit registers, which `asm!` has).
    let tensor_core = matches!(
        texts.first(),
        Some(&("mma" | "wgmma" | "ldmatrix" | "stmatrix"))
    ) || texts[..] == ["cvt", "rna", "tf32", "f32"];
    if let Some(p) = inv
        .parts
        .iter()
        .find(|p| !tensor_core && modifier(&p.text).is_some_and(|m| HALF_TYS.contains(&m)))
    {
        return Err(syn::Error::new(
            p.span,
            format!(
                "`ptx_asm!` has no `.{}` forms: Rust's nvptx `asm!` has no half-precision, packed-float or TF32 register type; write the kernel with `ptx_module!` or the builder (their half-precision forms are typed), or move the bits with `.b16`/`.b32` instructions here",
                p.text
            ),
        ));
    }
    Ok(())
}

/// The error for a mnemonic that is no form of the table: a tensor-core instruction, the
/// forms of its first part, or the near matches.
fn no_form(inv: &Invocation) -> syn::Error {
    let first = &inv.parts[0];
    if FORMS
        .iter()
        .any(|f| fragments(f) && f.mnemonic.split('.').next() == Some(first.text.as_str()))
    {
        return inv.mnemonic_error(format!(
            "`{}` is a tensor-core instruction: its fragments are typed register arrays and its matrix descriptors typed registers, which `ptx_asm!` operands cannot carry; build it with the typed builder (`Kernel::mma_sync`, `ldmatrix`, `stmatrix`, `wgmma_mma_async`) or `ptx_module!`",
            inv.mnemonic()
        ));
    }
    let siblings = sibling_mnemonics(&first.text);
    let msg = if !siblings.is_empty() {
        format!(
            "`{}` is not a form of `{}` in the instruction table; legal forms: {}",
            inv.mnemonic(),
            first.text,
            siblings.join(", ")
        )
    } else {
        // An instruction whose first part is one or two edits away: the nearest forms.
        let near = typed_ptx_isa::row::spaced_forms()
            .filter(|f| eligible(f))
            .any(|f| edit_distance(f.mnemonic.split('.').next().unwrap_or(""), &first.text) <= 2);
        if near {
            format!(
                "unknown PTX instruction `{}`; nearest forms: {}",
                inv.mnemonic(),
                mnemonic::templates(&mnemonic::nearest(&inv.parts, |id| eligible(id.form())))
            )
        } else {
            format!(
                "unknown PTX instruction `{}`: it is not in the instruction table",
                inv.mnemonic()
            )
        }
    };
    if siblings.is_empty() {
        syn::Error::new(first.span, msg)
    } else {
        inv.mnemonic_error(msg)
    }
}

/// The form among the candidates: of the longest matches, those whose modifiers and type
/// hold, then the first that takes as many operands as written.
fn pick(inv: &Invocation, mut cands: Vec<Cand>) -> syn::Result<(&'static Form, Resolved)> {
    cands.sort_by_key(|c| std::cmp::Reverse(c.matched));
    let mut good: Vec<(&Cand, Resolved)> = Vec::new();
    let mut first_err: Option<syn::Error> = None;
    for c in &cands {
        if good.first().is_some_and(|(g, _)| g.matched > c.matched) {
            break;
        }
        match check_grammar(inv, c) {
            Ok(r) => good.push((c, r)),
            Err(e) => {
                if first_err.is_none() {
                    first_err = Some(e);
                }
            }
        }
    }
    if good.is_empty() {
        return Err(first_err.expect("a candidate failed"));
    }
    let n = inv.operands.len();
    let fits: Vec<&(&Cand, Resolved)> = good
        .iter()
        .filter(|(c, r)| c.form.operands.len() + usize::from(r.cas) == n)
        .collect();
    let Some((cand, res)) = fits.first().map(|x| (x.0, &x.1)) else {
        let (c0, r0) = &good[0];
        let counts: Vec<usize> = good
            .iter()
            .map(|(c, r)| c.form.operands.len() + usize::from(r.cas))
            .collect();
        let legal: Vec<String> = good
            .iter()
            .map(|(c, r)| signature(c.form, r.ty, r.cas))
            .collect();
        let want = counts
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" or ");
        let _ = (c0, r0);
        let msg = format!(
            "`{}` takes {want} operand{}, {n} given; legal forms: {}",
            inv.mnemonic(),
            if want == "1" { "" } else { "s" },
            legal.join(", ")
        );
        return Err(if n > counts[0] {
            inv.operands[counts[0]].error(msg)
        } else {
            inv.mnemonic_error(msg)
        });
    };
    Ok((cand.form, *res))
}

/// The operands' syntax against their kinds, all errors of the phase at once; the text of
/// each immediate.
fn check_operands(
    inv: &Invocation,
    form: &Form,
    res: &Resolved,
    kinds: &[Kind],
) -> syn::Result<Vec<Option<String>>> {
    // Operand syntax against kinds; all errors of the phase at once.
    let mut errors: Option<syn::Error> = None;
    let mut push = |e: syn::Error| match &mut errors {
        Some(all) => all.combine(e),
        None => errors = Some(e),
    };
    let mut imm_text = Vec::new();
    let sig = signature(form, res.ty, res.cas);
    for (op, kind) in inv.operands.iter().zip(kinds) {
        let mut text = None;
        match (op, *kind) {
            // A `.param` address has no device type: typing `cvta.to.param`'s result as
            // any other space's address would put it in the wrong space.
            (op, Kind::DCvtaTo(Space::Param)) => push(op.error(format!(
                "the result of `{}` is a .param (kernel-parameter) address, and Rust device code has no typed .param addresses: PTX `cvta.to.param` is defined only for kernel-parameter addresses, which the compiler's own `ld.param` reads",
                inv.mnemonic()
            ))),
            (Operand::Mem { .. }, Kind::Addr { mem: true, .. }) => {}
            (Operand::Mem { .. }, k) => push(op.error(format!(
                "this operand of `{}` is {}, not a memory operand `[..]`; the form is {sig}",
                inv.mnemonic(),
                k.describe()
            ))),
            (op, Kind::Addr { mem: true, .. }) => push(op.error(format!(
                "this operand of `{}` is {}: write it in brackets; the form is {sig}",
                inv.mnemonic(),
                kind.describe()
            ))),
            (Operand::Lit { value, .. }, Kind::Imm(lo, hi)) => match value {
                Num::Int(v) if (*v >= lo as i128 && *v <= hi as i128) => {
                    if form.id == FormId::CpAsyncCa && !matches!(*v, 4 | 8 | 16) {
                        push(op.error(format!("`cp.async.ca` copies 4, 8 or 16 bytes, not {v}")));
                    }
                    text = Some(v.to_string());
                }
                Num::Int(v) => push(op.error(format!(
                    "immediate {v} is out of range for this operand of `{}`: {lo}..={hi}",
                    inv.mnemonic()
                ))),
                Num::Float(_) => {
                    push(op.error(format!("expected an integer immediate in {lo}..={hi}")))
                }
            },
            (op, Kind::Imm(lo, hi)) => push(op.error(format!(
                "this operand of `{}` is an immediate in {lo}..={hi}: write an integer literal",
                inv.mnemonic()
            ))),
            (Operand::Lit { value, .. }, Kind::Val(t)) => match t.immediate(value) {
                Ok(s) => text = Some(s),
                Err(m) => push(op.error(m)),
            },
            (Operand::Lit { .. }, k) => push(op.error(format!(
                "this operand of `{}` is {}, not an immediate",
                inv.mnemonic(),
                k.describe()
            ))),
            (Operand::Sreg { name, .. }, Kind::Val(t)) if form.id == FormId::Mov => {
                match sreg(name) {
                    Some(f) => {
                        let sty = match f.shape {
                            Shape::Sreg { ty, .. } => ty,
                            _ => Types::U32,
                        };
                        let bits = if sty == Types::U64 { 64 } else { 32 };
                        if t.width() != bits || t.is_float() {
                            push(op.error(
                            format!("`{name}` is a {bits}-bit special register: read it with `mov.u{bits}`"),
                        ));
                        }
                    }
                    None => {
                        let names: Vec<&str> = FORMS
                            .iter()
                            .filter_map(|f| match f.shape {
                                Shape::Sreg { name, .. } => Some(name),
                                _ => None,
                            })
                            .collect();
                        push(op.error(format!(
                            "unknown special register `{name}`; known: {}",
                            names.join(" ")
                        )))
                    }
                }
            }
            (Operand::Sreg { .. }, _) => push(
                op.error("a special register can only be read with `mov` (`mov.u32 d, %tid.x`)"),
            ),
            (Operand::Discard(span), k) if !k.is_dest() => push(op.error(format!(
                "`_` discards a destination, but this operand of `{}` is {}",
                inv.mnemonic(),
                k.describe()
            ))),
            _ => {}
        }
        imm_text.push(text);
    }
    if let Some(e) = errors {
        return Err(e);
    }
    Ok(imm_text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(mut v: Vec<Mod>) -> Vec<Mod> {
        v.sort();
        v
    }

    /// Every spelling of every row `ptx_asm!` names, with every operand count: where the
    /// table resolves it, the grammar resolves it to the same form and values (but for the
    /// modifiers of a `Shape::Row` row, which only the table reads).
    #[test]
    fn the_table_and_the_grammar_agree() {
        let mut through_table = 0;
        for form in typed_ptx_isa::row::spaced_forms().filter(|f| eligible(f)) {
            for vals in form.value_combos() {
                let Ok(text) = form.spelled(&vals) else {
                    continue;
                };
                for n in 0..=6 {
                    let ops = vec!["x"; n].join(", ");
                    let inv: Invocation = match syn::parse_str(&format!("{text} {ops}")) {
                        Ok(inv) => inv,
                        Err(e) => panic!("{text}: {e}"),
                    };
                    let parts: Vec<String> = inv.parts.iter().map(|p| p.text.clone()).collect();
                    if refuse_untyped(&inv, &parts).is_err() {
                        continue;
                    }
                    if let Some((f, r, vals)) = table::resolve(&inv) {
                        through_table += 1;
                        // A `Shape::Row` row's modifiers are read from the row alone.
                        let modifiers = vals
                            .iter()
                            .zip(f.slots)
                            .any(|(v, s)| *v != Val::NONE && matches!(s, Slot::Of(_)));
                        if matches!(f.shape, Shape::Row { .. }) && modifiers {
                            continue;
                        }
                        let by = by_grammar(&inv, &parts).map(|(f, r)| (f.id, r)).ok();
                        assert_eq!(by, Some((f.id, r)), "`{text}` with {n} operand(s)");
                    }
                }
            }
        }
        eprintln!("{through_table} spelling(s) resolved through the table");
        assert!(through_table > 1000, "{through_table}");
    }

    #[test]
    fn the_operation_lists_are_the_rows() {
        assert_eq!(
            set(ATOM_OPS.to_vec()),
            set(named_slot_mods(FormId::Atom, ".op"))
        );
        assert_eq!(
            set(RED_OPS.to_vec()),
            set(named_slot_mods(FormId::Red, ".op"))
        );
    }

    #[test]
    fn the_grammar_reads_the_rows() {
        let names = |v: &[Mod]| v.iter().map(|m| m.text()).collect::<Vec<_>>().join(" ");
        assert_eq!(
            names(&cache_mods(FormId::Ld)),
            ".volatile .ca .cg .cs .lu .cv"
        );
        assert_eq!(names(&cache_mods(FormId::St)), ".volatile .wb .cg .cs .wt");
        let g = grammar(FormId::Setp.form());
        assert_eq!(
            names(&g.required),
            ".eq .ne .lt .le .gt .ge .lo .ls .hi .hs .equ .neu .ltu .leu .gtu .geu .num .nan"
        );
        let g = grammar(FormId::Cvt.form());
        assert_eq!(names(&g.types), ".u16 .s16 .u32 .s32 .f32 .u64 .s64 .f64");
        assert_eq!(row_tys(FormId::Cvt.form(), 1), g.types);
        assert_eq!(names(&grammar(FormId::Popc.form()).types), ".b32 .b64");
        assert_eq!(
            names(&grammar(FormId::MulWide.form()).types),
            ".u16 .s16 .u32 .s32"
        );
        assert_eq!(names(&grammar(FormId::Shl.form()).types), ".b16 .b32 .b64");
        assert_eq!(
            names(&grammar(FormId::Bfe.form()).types),
            ".u32 .s32 .u64 .s64"
        );
        assert_eq!(names(&grammar(FormId::ReduxSync.form()).types), ".u32 .s32");
        assert_eq!(
            names(&grammar(FormId::Add.form()).types),
            ".u16 .s16 .u32 .s32 .u64 .s64 .f32 .f64"
        );
        assert_eq!(names(&grammar(FormId::And.form()).types), ".b16 .b32 .b64");
        assert_eq!(
            names(&grammar(FormId::Prmt.form()).optional),
            ".f4e .b4e .rc8 .ecl .ecr .rc16"
        );
    }
}
