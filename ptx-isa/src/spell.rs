//! Whole forms: a row's spelling is a template of fixed text and modifier slots, such as
//! `ld.global{.cache}{.vec}{.type}`; an instruction is its form plus one value per slot.
//!
//! Every modifier PTX spells is a [`Mod`]; a [`Slot`] says which values a position of
//! a form takes; [`Form::spell`](crate::Form::spell) writes an instruction's mnemonic from
//! its values and [`lookup`] reads one back (with the nearest forms on a miss).
//!
//! ```
//! use typed_ptx_isa::{FormId, Mod, Val};
//! let f = FormId::Add.form();
//! assert_eq!(f.spelled(&[Mod::U32.into()]).unwrap(), "add.u32");
//! let found = typed_ptx_isa::lookup("add.s64").unwrap();
//! assert!(found.iter().any(|(id, v)| *id == FormId::Add && v[0] == Val::from(Mod::S64)));
//! ```

use crate::{Arch, FORMS, Form, FormId, Operand, Space, Types, Version};

macro_rules! mods {
    ($($name:ident = $text:literal,)*) => {
        /// A modifier: one dotted piece of a PTX mnemonic (`.global`, `.u32`, `.v4`,
        /// `.relaxed` …). Its spelling is [`Mod::text`]; [`Mod::None`] is the empty
        /// value of an optional slot.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Mod {
            /// No modifier (an optional slot left empty).
            None,
            $(
                #[doc = concat!("`", $text, "`")]
                $name,
            )*
        }

        const TEXTS: &[&str] = &["", $($text,)*];

        impl Mod {
            /// Every modifier, in declaration order.
            pub const ALL: &'static [Mod] = &[Mod::None, $(Mod::$name,)*];
        }
    };
}

mods! {
    // types, as the instruction's own type
    Pred = ".pred", U8 = ".u8", S8 = ".s8", U16 = ".u16", S16 = ".s16", U32 = ".u32",
    S32 = ".s32", U64 = ".u64", S64 = ".s64", F32 = ".f32", F64 = ".f64", F16 = ".f16",
    Bf16 = ".bf16", F16x2 = ".f16x2", Bf16x2 = ".bf16x2", E4m3x2 = ".e4m3x2",
    E5m2x2 = ".e5m2x2", Tf32 = ".tf32", E4m3 = ".e4m3", E5m2 = ".e5m2",
    E4m3x4 = ".e4m3x4", E5m2x4 = ".e5m2x4", S8x4 = ".s8x4", U8x4 = ".u8x4",
    Tensormap = ".tensormap",
    // untyped bits
    B8 = ".b8", B16 = ".b16", B32 = ".b32", B64 = ".b64", B128 = ".b128",
    // state spaces
    Global = ".global", Shared = ".shared", SharedCta = ".shared::cta",
    SharedCluster = ".shared::cluster", Local = ".local", Const = ".const", Param = ".param",
    ParamEntry = ".param::entry",
    // vectors; `ldmatrix`/`stmatrix`'s matrix counts
    V2 = ".v2", V4 = ".v4", V8 = ".v8", X1 = ".x1", X2 = ".x2", X4 = ".x4",
    // cache operators
    Ca = ".ca", Cg = ".cg", Cs = ".cs", Lu = ".lu", Cv = ".cv", Wb = ".wb", Wt = ".wt",
    // L1 eviction priorities and L2 prefetch sizes of `ld`/`st`
    EvictNormal = ".L1::evict_normal", EvictUnchanged = ".L1::evict_unchanged",
    EvictFirst = ".L1::evict_first", EvictLast = ".L1::evict_last",
    NoAllocate = ".L1::no_allocate", Bytes64 = ".L2::64B", Bytes128 = ".L2::128B",
    Bytes256 = ".L2::256B",
    // `createpolicy`'s L2 eviction priorities
    L2EvictLast = ".L2::evict_last", L2EvictNormal = ".L2::evict_normal",
    L2EvictFirst = ".L2::evict_first", L2EvictUnchanged = ".L2::evict_unchanged",
    // atomic and reduction operations
    Add = ".add", Min = ".min", Max = ".max", And = ".and", Or = ".or", Xor = ".xor",
    Exch = ".exch", Inc = ".inc", Dec = ".dec", Cas = ".cas",
    // comparisons
    Eq = ".eq", Ne = ".ne", Lt = ".lt", Le = ".le", Gt = ".gt", Ge = ".ge",
    // rounding
    Rn = ".rn", Rz = ".rz", Rm = ".rm", Rp = ".rp", Rni = ".rni", Rzi = ".rzi",
    Rmi = ".rmi", Rpi = ".rpi", Rna = ".rna",
    // tensor dimensions
    D1 = ".1d", D2 = ".2d", D3 = ".3d", D4 = ".4d", D5 = ".5d",
    // memory-ordering semantics and scopes
    Relaxed = ".relaxed", Acquire = ".acquire", Release = ".release", AcqRel = ".acq_rel",
    Sc = ".sc", Cta = ".cta", Cluster = ".cluster", Gpu = ".gpu", Sys = ".sys",
    // byte-permute modes
    F4e = ".f4e", B4e = ".b4e", Rc8 = ".rc8", Ecl = ".ecl", Ecr = ".ecr", Rc16 = ".rc16",
    // other qualifiers
    Aligned = ".aligned", Trans = ".trans", Ftz = ".ftz", Sat = ".sat", Approx = ".approx", Wide = ".wide",
    Lo = ".lo", Hi = ".hi",
    // `multimem`'s weak (unordered) memory operations and its f32 accumulation of
    // half-precision values
    Weak = ".weak", AccF32 = ".acc::f32",
    // reduction qualifiers: `redux.sync`'s f32 `.abs` and `.NaN`, `cp.reduce.async.bulk`'s
    // half-precision `.add.noftz`
    Abs = ".abs", Nan = ".NaN", Noftz = ".noftz",
    // `bfind`'s shift amount, `bmsk`'s modes
    Shiftamt = ".shiftamt", Clamp = ".clamp", Wrap = ".wrap",
    // `vote.sync`'s modes; `membar`'s GPU level
    All = ".all", Any = ".any", Uni = ".uni", Gl = ".gl",
    // `shfl.sync`'s modes
    Up = ".up", Down = ".down", Bfly = ".bfly", Idx = ".idx",
    // `tcgen05`: CTA groups, tensor-memory access shapes and repeat counts, packing, MMA kinds
    CtaGroup1 = ".cta_group::1", CtaGroup2 = ".cta_group::2", Lanes16x64b = ".16x64b",
    Lanes16x128b = ".16x128b", Lanes16x256b = ".16x256b", Lanes32x32b = ".32x32b",
    X8 = ".x8", X16 = ".x16", X32 = ".x32", X64 = ".x64", X128 = ".x128",
    Pack16b = ".pack::16b", Unpack16b = ".unpack::16b", KindF16 = ".kind::f16",
    KindTf32 = ".kind::tf32", KindF8f6f4 = ".kind::f8f6f4", KindI8 = ".kind::i8",
    // the block-scaled UMMA's kinds, scale-vector sizes (and their block-size spellings of
    // PTX ISA 8.8) and A collector buffer uses
    KindMxf8f6f4 = ".kind::mxf8f6f4", KindMxf4 = ".kind::mxf4", KindMxf4nvf4 = ".kind::mxf4nvf4",
    ScaleVec1x = ".scale_vec::1X", ScaleVec2x = ".scale_vec::2X", ScaleVec4x = ".scale_vec::4X",
    Block16 = ".block16", Block32 = ".block32", CollectorAFill = ".collector::a::fill",
    CollectorAUse = ".collector::a::use", CollectorALastuse = ".collector::a::lastuse",
    CollectorADiscard = ".collector::a::discard",
    // `tcgen05.cp`'s shapes (with the multicast the 64- and 32-row ones require) and
    // decompressions (6- or 4-bit elements, 16 to a padded 128-bit unit, into 8-bit ones)
    Cp128x256b = ".128x256b", Cp4x256b = ".4x256b", Cp128x128b = ".128x128b",
    Cp64x128bPairs02x13 = ".64x128b.warpx2::02_13", Cp64x128bPairs01x23 = ".64x128b.warpx2::01_23",
    Cp32x128bWarpx4 = ".32x128b.warpx4", CpB6x16P32 = ".b8x16.b6x16_p32",
    CpB4x16P64 = ".b8x16.b4x16_p64",
    // `tcgen05.mma.ws`'s B collector buffers and what each MMA does with its buffer
    CollectorB0Fill = ".collector::b0::fill", CollectorB0Use = ".collector::b0::use",
    CollectorB0Lastuse = ".collector::b0::lastuse", CollectorB0Discard = ".collector::b0::discard",
    CollectorB1Fill = ".collector::b1::fill", CollectorB1Use = ".collector::b1::use",
    CollectorB1Lastuse = ".collector::b1::lastuse", CollectorB1Discard = ".collector::b1::discard",
    CollectorB2Fill = ".collector::b2::fill", CollectorB2Use = ".collector::b2::use",
    CollectorB2Lastuse = ".collector::b2::lastuse", CollectorB2Discard = ".collector::b2::discard",
    CollectorB3Fill = ".collector::b3::fill", CollectorB3Use = ".collector::b3::use",
    CollectorB3Lastuse = ".collector::b3::lastuse", CollectorB3Discard = ".collector::b3::discard",
    // `tensormap.replace`'s fields of one dimension
    BoxDim = ".box_dim", GlobalDim = ".global_dim", ElementStride = ".element_stride",
    // modifiers PTX has that no row spells yet, which `ptx_asm!` passes through as
    // written: `ld`/`st`'s `.volatile`, and `setp`'s unsigned and unordered comparisons
    Volatile = ".volatile", Ls = ".ls", Hs = ".hs", Equ = ".equ", Neu = ".neu",
    Ltu = ".ltu", Leu = ".leu", Gtu = ".gtu", Geu = ".geu", Num = ".num", IsNan = ".nan",
}

impl Mod {
    /// Its PTX spelling, with the leading dot (`""` for [`Mod::None`]).
    pub const fn text(self) -> &'static str {
        TEXTS[self as usize]
    }

    /// The spelling of one type of a [`Types`] set (a single bit), in a style.
    pub const fn of_type(t: Types, style: TyStyle) -> Mod {
        let own = match t.0 {
            x if x == Types::PRED.0 => Mod::Pred,
            x if x == Types::U16.0 => Mod::U16,
            x if x == Types::S16.0 => Mod::S16,
            x if x == Types::U32.0 => Mod::U32,
            x if x == Types::S32.0 => Mod::S32,
            x if x == Types::U64.0 => Mod::U64,
            x if x == Types::S64.0 => Mod::S64,
            x if x == Types::F32.0 => Mod::F32,
            x if x == Types::F64.0 => Mod::F64,
            x if x == Types::F16.0 => Mod::F16,
            x if x == Types::BF16.0 => Mod::Bf16,
            x if x == Types::F16X2.0 => Mod::F16x2,
            x if x == Types::BF16X2.0 => Mod::Bf16x2,
            x if x == Types::E4M3X2.0 => Mod::E4m3x2,
            x if x == Types::E5M2X2.0 => Mod::E5m2x2,
            x if x == Types::TF32.0 => Mod::Tf32,
            x if x == Types::B64.0 || x == Types::POLICY.0 => Mod::B64,
            x if x == Types::E4M3X4.0 => Mod::E4m3x4,
            x if x == Types::E5M2X4.0 => Mod::E5m2x4,
            x if x == Types::S8X4.0 => Mod::S8x4,
            x if x == Types::U8X4.0 => Mod::U8x4,
            x if x == Types::B128.0 => Mod::B128,
            x if x == Types::B16.0 => Mod::B16,
            x if x == Types::B32.0 => Mod::B32,
            _ => Mod::None,
        };
        match style {
            TyStyle::Own => own,
            TyStyle::Bits => own.bits(),
            TyStyle::Mem => own.mem(),
        }
    }

    /// Whether it spells a data type of a size (`.u8` … `.b128`, `.f16x2`, `.e4m3x2` …;
    /// not `.pred` or `.tensormap`).
    pub const fn is_type(self) -> bool {
        !matches!(self, Mod::Tensormap)
            && matches!(
                self.bits(),
                Mod::B8 | Mod::B16 | Mod::B32 | Mod::B64 | Mod::B128
            )
    }

    /// Whether it is an integer type (`.u8` … `.s64`).
    pub const fn is_int(self) -> bool {
        matches!(
            self,
            Mod::U8 | Mod::S8 | Mod::U16 | Mod::S16 | Mod::U32 | Mod::S32 | Mod::U64 | Mod::S64
        )
    }

    /// The untyped bits of the same size (`.u32` → `.b32`); `.pred` stays.
    pub const fn bits(self) -> Mod {
        match self {
            Mod::U8 | Mod::S8 | Mod::Tensormap | Mod::B8 => Mod::B8,
            Mod::U16 | Mod::S16 | Mod::F16 | Mod::Bf16 | Mod::E4m3x2 | Mod::E5m2x2 | Mod::B16 => {
                Mod::B16
            }
            Mod::U32
            | Mod::S32
            | Mod::F32
            | Mod::F16x2
            | Mod::Bf16x2
            | Mod::Tf32
            | Mod::E4m3x4
            | Mod::E5m2x4
            | Mod::S8x4
            | Mod::U8x4
            | Mod::B32 => Mod::B32,
            Mod::U64 | Mod::S64 | Mod::F64 | Mod::B64 => Mod::B64,
            Mod::B128 => Mod::B128,
            other => other,
        }
    }

    /// How `ld`, `st`, `mov` and `.param` spell a type: its own name for the classic
    /// types, the bits of its size for the half-precision, packed, FP8, TF32 and opaque
    /// ones (PTX has no `ld.bf16`).
    pub const fn mem(self) -> Mod {
        match self {
            Mod::Pred
            | Mod::U8
            | Mod::S8
            | Mod::U16
            | Mod::S16
            | Mod::U32
            | Mod::S32
            | Mod::U64
            | Mod::S64
            | Mod::F32
            | Mod::F64 => self,
            other => other.bits(),
        }
    }
}

impl core::fmt::Display for Mod {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.text())
    }
}

/// How a type slot spells its type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TyStyle {
    /// The type's own name (`.s32`, `.f16x2`).
    Own,
    /// The untyped bits of its size (`.b32`), as the logic operations spell it.
    Bits,
    /// [`Mod::mem`]: own name for the classic types, bits for the others.
    Mem,
}

/// What one modifier position of a form takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    /// One of these modifiers ([`Mod::None`] in the list: the slot is optional).
    Of(&'static [Mod]),
    /// The instruction's type: one of these types, spelled in a style.
    Ty(Types, TyStyle),
    /// A number, printed in decimal, in `lo..=hi` and a multiple of `step` (`wgmma`'s N).
    Num {
        /// Smallest value.
        lo: u16,
        /// Largest value.
        hi: u16,
        /// The value is a multiple of this.
        step: u16,
    },
}

impl Slot {
    /// Whether the slot takes `v`.
    pub fn takes(self, v: Val) -> bool {
        match self {
            Slot::Of(list) => v.as_mod().is_some_and(|m| list.contains(&m)),
            Slot::Ty(types, style) => v.as_mod().is_some_and(|m| {
                (0..32).any(|bit| {
                    let t = Types(1 << bit);
                    types.contains(t) && Mod::of_type(t, style) == m
                })
            }),
            Slot::Num { lo, hi, step } => {
                v.0 >= lo && v.0 <= hi && step != 0 && v.0.is_multiple_of(step)
            }
        }
    }

    /// Every value the slot takes, for lookups and messages.
    pub fn values(self) -> Vec<Val> {
        match self {
            Slot::Of(list) => list.iter().map(|&m| Val::from(m)).collect(),
            Slot::Ty(..) => Mod::ALL
                .iter()
                .map(|&m| Val::from(m))
                .filter(|&v| self.takes(v))
                .collect(),
            Slot::Num { lo, hi, step } => (lo..=hi)
                .filter(|n| step != 0 && n.is_multiple_of(step))
                .map(Val)
                .collect(),
        }
    }

    /// Whether the slot is a number.
    pub const fn is_num(self) -> bool {
        matches!(self, Slot::Num { .. })
    }
}

/// The value of one slot: a [`Mod`] (through `From`), or a number for a
/// [`Slot::Num`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Val(pub u16);

impl Val {
    /// No value (an optional slot left empty).
    pub const NONE: Val = Val(0);

    /// The modifier this value names, if it is one.
    pub fn as_mod(self) -> Option<Mod> {
        Mod::ALL.get(self.0 as usize).copied()
    }

    /// The value `m`, in a `const` context.
    pub const fn of(m: Mod) -> Val {
        Val(m as u16)
    }
}

impl From<Mod> for Val {
    fn from(m: Mod) -> Val {
        Val(m as u16)
    }
}

/// The most slots one form has.
pub const MAX_SLOTS: usize = 6;

/// A form's spelling: its template (`ld.global{.cache}{.vec}{.type}`) split into the
/// fixed text around its slots, once, at compile time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spell {
    /// The template as written in the table.
    pub template: &'static str,
    /// The fixed text before slot 0, between the slots, and after the last.
    pub lits: [&'static str; MAX_SLOTS + 1],
    /// The slots' names as the template gives them (`.cache`).
    pub names: [&'static str; MAX_SLOTS],
    /// How many slots the template has.
    pub n: u8,
}

const fn sub(s: &'static str, from: usize, to: usize) -> &'static str {
    let (_, tail) = s.as_bytes().split_at(from);
    let (mid, _) = tail.split_at(to - from);
    match core::str::from_utf8(mid) {
        Ok(t) => t,
        Err(_) => panic!("a template splits only at ASCII braces"),
    }
}

impl Spell {
    /// Splits a template at its `{name}` slots (a `const fn`: a malformed template is a
    /// compile error of the table).
    pub const fn parse(template: &'static str) -> Spell {
        let b = template.as_bytes();
        let mut lits = [""; MAX_SLOTS + 1];
        let mut names = [""; MAX_SLOTS];
        let mut n = 0;
        let mut start = 0;
        let mut i = 0;
        while i < b.len() {
            if b[i] == b'{' {
                assert!(n < MAX_SLOTS, "a template has at most MAX_SLOTS slots");
                lits[n] = sub(template, start, i);
                let mut j = i + 1;
                while j < b.len() && b[j] != b'}' {
                    assert!(b[j] != b'{', "a slot name has no brace");
                    j += 1;
                }
                assert!(j < b.len(), "a slot is closed by a brace");
                names[n] = sub(template, i + 1, j);
                n += 1;
                start = j + 1;
                i = j + 1;
            } else {
                assert!(b[i] != b'}', "an unopened brace in a template");
                i += 1;
            }
        }
        lits[n] = sub(template, start, b.len());
        Spell {
            template,
            lits,
            names,
            n: n as u8,
        }
    }
}

impl Spell {
    /// The fixed head of the mnemonic in whole dotted words: the text before the first
    /// slot, less the start of a word that the slot completes (`wgmma.mma_async.sync.aligned`
    /// of `wgmma.mma_async.sync.aligned.m64n{n}k16…`; `ld.global` of `ld.global{.cache}…`).
    pub const fn head(&self) -> &'static str {
        let t = self.lits[0];
        if self.n == 0 || matches!(self.names[0].as_bytes().first(), Some(b'.')) {
            return t;
        }
        let b = t.as_bytes();
        let mut i = b.len();
        while i > 0 && b[i - 1] != b'.' {
            i -= 1;
        }
        if i == 0 { t } else { sub(t, 0, i - 1) }
    }
}

/// Why a form could not be spelled from the values given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpellError {
    /// The number of values differs from the number of slots.
    Count {
        /// The form.
        form: FormId,
        /// Its slots.
        slots: usize,
        /// The values given.
        given: usize,
    },
    /// A slot does not take the value.
    Value {
        /// The form.
        form: FormId,
        /// Which slot (its name in the template).
        slot: &'static str,
        /// The value, spelled.
        value: String,
    },
}

impl core::fmt::Display for SpellError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            SpellError::Count { form, slots, given } => write!(
                f,
                "form {} has {slots} slot(s) but {given} value(s) were given",
                form.name()
            ),
            SpellError::Value { form, slot, value } => write!(
                f,
                "slot {{{slot}}} of form {} (`{}`) does not take `{value}`",
                form.name(),
                form.form().spell.template
            ),
        }
    }
}

impl Form {
    /// Checks that `vals` fill this form's slots.
    pub fn check(&self, vals: &[Val]) -> Result<(), SpellError> {
        if vals.len() != self.slots.len() {
            return Err(SpellError::Count {
                form: self.id,
                slots: self.slots.len(),
                given: vals.len(),
            });
        }
        for (i, (slot, &v)) in self.slots.iter().zip(vals).enumerate() {
            if !slot.takes(v) {
                return Err(SpellError::Value {
                    form: self.id,
                    slot: self.spell.names[i],
                    value: match v.as_mod() {
                        Some(m) if !slot.is_num() => m.text().to_string(),
                        _ => v.0.to_string(),
                    },
                });
            }
        }
        Ok(())
    }

    /// Writes the mnemonic of this form with slot values `vals` (unchecked: values are
    /// spelled as given; see [`check`](Form::check)). `push` receives the pieces in order.
    #[inline]
    pub fn spell(&self, vals: &[Val], mut push: impl FnMut(Piece<'_>)) {
        let s = &self.spell;
        push(Piece::Text(s.lits[0]));
        for i in 0..s.n as usize {
            let v = vals.get(i).copied().unwrap_or_default();
            match self.slots.get(i) {
                Some(Slot::Num { .. }) => push(Piece::Num(v.0)),
                _ => push(Piece::Text(v.as_mod().map_or("", Mod::text))),
            }
            push(Piece::Text(s.lits[i + 1]));
        }
    }

    /// The state space a space row spells after its first word (`ld.global` →
    /// [`Mod::Global`]); [`Mod::None`] for a generic row.
    pub fn space_modifier(&self) -> Mod {
        let head = self.spell.lits[0];
        let Some(dot) = head.find('.') else {
            return Mod::None;
        };
        let space = &head[dot..];
        Mod::ALL
            .iter()
            .copied()
            .find(|m| m.text() == space)
            .unwrap_or(Mod::None)
    }

    /// The mnemonic with slot values `vals`, checked.
    pub fn spelled(&self, vals: &[Val]) -> Result<String, SpellError> {
        self.check(vals)?;
        let mut out = String::new();
        self.spell(vals, |p| match p {
            Piece::Text(t) => out.push_str(t),
            Piece::Num(n) => out.push_str(&n.to_string()),
        });
        Ok(out)
    }

    /// How an error names the form with its gated value `gates[i]`: the whole spelling
    /// when the gated slot is the row's only one (`cvta.param.u64`, then the instruction),
    /// the value alone otherwise (`.relaxed` of `barrier.cluster.arrive{.sem}{.aligned}`).
    ///
    /// ```
    /// use typed_ptx_isa::FormId;
    /// let f = FormId::CvtaSpaceVar.form();
    /// let i = f.gates.iter().position(|g| g.value.text() == ".param").unwrap();
    /// assert_eq!(f.gate_name(i), "cvta.param.u64");
    /// let f = FormId::BarrierClusterArrive.form();
    /// assert_eq!(f.gate_name(0), ".release");
    /// ```
    pub fn gate_name(&self, i: usize) -> &'static str {
        static NAMES: std::sync::OnceLock<Vec<Vec<String>>> = std::sync::OnceLock::new();
        let names = NAMES.get_or_init(|| {
            FORMS
                .iter()
                .map(|f| {
                    f.gates
                        .iter()
                        .map(|g| match f.slots.len() {
                            1 => f
                                .spelled(&[Val::from(g.value)])
                                .unwrap_or_else(|_| g.value.text().to_string()),
                            _ => g.value.text().to_string(),
                        })
                        .collect()
                })
                .collect()
        });
        match names[self.id as usize].get(i) {
            Some(n) => n.as_str(),
            None => "",
        }
    }

    /// The value of the row's `{.space}` slot ([`space_slot`](Form::space_slot)) that
    /// names `space`, spelled explicitly where `explicit` and the slot takes that spelling
    /// ([`Space::slot_value`]); `None` when the row has no such slot or the slot no value of
    /// `space`.
    ///
    /// ```
    /// use typed_ptx_isa::{FormId, Mod, Space, Val};
    /// let f = FormId::CvtaToSpace.form();
    /// assert_eq!(f.space_value(Space::SharedCta, false), Some(Val::from(Mod::Shared)));
    /// assert_eq!(f.space_value(Space::SharedCta, true), Some(Val::from(Mod::SharedCta)));
    /// assert_eq!(f.space_value(Space::Global, true), Some(Val::from(Mod::Global)));
    /// assert_eq!(f.space_value(Space::Generic, false), None);
    /// ```
    pub fn space_value(&self, space: Space, explicit: bool) -> Option<Val> {
        let (_, values) = self.space_slot()?;
        space.slot_value(values, explicit).map(Val::from)
    }

    /// Its operands with slot values `vals` ([`operand_for`](Form::operand_for) of each).
    ///
    /// ```
    /// use typed_ptx_isa::{FormId, Mod, Operand, Space, Width};
    /// let f = FormId::CvtaSpace.form();
    /// let ops = f.operands_at(&[Mod::SharedCluster.into()]);
    /// assert_eq!(ops[1], Operand::Addr(Space::SharedCluster, Width::W64));
    /// assert_eq!(ops[0], Operand::DAddr(Space::Generic, Width::W64));
    /// let ops = FormId::CvtaToSpace.form().operands_at(&[Mod::Local.into()]);
    /// assert_eq!(ops[0], Operand::DAddr(Space::Local, Width::W64));
    /// assert_eq!(ops[1], Operand::Addr(Space::Generic, Width::W64));
    /// ```
    pub fn operands_at(&self, vals: &[Val]) -> Vec<Operand> {
        (0..self.operands.len())
            .map(|j| self.operand_for(vals, j).unwrap_or(self.operands[j]))
            .collect()
    }

    /// Its description with slot values `vals`: each `{.name}` of a slot replaced by the
    /// value's spelling (`generic address of a {.space} address` of `.local`: `generic
    /// address of a .local address`), and `{window}` by the window of the `{.space}`
    /// slot's space ([`Space::window`]: `the cluster's .shared window`).
    pub fn doc_at(&self, vals: &[Val]) -> String {
        let mut doc = self.doc.to_string();
        let space = self
            .space_slot()
            .and_then(|(i, _)| vals.get(i)?.as_mod())
            .and_then(Space::of_modifier);
        if let Some(s) = space {
            doc = doc.replace("{window}", s.window());
        }
        for i in 0..(self.spell.n as usize).min(self.slots.len()) {
            let v = vals.get(i).copied().unwrap_or_default();
            let text = match self.slots[i] {
                Slot::Num { .. } => v.0.to_string(),
                _ => v.as_mod().map_or("", Mod::text).to_string(),
            };
            doc = doc.replace(&format!("{{{}}}", self.spell.names[i]), &text);
        }
        doc
    }
}

/// One piece of a spelled mnemonic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece<'a> {
    /// Text to copy.
    Text(&'a str),
    /// A number to print in decimal.
    Num(u16),
}

/// Slot values of one form, as [`lookup`] returns them.
pub type Vals = Vec<Val>;

/// Every form and slot values that spell `mnemonic` exactly (several forms can share a
/// spelling and differ in their operands, like `cvta.global.u64` of a register and of a
/// variable). On a miss: the nearest forms' templates, closest first, for messages.
pub fn lookup(mnemonic: &str) -> Result<Vec<(FormId, Vals)>, Vec<FormId>> {
    let found = spelled(mnemonic);
    if found.is_empty() {
        Err(nearest(mnemonic))
    } else {
        Ok(found)
    }
}

/// [`lookup`] without the nearest forms of a miss (which cost an edit distance to every
/// template): every form and slot values that spell `mnemonic`, none on a miss.
pub fn spelled(mnemonic: &str) -> Vec<(FormId, Vals)> {
    let mut found = Vec::new();
    for f in FORMS {
        if !mnemonic.starts_with(f.spell.lits[0]) {
            continue;
        }
        let mut vals = Vec::new();
        if match_from(f, 0, &mnemonic[f.spell.lits[0].len()..], &mut vals) {
            found.push((f.id, vals));
        }
    }
    found
}

/// Matches slot `i` and the rest of `f`'s template against `rest`.
fn match_from(f: &Form, i: usize, rest: &str, vals: &mut Vec<Val>) -> bool {
    if i == f.spell.n as usize {
        return rest.is_empty();
    }
    let after = f.spell.lits[i + 1];
    let Some(&slot) = f.slots.get(i) else {
        return false;
    };
    let try_value = |v: Val, text: &str, vals: &mut Vec<Val>| {
        let Some(tail) = rest.strip_prefix(text) else {
            return false;
        };
        let Some(tail) = tail.strip_prefix(after) else {
            return false;
        };
        vals.push(v);
        if match_from(f, i + 1, tail, vals) {
            return true;
        }
        vals.pop();
        false
    };
    if let Slot::Num { .. } = slot {
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        return rest[..digits]
            .parse::<u16>()
            .ok()
            .map(Val)
            .is_some_and(|v| slot.takes(v) && try_value(v, &rest[..digits], vals));
    }
    // Only the values whose text `rest` starts with (a type slot takes few of the many
    // modifiers, and the lists are static: no allocation on the way).
    let fits = |m: &&Mod| rest.starts_with(m.text());
    match slot {
        Slot::Of(list) => list
            .iter()
            .filter(fits)
            .any(|&m| try_value(Val::from(m), m.text(), vals)),
        _ => Mod::ALL
            .iter()
            .filter(fits)
            .filter(|&&m| slot.takes(Val::from(m)))
            .any(|&m| try_value(Val::from(m), m.text(), vals)),
    }
}

/// The forms closest to `mnemonic`, at most five, closest first: the cost of aligning its
/// dotted words with a form's template, where a fixed word costs its share of edited
/// characters (`lod` for `ld`: a third), a slot takes one of its values for free, an
/// optional slot may be left out (a required one costs less than a word), a misspelt first
/// word counts twice, and a word left over or missing costs one.
pub fn nearest(mnemonic: &str) -> Vec<FormId> {
    nearest_among(mnemonic, |_| true)
}

/// [`nearest`] among the forms `keep` keeps (the forms a consumer has).
pub fn nearest_among(mnemonic: &str, keep: impl Fn(&Form) -> bool) -> Vec<FormId> {
    rank(mnemonic, FORMS.iter().filter(|f| keep(f)))
        .into_iter()
        .map(|f| f.id)
        .collect()
}

/// The five of `forms` closest to `mnemonic` ([`nearest`]'s cost), closest first, one per
/// template.
pub(crate) fn rank(
    mnemonic: &str,
    forms: impl Iterator<Item = &'static Form>,
) -> Vec<&'static Form> {
    let want: Vec<&str> = mnemonic.split('.').filter(|w| !w.is_empty()).collect();
    let mut scored: Vec<(u32, usize, &'static Form)> = forms
        .filter(|f| {
            f.spell
                .template
                .starts_with(|c: char| c.is_ascii_lowercase())
        })
        .enumerate()
        .map(|(i, f)| (align(&want, &pieces(f)), i, f))
        .collect();
    scored.sort_by_key(|&(cost, i, _)| (cost, i));
    let mut out: Vec<&'static Form> = Vec::new();
    for (_, _, f) in scored {
        if !out.iter().any(|o| o.spell.template == f.spell.template) {
            out.push(f);
        }
        if out.len() == 5 {
            break;
        }
    }
    out
}

/// One part of a template, for [`nearest`]: a fixed word, or a slot with the names of its
/// values (none for a number), and whether it may be left out.
enum Part {
    Word(&'static str),
    Slot {
        names: Vec<&'static str>,
        num: bool,
        optional: bool,
    },
}

fn pieces(f: &Form) -> Vec<Part> {
    let mut out = Vec::new();
    for i in 0..=f.spell.n as usize {
        out.extend(
            f.spell.lits[i]
                .split('.')
                .filter(|w| !w.is_empty())
                .map(Part::Word),
        );
        if let Some(&slot) = f.slots.get(i) {
            let names = if slot.is_num() {
                Vec::new()
            } else {
                slot.values()
                    .into_iter()
                    .filter_map(Val::as_mod)
                    .filter(|m| *m != Mod::None)
                    .map(|m| m.text().trim_start_matches('.'))
                    .collect()
            };
            out.push(Part::Slot {
                names,
                num: slot.is_num(),
                optional: slot.takes(Val::NONE),
            });
        }
    }
    out
}

/// The cost (in hundredths of a word) of aligning `want` with `pieces`.
fn align(want: &[&str], pieces: &[Part]) -> u32 {
    const WORD: u32 = 100;
    // A slot left out costs less than a word, and a misspelt instruction name (the first
    // word) twice its share: `setp.u32` is nearer `setp{.cmp}{.type}` than `selp{.type}`.
    let skip = |p: &Part| match p {
        Part::Slot { optional: true, .. } => 0,
        Part::Slot { .. } => WORD * 2 / 5,
        Part::Word(_) => WORD,
    };
    let mut prev: Vec<u32> = Vec::with_capacity(pieces.len() + 1);
    prev.push(0);
    for p in pieces {
        let last = prev[prev.len() - 1];
        prev.push(last + skip(p));
    }
    for (i, w) in want.iter().enumerate() {
        let mut cur = vec![prev[0] + WORD];
        for (j, p) in pieces.iter().enumerate() {
            let weight = if i == 0 { 2 } else { 1 };
            let best = (prev[j] + weight * word_cost(w, p))
                .min(prev[j + 1] + WORD)
                .min(cur[j] + skip(p));
            cur.push(best);
        }
        prev = cur;
    }
    prev[pieces.len()]
}

/// How far a written word is from a piece: 0 for a match, else the share of its
/// characters to edit (at most one word) for a fixed word, and a flat share for a value
/// its slot does not take.
fn word_cost(w: &str, p: &Part) -> u32 {
    let share = |t: &str| {
        if w == t {
            return 0;
        }
        let n = w.chars().count().max(t.chars().count()).max(1) as u32;
        (100 * chars_apart(w, t) as u32 / n).min(100)
    };
    match p {
        Part::Word(t) => share(t),
        Part::Slot { num: true, .. } => {
            if w.parse::<u16>().is_ok() {
                0
            } else {
                100
            }
        }
        // A value the slot does not take: nearer than a word too many (the edit distance
        // to each of the slot's values would cost more than it tells).
        Part::Slot { names, .. } => {
            if names.contains(&w) {
                0
            } else {
                60
            }
        }
    }
}

/// The edit distance of two words, in characters.
fn chars_apart(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, x) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, y) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(x != *y);
            cur.push(sub.min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

/// A modifier value whose PTX ISA version, `sm` or targets differ from its form's: the
/// form with this value in this slot needs `min_isa` and `min_sm`, and a target that
/// `arch` accepts (`tcgen05.mma`'s `.kind::i8` is `sm_100a`/`sm_110a` only, where its
/// other kinds run on the whole `sm_100` family).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Gate {
    /// The slot.
    pub slot: u8,
    /// The value.
    pub value: Mod,
    /// The smallest PTX ISA version with this value.
    pub min_isa: Version,
    /// The smallest `sm` with this value.
    pub min_sm: u32,
    /// The targets that accept this value ([`Arch::Portable`]: the form's).
    pub arch: Arch,
}

/// A rule of a row's valid combinations of slot values: where slot
/// [`slot`](Combo::slot) has one of [`values`](Combo::values), slot
/// [`other`](Combo::other) takes only [`takes`](Combo::takes) (`red.async`: with `.inc`
/// or `.dec`, `{.type}` is `.u32`). [`Form::combo_ok`](crate::Form::combo_ok) checks a
/// combination against a row's rules; a generated method refuses one its rules refuse.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Combo {
    /// The slot whose value the rule is about.
    pub slot: u8,
    /// Its values the rule applies to.
    pub values: &'static [Mod],
    /// A second condition, or `None`: the rule applies only where this slot has one of
    /// these values too (`cp.reduce.async.bulk` into `.global`: with `.add` and `.f16` or
    /// `.bf16`, `{.noftz}` is `.noftz`).
    pub when: Option<(u8, &'static [Mod])>,
    /// The slot the rule narrows, or [`Combo::ELEM`].
    pub other: u8,
    /// The values that slot takes beside them.
    pub takes: &'static [Mod],
}

impl Combo {
    /// The [`other`](Combo::other) of a rule that narrows the element type of the row's
    /// tensor map, which no slot spells (`cp.reduce.async.bulk.tensor`: with `.inc`, a map
    /// of `u32`): [`Form::elem_ok`](crate::Form::elem_ok) checks it, and the row's
    /// method at the call site; [`Form::combo_ok`](crate::Form::combo_ok) (the slots'
    /// values alone) leaves it aside.
    pub const ELEM: u8 = u8::MAX;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_split_into_text_and_slots() {
        let s = Spell::parse("ld.global{.cache}{.vec}{.type}");
        assert_eq!(s.n, 3);
        assert_eq!(s.lits[..4], ["ld.global", "", "", ""]);
        assert_eq!(s.names[..3], [".cache", ".vec", ".type"]);
        let s = Spell::parse("cp.async.bulk.tensor{.dim}.global.shared::cta");
        assert_eq!(s.lits[..2], ["cp.async.bulk.tensor", ".global.shared::cta"]);
        assert_eq!(s.head(), "cp.async.bulk.tensor");
        let s = Spell::parse("wgmma.mma_async.sync.aligned.m64n{n}k16.f32.bf16.bf16");
        assert_eq!(
            s.lits[..2],
            ["wgmma.mma_async.sync.aligned.m64n", "k16.f32.bf16.bf16"]
        );
        assert_eq!(s.head(), "wgmma.mma_async.sync.aligned");
    }

    #[test]
    fn every_row_has_one_slot_per_template_slot() {
        for f in FORMS {
            assert_eq!(
                f.spell.n as usize,
                f.slots.len(),
                "{}: template `{}` has {} slot(s), the row lists {}",
                f.id.name(),
                f.spell.template,
                f.spell.n,
                f.slots.len()
            );
            assert_eq!(f.mnemonic, f.spell.head(), "{}", f.id.name());
            assert!(f.spell.lits[0].starts_with(f.mnemonic), "{}", f.id.name());
        }
    }

    #[test]
    fn every_spelling_of_every_row_looks_up_to_that_row() {
        for f in FORMS {
            for vals in combos(f.slots) {
                let text = f.spelled(&vals).unwrap();
                let found = lookup(&text).unwrap_or_else(|near| {
                    panic!("{}: `{text}` is not found (nearest {near:?})", f.id.name())
                });
                assert!(
                    found.iter().any(|(id, v)| *id == f.id && *v == vals),
                    "{}: `{text}` looks up to {found:?}",
                    f.id.name()
                );
            }
        }
    }

    #[test]
    fn a_wrong_value_is_refused_with_the_slot_named() {
        let f = FormId::Add.form();
        let e = f.spelled(&[Mod::Global.into()]).unwrap_err();
        assert!(e.to_string().contains("{.type}"), "{e}");
        let e = f.spelled(&[]).unwrap_err();
        assert!(matches!(e, SpellError::Count { .. }), "{e}");
    }

    #[test]
    fn the_nearest_forms_are_near() {
        let first = |m: &str| nearest(m)[0].form().spell.template;
        assert_eq!(first("lod.shared.u32"), "ld{.space}{.cache}{.vec}{.type}");
        assert_eq!(first("ld.shard.u32"), "ld{.space}{.cache}{.vec}{.type}");
        assert_eq!(
            first("mbarrier.arive.shared.b64"),
            "mbarrier.arrive.shared.b64"
        );
        assert_eq!(first("bar.snc"), "bar.sync");
        assert_eq!(first("setp.u32"), "setp{.cmp}{.type}");
        assert!(nearest("add.u33").len() <= 5);
    }

    #[test]
    fn a_miss_names_the_nearest_forms() {
        let near = lookup("ld.globl.u32").unwrap_err();
        assert!(!near.is_empty());
        assert!(
            near.iter()
                .any(|id| id.form().spell.template.starts_with("ld")),
            "{near:?}"
        );
    }

    #[test]
    fn hostile_text_is_a_miss_not_a_panic() {
        for text in [
            "",
            ".",
            "{",
            "}",
            "ld.",
            "ld.\u{1F600}",
            "add.u32\0",
            "wgmma.mma_async.sync.aligned.m64n99999999k16.f32.bf16.bf16",
            "\u{0301}add",
        ] {
            assert!(lookup(text).is_err(), "{text:?}");
        }
    }

    /// Every combination of a row's slot values (at most 64, the first of each slot
    /// varied in turn, enough to reach every value of every slot).
    fn combos(slots: &[Slot]) -> Vec<Vec<Val>> {
        let values: Vec<Vec<Val>> = slots.iter().map(|s| s.values()).collect();
        let mut out = vec![values.iter().map(|v| v[0]).collect::<Vec<_>>()];
        for (i, vs) in values.iter().enumerate() {
            for &v in vs.iter().skip(1) {
                let mut c = out[0].clone();
                c[i] = v;
                out.push(c);
            }
        }
        out
    }
}
