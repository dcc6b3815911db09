//! Validation against the `ptx-isa` table: which form the mnemonic names, whether its
//! modifiers and type suffix are legal, how many operands it takes and what each one is.
//! Operand *types* are checked later by rustc, through the trait bounds the expansion
//! emits at each operand.

use proc_macro2::Span;
use typed_ptx_isa::{FORMS, Family, Form, FormId, Operand as Op, Shape, Space, Types, Width};

use super::parse::{Invocation, Num, Operand};

/// A register type, as a type suffix spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ty {
    B16,
    U16,
    S16,
    B32,
    U32,
    S32,
    F32,
    B64,
    U64,
    S64,
    F64,
}

const ALL_TYS: [Ty; 11] = [
    Ty::B16,
    Ty::U16,
    Ty::S16,
    Ty::B32,
    Ty::U32,
    Ty::S32,
    Ty::F32,
    Ty::B64,
    Ty::U64,
    Ty::S64,
    Ty::F64,
];
const NUM_TYS: [Ty; 8] = [
    Ty::U16,
    Ty::S16,
    Ty::U32,
    Ty::S32,
    Ty::F32,
    Ty::U64,
    Ty::S64,
    Ty::F64,
];

impl Ty {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Ty::B16 => "b16",
            Ty::U16 => "u16",
            Ty::S16 => "s16",
            Ty::B32 => "b32",
            Ty::U32 => "u32",
            Ty::S32 => "s32",
            Ty::F32 => "f32",
            Ty::B64 => "b64",
            Ty::U64 => "u64",
            Ty::S64 => "s64",
            Ty::F64 => "f64",
        }
    }
    pub(crate) fn parse(s: &str) -> Option<Ty> {
        ALL_TYS.into_iter().find(|t| t.name() == s)
    }
    pub(crate) fn bits(self) -> u32 {
        match self {
            Ty::B16 | Ty::U16 | Ty::S16 => 16,
            Ty::B32 | Ty::U32 | Ty::S32 | Ty::F32 => 32,
            _ => 64,
        }
    }
    /// The asm! register class.
    pub(crate) fn class(self) -> &'static str {
        match self.bits() {
            16 => "reg16",
            32 => "reg32",
            _ => "reg64",
        }
    }
    /// The Rust type the register travels in.
    pub(crate) fn canon(self) -> &'static str {
        match self {
            Ty::B16 | Ty::U16 => "u16",
            Ty::S16 => "i16",
            Ty::B32 | Ty::U32 => "u32",
            Ty::S32 => "i32",
            Ty::F32 => "f32",
            Ty::B64 | Ty::U64 => "u64",
            Ty::S64 => "i64",
            Ty::F64 => "f64",
        }
    }
    /// The operand trait of `__private::dev`.
    pub(crate) fn trait_name(self) -> &'static str {
        match self {
            Ty::B16 => "B16",
            Ty::U16 => "U16",
            Ty::S16 => "S16",
            Ty::B32 => "B32",
            Ty::U32 => "U32",
            Ty::S32 => "S32",
            Ty::F32 => "F32",
            Ty::B64 => "B64",
            Ty::U64 => "U64",
            Ty::S64 => "S64",
            Ty::F64 => "F64",
        }
    }
    fn is_float(self) -> bool {
        matches!(self, Ty::F32 | Ty::F64)
    }
    fn is_signed(self) -> bool {
        matches!(self, Ty::S16 | Ty::S32 | Ty::S64)
    }
    fn wide(self) -> Ty {
        match self {
            Ty::U16 => Ty::U32,
            Ty::S16 => Ty::S32,
            Ty::U32 => Ty::U64,
            Ty::S32 => Ty::S64,
            other => other,
        }
    }
    /// The PTX text of an immediate of this type, or why it does not fit.
    fn immediate(self, n: &Num) -> Result<String, String> {
        match (self.is_float(), n) {
            (true, Num::Float(f)) => Ok(float_text(self, *f)),
            (true, Num::Int(i)) => Ok(float_text(self, *i as f64)),
            (false, Num::Float(_)) => Err(format!(
                "a floating-point immediate cannot be a `.{}` operand",
                self.name()
            )),
            (false, Num::Int(i)) => {
                let bits = self.bits();
                let (lo, hi): (i128, i128) = if self.is_signed() {
                    (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
                } else if matches!(self, Ty::B16 | Ty::B32 | Ty::B64) {
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
    if t == Ty::F32 {
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
}

const CMP: &[&str] = &[
    "eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs", "equ", "neu", "ltu", "leu", "gtu",
    "geu", "num", "nan",
];
const FLOAT_MODS: &[&str] = &["rn", "rz", "rm", "rp", "ftz", "sat"];
const LD_MODS: &[&str] = &["volatile", "ca", "cg", "cs", "lu", "cv"];
const ST_MODS: &[&str] = &["volatile", "wb", "cg", "cs", "wt"];
const ATOM_OPS: &[&str] = &[
    "add", "min", "max", "inc", "dec", "and", "or", "xor", "exch", "cas",
];
const RED_OPS: &[&str] = &["add", "min", "max", "inc", "dec", "and", "or", "xor"];
const CVT_MODS: &[&str] = &[
    "rn", "rz", "rm", "rp", "rni", "rzi", "rmi", "rpi", "ftz", "sat",
];
const BAR_MODS: &[&str] = &["aligned"];
const PRMT_MODES: &[&str] = &["f4e", "b4e", "rc8", "ecl", "ecr", "rc16"];
/// The half-precision, packed, FP8 and TF32 type suffixes: Rust has no register type for
/// them in `asm!`, so `ptx_asm!` has none of their forms.
const HALF_TYS: &[&str] = &["f16", "bf16", "f16x2", "bf16x2", "e4m3x2", "e5m2x2", "tf32"];
const SETP_MODS: &[&str] = &["ftz"];

struct Grammar {
    /// Legal types of the suffix; empty when the form takes none.
    types: Vec<Ty>,
    /// How many type suffixes (2 for `cvt`).
    ntypes: usize,
    /// Exactly one of these is required (setp's comparison, atom's operation).
    required: &'static [&'static str],
    required_what: &'static str,
    optional: &'static [&'static str],
}

fn tys_of(types: Types, bits: bool) -> Vec<Ty> {
    let pairs = [
        (Types::U16, Ty::U16, Ty::B16),
        (Types::S16, Ty::S16, Ty::B16),
        (Types::U32, Ty::U32, Ty::B32),
        (Types::S32, Ty::S32, Ty::B32),
        (Types::U64, Ty::U64, Ty::B64),
        (Types::S64, Ty::S64, Ty::B64),
        (Types::F32, Ty::F32, Ty::B32),
        (Types::F64, Ty::F64, Ty::B64),
    ];
    let mut out = Vec::new();
    for (set, t, b) in pairs {
        if types.contains(set) {
            let t = if bits { b } else { t };
            if !out.contains(&t) {
                out.push(t);
            }
        }
    }
    out
}

fn fixed_type(form: &Form) -> Option<Ty> {
    form.mnemonic.rsplit('.').next().and_then(Ty::parse)
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
        required: &[],
        required_what: "",
        optional: &[],
    };
    if needs_type(form) {
        g.ntypes = 1;
        g.types = match form.shape {
            Shape::Binary { types, bits, .. } | Shape::Unary { types, bits, .. } => {
                tys_of(types, bits)
            }
            Shape::Ternary { types, .. } => tys_of(types, false),
            _ => match form.id {
                FormId::Popc | FormId::Clz => vec![Ty::B32, Ty::B64],
                FormId::MulWide => vec![Ty::U16, Ty::S16, Ty::U32, Ty::S32],
                FormId::Shl => vec![Ty::B16, Ty::B32, Ty::B64],
                FormId::Shr => vec![
                    Ty::B16,
                    Ty::B32,
                    Ty::B64,
                    Ty::U16,
                    Ty::U32,
                    Ty::U64,
                    Ty::S16,
                    Ty::S32,
                    Ty::S64,
                ],
                FormId::Bfe => vec![Ty::U32, Ty::S32, Ty::U64, Ty::S64],
                FormId::Bfi => vec![Ty::B32, Ty::B64],
                FormId::ReduxSyncAdd | FormId::ReduxSyncMin | FormId::ReduxSyncMax => {
                    vec![Ty::U32, Ty::S32]
                }
                FormId::MatchAnySync => vec![Ty::B32, Ty::B64],
                FormId::Cvt | FormId::CvtRn | FormId::CvtRzi => {
                    g.ntypes = 2;
                    NUM_TYS.to_vec()
                }
                _ => ALL_TYS.to_vec(),
            },
        };
    }
    match base {
        "setp" => {
            g.required = CMP;
            g.required_what = "a comparison";
            g.optional = SETP_MODS;
        }
        "atom" if form.id != FormId::AtomCas => {
            g.required = ATOM_OPS;
            g.required_what = "an operation";
        }
        "red" => {
            g.required = RED_OPS;
            g.required_what = "an operation";
        }
        "ld" => g.optional = LD_MODS,
        "st" => g.optional = ST_MODS,
        "cvt" => g.optional = CVT_MODS,
        "bar" | "barrier" if form.family == Family::Sync => g.optional = BAR_MODS,
        _ => {
            if matches!(form.family, Family::Float | Family::Integer)
                && g.types.iter().any(|t| t.is_float())
            {
                g.optional = FLOAT_MODS;
            }
            if matches!(
                form.id,
                FormId::Ex2Approx | FormId::Lg2Approx | FormId::SinApprox | FormId::CosApprox
            ) {
                g.optional = &["ftz"];
            }
            if form.id == FormId::Prmt {
                g.optional = PRMT_MODES;
            }
        }
    }
    g
}

fn atom_types(op: &str) -> Vec<Ty> {
    match op {
        "add" => vec![Ty::U32, Ty::S32, Ty::U64, Ty::F32, Ty::F64],
        "inc" | "dec" => vec![Ty::U32],
        "min" | "max" => vec![Ty::U32, Ty::S32, Ty::U64, Ty::S64],
        _ => vec![Ty::B32, Ty::B64],
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

/// The `.b128` rows (`ld`/`st`/`atom` of a 128-bit value): `asm!` has no 128-bit register
/// class, so `refused` explains them by their `.b128` suffix.
fn b128(form: &Form) -> bool {
    form.operands.iter().any(|o| {
        matches!(o, Op::DReg(t) | Op::Src(t) | Op::DFrag(t, _) | Op::Frag(t, _) if t.contains(Types::B128))
    })
}

/// Tensor-core forms: their fragments and descriptors are typed arrays and descriptor
/// registers of the builder, which `asm!` operands cannot carry.
fn fragments(form: &Form) -> bool {
    form.operands
        .iter()
        .any(|o| matches!(o, Op::DFrag(..) | Op::Frag(..) | Op::AccFrag(..) | Op::Desc))
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
#[derive(Clone, Copy)]
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
            Some(&i) if Ty::parse(&inv.parts[i].text).is_some() => {
                tys.insert(0, (Ty::parse(&inv.parts[i].text).unwrap(), i));
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
    let mut required_seen: Option<(String, usize)> = None;
    for &i in &extras {
        let part = &inv.parts[i];
        let t = part.text.as_str();
        if g.required.contains(&t) && required_seen.is_none() {
            required_seen = Some((t.to_string(), i));
            continue;
        }
        if g.optional.contains(&t) {
            if t == "volatile" && i != 1 {
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
            .map(|m| format!(".{m}"))
            .collect();
        if legal.is_empty() {
            legal.push("none".into());
        }
        let spaces = sibling_mnemonics(&inv.parts[0].text);
        let what = if Ty::parse(t).is_some() {
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
                .map(|m| format!(".{m}"))
                .collect::<Vec<_>>()
                .join(" ")
        )));
    }
    let cas = required_seen.as_ref().is_some_and(|(m, _)| m == "cas");
    let mut types = g.types.clone();
    if let Some((op, _)) = &required_seen
        && (form.mnemonic.starts_with("atom") || form.mnemonic.starts_with("red"))
    {
        types.retain(|t| atom_types(op).contains(t));
    }
    if form.id == FormId::AtomCas {
        types = vec![Ty::B32, Ty::B64];
    }
    for (k, &(t, i)) in tys.iter().enumerate() {
        let legal = if k == 1 {
            NUM_TYS.to_vec()
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
                        .map(|(m, _)| format!(".{m}"))
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
    for f in FORMS.iter().filter(|f| eligible(f)) {
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
            | Op::Desc => Kind::Imm(0, 0),
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
        Family::Data if matches!(form.id, FormId::Mov | FormId::Prmt) => Effects::Pure,
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
    let cands: Vec<Cand> = FORMS
        .iter()
        .filter(|f| eligible(f))
        .filter_map(|f| {
            let fp: Vec<&str> = f.mnemonic.split('.').collect();
            subsequence(&parts, &fp).map(|extras| Cand {
                form: f,
                matched: fp.len(),
                extras,
            })
        })
        .collect();
    if cands.is_empty() {
        return Err(no_form(inv));
    }
    let (form, res) = pick(inv, cands)?;
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
    })
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
        .find(|p| !tensor_core && HALF_TYS.contains(&p.text.as_str()))
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
        // Closest first: instructions whose first part is one or two edits away.
        let mut near: Vec<(usize, &str)> = Vec::new();
        for f in FORMS.iter().filter(|f| eligible(f)) {
            let b = f.mnemonic.split('.').next().unwrap_or("");
            let d = edit_distance(b, &first.text);
            if d <= 2 && !near.iter().any(|(_, m)| *m == f.mnemonic) {
                near.push((d, f.mnemonic));
            }
        }
        near.sort_by_key(|(d, _)| *d);
        let near: Vec<&str> = near.into_iter().take(8).map(|(_, m)| m).collect();
        if near.is_empty() {
            format!(
                "unknown PTX instruction `{}`: it is not in the instruction table",
                inv.mnemonic()
            )
        } else {
            format!(
                "unknown PTX instruction `{}`; near matches: {}",
                inv.mnemonic(),
                near.join(", ")
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
                        if t.bits() != bits || t.is_float() {
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
