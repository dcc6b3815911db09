//! The PTX instruction table of typed-ptx.
//!
//! Every instruction form the library can emit is one row of [`FORMS`]: its PTX spelling,
//! its operand kinds (state space, type, address width), the smallest PTX ISA version and
//! the smallest `sm` that accept it. The row is written once; everything else derives
//! from it:
//!
//! * `typed-ptx-builder` generates its regular instruction methods from the rows whose
//!   [`Shape`] is not [`Shape::Custom`], and checks every emitted form against
//!   [`Form::min_isa`] and [`Form::min_sm`] (and each slot value against its [`Gate`]s);
//! * a [`Shape::Row`] row reaches every output from the row alone ([`row`]): the builder
//!   method, the C++ header's wrappers, the gating matrix and the random programs;
//! * a [`Shape::ByOperands`] row is picked by the operand types of its family's one
//!   generic builder method (`mma_sync`, `wgmma_mma_async`), through trait impls that are
//!   generated from the row, as are its gating case and random-program step;
//! * the instruction reference (`docs/instructions.md`) is rendered by [`markdown`];
//! * the gating test matrix walks [`FORMS`] and asks `ptxas` about every row.
//!
//! ```
//! use typed_ptx_isa::{FormId, Version};
//! let form = FormId::MapaGeneric.form();
//! assert_eq!(form.mnemonic, "mapa.u64");
//! assert_eq!(form.min_isa, Version::new(7, 8));
//! assert_eq!(form.min_sm, 90);
//! ```
#![deny(missing_docs)]
#![warn(clippy::too_many_lines)]
use core::fmt;

pub mod row;
pub mod spell;
pub mod text;

pub use spell::{
    Combo, Gate, Mod, Piece, Slot, Spell, SpellError, TyStyle, Val, lookup, nearest, nearest_among,
    spelled,
};

/// A PTX ISA version, such as 7.8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Version {
    /// Major number.
    pub major: u8,
    /// Minor number.
    pub minor: u8,
}

impl Version {
    /// The version `major.minor`.
    pub const fn new(major: u8, minor: u8) -> Self {
        Version { major, minor }
    }

    /// Whether this version exists (is listed in [`VERSIONS`]).
    pub fn is_known(self) -> bool {
        VERSIONS.contains(&self)
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// Every PTX ISA version that has been published, oldest first, up to what the
/// newest `ptxas` this project is tested with accepts.
pub const VERSIONS: &[Version] = &[
    Version::new(1, 0),
    Version::new(1, 1),
    Version::new(1, 2),
    Version::new(1, 3),
    Version::new(1, 4),
    Version::new(1, 5),
    Version::new(2, 0),
    Version::new(2, 1),
    Version::new(2, 2),
    Version::new(2, 3),
    Version::new(3, 0),
    Version::new(3, 1),
    Version::new(3, 2),
    Version::new(4, 0),
    Version::new(4, 1),
    Version::new(4, 2),
    Version::new(4, 3),
    Version::new(5, 0),
    Version::new(6, 0),
    Version::new(6, 1),
    Version::new(6, 2),
    Version::new(6, 3),
    Version::new(6, 4),
    Version::new(6, 5),
    Version::new(7, 0),
    Version::new(7, 1),
    Version::new(7, 2),
    Version::new(7, 3),
    Version::new(7, 4),
    Version::new(7, 5),
    Version::new(7, 6),
    Version::new(7, 7),
    Version::new(7, 8),
    Version::new(8, 0),
    Version::new(8, 1),
    Version::new(8, 2),
    Version::new(8, 3),
    Version::new(8, 4),
    Version::new(8, 5),
    Version::new(8, 6),
    Version::new(8, 7),
    Version::new(8, 8),
    Version::new(9, 0),
    Version::new(9, 1),
    Version::new(9, 2),
    Version::new(9, 3),
    Version::new(9, 4),
    Version::new(9, 5),
];

/// A state space, as the table names it (the builder has a marker type for each).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Space {
    /// The generic space (no PTX qualifier).
    Generic,
    /// `.global`.
    Global,
    /// `.shared::cta` (spelled `.shared` unless asked otherwise).
    SharedCta,
    /// `.shared::cluster`.
    SharedCluster,
    /// `.local`.
    Local,
    /// `.const`.
    Const,
    /// `.param::entry` (spelled `.param` unless asked otherwise).
    Param,
}

impl Space {
    /// The PTX qualifier (`""` for generic).
    pub const fn qualifier(self) -> &'static str {
        match self {
            Space::Generic => "",
            Space::Global => ".global",
            Space::SharedCta => ".shared::cta",
            Space::SharedCluster => ".shared::cluster",
            Space::Local => ".local",
            Space::Const => ".const",
            Space::Param => ".param::entry",
        }
    }

    /// The modifier of the space's short spelling, the one every instruction of the space
    /// takes: `.shared` for `.shared::cta`, `.param` for `.param::entry` ([`Mod::None`]
    /// for generic; [`qualifier`](Space::qualifier) is the explicit spelling).
    ///
    /// ```
    /// use typed_ptx_isa::{FormId, Mod, Space};
    /// assert_eq!(Space::SharedCta.modifier(), Mod::Shared);
    /// ```
    pub const fn modifier(self) -> Mod {
        match self {
            Space::Generic => Mod::None,
            Space::Global => Mod::Global,
            Space::SharedCta => Mod::Shared,
            Space::SharedCluster => Mod::SharedCluster,
            Space::Local => Mod::Local,
            Space::Const => Mod::Const,
            Space::Param => Mod::Param,
        }
    }

    /// The space a space modifier names: `.global` → [`Space::Global`], `.shared` and
    /// `.shared::cta` → [`Space::SharedCta`], `.param` and `.param::entry` →
    /// [`Space::Param`] …, [`Mod::None`] → [`Space::Generic`]; `None` for any other
    /// modifier.
    ///
    /// ```
    /// use typed_ptx_isa::{Mod, Space};
    /// assert_eq!(Space::of_modifier(Mod::SharedCta), Some(Space::SharedCta));
    /// assert_eq!(Space::of_modifier(Mod::None), Some(Space::Generic));
    /// assert_eq!(Space::of_modifier(Mod::U32), None);
    /// ```
    pub const fn of_modifier(m: Mod) -> Option<Space> {
        Some(match m {
            Mod::None => Space::Generic,
            Mod::Global => Space::Global,
            Mod::Shared | Mod::SharedCta => Space::SharedCta,
            Mod::SharedCluster => Space::SharedCluster,
            Mod::Local => Space::Local,
            Mod::Const => Space::Const,
            Mod::Param | Mod::ParamEntry => Space::Param,
            _ => return None,
        })
    }

    /// This space's value in a `{.space}` slot of `values` ([`Form::space_slot`]): its
    /// explicit spelling (`.shared::cta`, `.param::entry`) when `explicit` and listed,
    /// else its short one (`.shared`, `.param`; [`Mod::None`] for generic), else the
    /// explicit one where the slot lists only that, or `None` when the slot lists neither
    /// (the instruction has no form of this space).
    ///
    /// ```
    /// use typed_ptx_isa::{FormId, Mod, Space};
    /// let (_, values) = FormId::Ld.form().space_slot().unwrap();
    /// assert_eq!(Space::SharedCta.slot_value(values, false), Some(Mod::Shared));
    /// assert_eq!(Space::SharedCta.slot_value(values, true), Some(Mod::SharedCta));
    /// assert_eq!(Space::Generic.slot_value(values, true), Some(Mod::None));
    /// ```
    pub fn slot_value(self, values: &[Mod], explicit: bool) -> Option<Mod> {
        match self.explicit_modifier() {
            Some(l) if explicit && values.contains(&l) => Some(l),
            // A slot that lists only the explicit spelling (`tensormap.replace`'s
            // `.shared::cta`: ptxas refuses `.shared` there) takes it in either mode.
            Some(l) if !values.contains(&self.modifier()) && values.contains(&l) => Some(l),
            _ => values.contains(&self.modifier()).then_some(self.modifier()),
        }
    }

    /// The modifier of the space's explicit spelling where it differs from
    /// [`modifier`](Space::modifier)'s (`.shared::cta`, `.param::entry`): the modifier
    /// whose text is the [`qualifier`](Space::qualifier).
    pub const fn explicit_modifier(self) -> Option<Mod> {
        match self {
            Space::SharedCta => Some(Mod::SharedCta),
            Space::Param => Some(Mod::ParamEntry),
            _ => None,
        }
    }

    /// The window of generic addresses the space occupies, as a description names it
    /// (`{window}` in the description of a row with a `{.space}` slot: [`Form::doc_at`]).
    pub const fn window(self) -> &'static str {
        match self {
            Space::Generic => "the generic address space",
            Space::Global => "the .global window",
            Space::SharedCta => "the executing CTA's .shared window",
            Space::SharedCluster => "the cluster's .shared window",
            Space::Local => "the .local window",
            Space::Const => "the .const window",
            Space::Param => "the kernel parameter window",
        }
    }

    /// Whether addresses of this space fit in 32 bits (the shared, local and const
    /// windows), so that `cvt.u32.u64` truncation is a valid address.
    pub const fn has_32bit_window(self) -> bool {
        matches!(
            self,
            Space::SharedCta | Space::SharedCluster | Space::Local | Space::Const
        )
    }
}

/// A set of PTX scalar types, used to say which types a typed form takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Types(pub u32);

impl Types {
    /// `.pred`.
    pub const PRED: Types = Types(1 << 0);
    /// `.u16`.
    pub const U16: Types = Types(1 << 1);
    /// `.s16`.
    pub const S16: Types = Types(1 << 2);
    /// `.u32`.
    pub const U32: Types = Types(1 << 3);
    /// `.s32`.
    pub const S32: Types = Types(1 << 4);
    /// `.u64`.
    pub const U64: Types = Types(1 << 5);
    /// `.s64`.
    pub const S64: Types = Types(1 << 6);
    /// `.f32`.
    pub const F32: Types = Types(1 << 7);
    /// `.f64`.
    pub const F64: Types = Types(1 << 8);
    /// `.f16` (in a 16-bit register).
    pub const F16: Types = Types(1 << 9);
    /// `.bf16` (in a 16-bit register).
    pub const BF16: Types = Types(1 << 10);
    /// `.f16x2`: two `.f16` in a 32-bit register.
    pub const F16X2: Types = Types(1 << 11);
    /// `.bf16x2`: two `.bf16` in a 32-bit register.
    pub const BF16X2: Types = Types(1 << 12);
    /// `.e4m3x2`: two FP8 E4M3 values in a 16-bit register.
    pub const E4M3X2: Types = Types(1 << 13);
    /// `.e5m2x2`: two FP8 E5M2 values in a 16-bit register.
    pub const E5M2X2: Types = Types(1 << 14);
    /// `.tf32` (in a 32-bit register).
    pub const TF32: Types = Types(1 << 15);
    /// `.b64` opaque values (mbarrier objects and their state tokens).
    pub const B64: Types = Types(1 << 16);
    /// Four FP8 E4M3 values packed in a 32-bit register (an `mma`/`wgmma` `.e4m3` fragment).
    pub const E4M3X4: Types = Types(1 << 17);
    /// Four FP8 E5M2 values packed in a 32-bit register (an `mma`/`wgmma` `.e5m2` fragment).
    pub const E5M2X4: Types = Types(1 << 18);
    /// Four `.s8` packed in a 32-bit register (an `mma` `.s8` fragment).
    pub const S8X4: Types = Types(1 << 19);
    /// Four `.u8` packed in a 32-bit register (an `mma` `.u8` fragment).
    pub const U8X4: Types = Types(1 << 20);
    /// `.b128`: 128 untyped bits in a `.b128` register (PTX ISA 8.3): loaded, stored,
    /// moved to and from a pair of `.b64` halves, exchanged and compared-and-swapped.
    pub const B128: Types = Types(1 << 21);
    /// `.b16`: 16 untyped bits (`selp.b16`); no builder register type of its own.
    pub const B16: Types = Types(1 << 22);
    /// `.b32`: 32 untyped bits (`selp.b32`); no builder register type of its own.
    pub const B32: Types = Types(1 << 23);
    /// An L2 cache policy (`.b64`): made only by `createpolicy`, read only by the
    /// `.L2::cache_hint` forms (the builder's `CachePolicy`).
    pub const POLICY: Types = Types(1 << 24);
    /// A tensor-memory address (`.b32`, lane in the high half, column in the low half):
    /// made only by `tcgen05.alloc`, read only by the `tcgen05` instructions (the builder's
    /// `Tmem`).
    pub const TMEM: Types = Types(1 << 25);
    /// The packed FP8 quadruples `.e4m3x4` and `.e5m2x4`.
    pub const FP8X4: Types = Types(Self::E4M3X4.0 | Self::E5M2X4.0);
    /// The packed 8-bit integer quadruples `.s8x4` and `.u8x4`.
    pub const INT8X4: Types = Types(Self::S8X4.0 | Self::U8X4.0);
    /// The half-precision scalars `.f16` and `.bf16`.
    pub const HALF: Types = Types(Self::F16.0 | Self::BF16.0);
    /// The packed half-precision pairs `.f16x2` and `.bf16x2`.
    pub const HALF2: Types = Types(Self::F16X2.0 | Self::BF16X2.0);
    /// Every integer type.
    pub const INT: Types = Types(0b1111110);
    /// Every floating-point type.
    pub const FLOAT: Types = Types(0b110000000);
    /// Integers and floats.
    pub const NUM: Types = Types(Self::INT.0 | Self::FLOAT.0);
    /// Signed integers and floats (`neg`, `abs`).
    pub const SIGNED: Types = Types(Self::S16.0 | Self::S32.0 | Self::S64.0 | Self::FLOAT.0);
    /// Integers and predicates (`and`, `or`, `xor`, `not`).
    pub const LOGIC: Types = Types(Self::INT.0 | Self::PRED.0);
    /// 32- and 64-bit integers (`popc`, `clz`, `brev`).
    pub const INT3264: Types = Types(Self::U32.0 | Self::S32.0 | Self::U64.0 | Self::S64.0);
    /// Everything that fits a data register (not predicates).
    pub const DATA: Types = Types(Self::NUM.0);

    /// The PTX names of the types in the set, such as `u32|s32`.
    pub fn names(self) -> String {
        const NAMES: [&str; 26] = [
            "pred",
            "u16",
            "s16",
            "u32",
            "s32",
            "u64",
            "s64",
            "f32",
            "f64",
            "f16",
            "bf16",
            "f16x2",
            "bf16x2",
            "e4m3x2",
            "e5m2x2",
            "tf32",
            "b64",
            "e4m3x4",
            "e5m2x4",
            "s8x4",
            "u8x4",
            "b128",
            "b16",
            "b32",
            "b64 (cache policy)",
            "b32 (tensor-memory address)",
        ];
        let mut out = String::new();
        for (i, n) in NAMES.iter().enumerate() {
            if self.0 & (1 << i) != 0 {
                if !out.is_empty() {
                    out.push('/');
                }
                out.push_str(n);
            }
        }
        out
    }

    /// Whether every type of `other` is in `self`.
    pub const fn contains(self, other: Types) -> bool {
        self.0 & other.0 == other.0
    }
}

/// An address width.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Width {
    /// A 64-bit address (`.b64` register, `l` constraint).
    W64,
    /// Either a 64-bit address or, for spaces with a 32-bit window, a 32-bit one.
    Either,
    /// A 32-bit address (`.b32` register, `r` constraint).
    W32,
}

/// What one operand of a form is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    /// A destination register of the instruction's type.
    D,
    /// A source register or immediate of the instruction's type.
    A,
    /// A destination register of one of these types.
    DReg(Types),
    /// A source register or immediate of one of these types.
    Src(Types),
    /// An address (register, optionally with an immediate byte offset) in a space.
    Addr(Space, Width),
    /// A destination address register in a space.
    DAddr(Space, Width),
    /// A declared variable of a space, optionally `+imm` (`cvta p, var+imm`).
    Var(Space),
    /// An immediate in the closed range `[lo, hi]`.
    Imm(i64, i64),
    /// A destination predicate.
    DPred,
    /// A source predicate (`selp`'s selector, `vote`'s input).
    Pred,
    /// A label.
    Label,
    /// A `.func`.
    Func,
    /// A vector (`{a, b}` or `{a, b, c, d}`) of the instruction's type.
    Vector,
    /// A tensor-core fragment that the instruction writes: `{d0, d1, …}`, `n` registers of
    /// one of these types (`mma`'s D, `ldmatrix`'s destination); `n` = 0: as many as the
    /// row's `{.num}` value says ([`Form::operand_for`]: `.x4`, four).
    DFrag(Types, u8),
    /// A tensor-core fragment that the instruction reads (`mma`'s A, B and C,
    /// `stmatrix`'s source); `n` = 0 as for [`Operand::DFrag`].
    Frag(Types, u8),
    /// A tensor-core accumulator that the instruction reads and writes in place
    /// (`wgmma`'s D); `n` = 0: its length follows from the shape (N/2 or N/4 registers).
    AccFrag(Types, u8),
    /// A `wgmma` or `tcgen05.mma` (UMMA) matrix descriptor: a 64-bit register made only
    /// from a `.shared::cta` address.
    Desc,
    /// A tensor-memory address in brackets, `[taddr]`: a 32-bit register of
    /// [`Types::TMEM`], made only by `tcgen05.alloc` (through a `.shared::cta` word) and
    /// offset inside its allocation.
    Tmem,
    /// The sink `_`: a destination the instruction has no value for (the state token of
    /// an arrive on another CTA's mbarrier).
    Sink,
    /// A tensor map and a tile's coordinates, `[tmap, {c0, …}]`: the generic address of a
    /// 128-byte tensor map in `.param` (a kernel parameter), `.const` or `.global`, then one
    /// `.s32` register per dimension of the map (`.1d` … `.5d`). In a [`Shape::Row`] row
    /// (beside a `{.dim}` slot, [`SlotArg::Rank`](crate::row::SlotArg::Rank)) the method
    /// takes `map: M, coords: impl Coords<RANK>`; its address arguments' bounds name the
    /// map's type `M` ([`AddrArg::bounds`]).
    TensorMap,
}

/// What a row says of one of its immediates beyond its range ([`Form::imms`]): its name
/// in an out-of-range error, and a step it must be a multiple of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ImmRule {
    /// What the immediate is, for messages (`a barrier id`).
    pub what: &'static str,
    /// The immediate is a multiple of this (1: any value of its range).
    pub step: u32,
    /// How to fix a value that is not a multiple of [`step`](ImmRule::step).
    pub fix: &'static str,
    /// The builder enum a method takes the immediate as (a path from the builder crate's
    /// root, with `ALL` and a `bytes()` giving the immediate: `CpSize` of `cp.async.ca`'s
    /// 4, 8 or 16), where not every value of the range is one PTX takes; `None`: a `u32`.
    pub choice: Option<&'static str>,
}

impl ImmRule {
    /// An immediate named `what` that a method takes as the builder enum `choice`
    /// ([`ImmRule::choice`]).
    pub const fn choice(what: &'static str, choice: &'static str) -> ImmRule {
        ImmRule {
            what,
            step: 1,
            fix: "",
            choice: Some(choice),
        }
    }

    /// An immediate named `what`, any value of its range.
    pub const fn named(what: &'static str) -> ImmRule {
        ImmRule {
            what,
            step: 1,
            fix: "",
            choice: None,
        }
    }

    /// An immediate named `what` that is a multiple of `step` (`fix` says so).
    pub const fn step(what: &'static str, step: u32, fix: &'static str) -> ImmRule {
        ImmRule {
            what,
            step,
            fix,
            choice: None,
        }
    }
}

/// How the method of a [`Shape::Row`] row takes one of its address operands
/// ([`Form::addrs`], in the order of the row's [`Operand::Addr`] operands): its parameter,
/// the bounds of the parameter's type, and how the builder checks the operand. The row
/// then says the whole typed signature, as `cp.async.bulk`'s
/// `fn(dst: D, src: S, size, bar: B) where D: Address<Elem: Data>, D::Space: BulkSharedDst …`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AddrArg {
    /// The parameter's name (`dst`); its type parameter is the name's first letter in
    /// upper case (`D`).
    pub name: &'static str,
    /// The bounds of the type parameter, `{}` standing for it: paths from the builder
    /// crate's root and the method's other type parameters (`{}: Address<Elem: Data>`,
    /// `{}::Space: BulkGlobal`, `{}: TxBarrier<D::Space>`).
    pub bounds: &'static [&'static str],
    /// Whether its element is the instruction's type: the type slot's value is the
    /// element's, and the row's `D`/`A` registers are of the element's register type
    /// (`st.async`'s `v: Src<A::Elem>`).
    pub typed: bool,
    /// How the builder checks the operand.
    pub check: AddrCheck,
    /// Whether it is the address of an mbarrier object (a generator passes one).
    pub mbarrier: bool,
    /// The space of the address a generator passes (the tests' cases), where the bounds
    /// take no address of the operand's own space (`None`: the operand's): a multicast's
    /// destination is this CTA's `.shared::cta` address, in the `.shared::cluster` window.
    pub example: Option<Space>,
    /// For a generic address operand, the named space a generator's address comes from,
    /// where the bounds take only some origins (`None`: any, an unknown origin):
    /// `getctarank.u64` ranks a generic address that came from shared memory.
    pub origin: Option<Space>,
    /// Whether it is a `multimem` address: a `Multimem<T>` (a kernel parameter of its own
    /// type, never a plain pointer), which a generator takes from its `multimem` provider.
    pub multimem: bool,
}

/// How the builder checks an address operand of a [`Shape::Row`] row ([`AddrArg::check`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AddrCheck {
    /// An access of one element (of a typed address beside a vector: of the vector's
    /// elements): inside its variable and aligned to the element's size, as far as the
    /// declaration and the constant offset tell.
    Elem,
    /// An access of this many bytes (`cp.async.cg`'s 16), checked as [`Elem`](AddrCheck::Elem).
    Access(u32),
    /// An access of as many bytes as the row's immediate (`cp.async.ca`'s 4, 8 or 16).
    AccessImm,
    /// An operand of a bulk copy: 16-byte aligned and, for an immediate byte count (the
    /// row's `Src(U32)` operand, a multiple of 16), inside its variable.
    Bulk,
    /// The address of an mbarrier object: 8-byte aligned (no access of its own).
    Mbarrier,
    /// An address aligned to this many bytes, the second field naming what it holds for the
    /// message (a TMA tile: 128, `"a TMA tile"`); no access of its own is checked (the
    /// tensor map says how many bytes the instruction moves).
    Aligned(u32, &'static str),
    /// The address as a value, not in brackets (`getctarank d, a`): a register, a variable
    /// or `var+imm`; a register with a constant offset is added up first (an `add` into a
    /// register of its width). Nothing is accessed: the check is an access of one byte.
    /// A `{.type}` slot of `.u32`/`.u64` is then the width of its register
    /// ([`SlotArg::Width`](crate::row::SlotArg::Width)).
    Value,
    /// The address of a tensor map (`CUtensorMap`, 128 bytes): a variable must be declared
    /// as one (`.align 64 .b8 name[128]`), a register must hold a tensor map's address
    /// (noted for the launch's checks) and be 64-byte aligned, as far as the builder can
    /// tell; no access of its own is checked.
    TensorMap,
}

impl AddrArg {
    /// An address parameter `name` whose type has `bounds`.
    pub const fn new(
        name: &'static str,
        bounds: &'static [&'static str],
        check: AddrCheck,
    ) -> AddrArg {
        AddrArg {
            name,
            bounds,
            typed: false,
            check,
            mbarrier: false,
            example: None,
            origin: None,
            multimem: false,
        }
    }

    /// An address parameter whose element is the instruction's type ([`AddrArg::typed`]).
    pub const fn typed(
        name: &'static str,
        bounds: &'static [&'static str],
        check: AddrCheck,
    ) -> AddrArg {
        AddrArg {
            typed: true,
            ..AddrArg::new(name, bounds, check)
        }
    }

    /// The `multimem` address `name` of the instruction's type ([`AddrArg::multimem`]):
    /// an access of one element (of a vector: of the vector's elements).
    pub const fn multimem(name: &'static str, bounds: &'static [&'static str]) -> AddrArg {
        AddrArg {
            multimem: true,
            ..AddrArg::typed(name, bounds, AddrCheck::Elem)
        }
    }

    /// The address `name` of an mbarrier object ([`AddrArg::mbarrier`]).
    pub const fn bar(
        name: &'static str,
        bounds: &'static [&'static str],
        check: AddrCheck,
    ) -> AddrArg {
        AddrArg {
            mbarrier: true,
            ..AddrArg::new(name, bounds, check)
        }
    }

    /// The argument with generators passing an address of `space` ([`AddrArg::example`]).
    pub const fn example_in(self, space: Space) -> AddrArg {
        AddrArg {
            example: Some(space),
            ..self
        }
    }

    /// The argument with generators passing a generic address that came from `space`
    /// ([`AddrArg::origin`]).
    pub const fn from_origin(self, space: Space) -> AddrArg {
        AddrArg {
            origin: Some(space),
            ..self
        }
    }
}

/// What an instruction does with one of its operands: the role the data flow sees.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// Only read (sources, and addresses, even in the first position: `st [a], v` reads
    /// `a`).
    Read,
    /// Only written (destinations).
    Written,
    /// Read and written in place (a `wgmma` accumulator).
    ReadWritten,
}

/// Groups of forms, after the chapters of the PTX ISA manual.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// Integer arithmetic.
    Integer,
    /// Floating-point arithmetic.
    Float,
    /// Comparison and selection (`setp`, `selp`).
    Compare,
    /// Logic and shift.
    Logic,
    /// Data movement: `mov`, `ld`, `st`.
    Data,
    /// Address conversion: `cvta`, `isspacep`, `cvt`.
    Convert,
    /// Atomics and reductions.
    Atomic,
    /// Control flow.
    Control,
    /// Barriers and memory ordering.
    Sync,
    /// Warp-level primitives.
    Warp,
    /// Asynchronous copies.
    Async,
    /// Thread-block clusters.
    Cluster,
    /// Half-precision, packed and 8-bit float arithmetic and bit manipulation.
    Half,
    /// mbarrier objects: arrive, expect-tx, wait.
    Mbarrier,
    /// Bulk copies and the tensor memory accelerator (TMA).
    Bulk,
    /// Tensor cores: `mma.sync`, `ldmatrix`, `stmatrix`, `wgmma`.
    TensorCore,
    /// Warp specialization and the rest of sm_90: `setmaxnreg`, `elect`, `redux`, named barriers.
    WarpSpec,
    /// Special registers.
    Special,
    /// Directives and declarations.
    Directive,
}

impl Family {
    /// A heading for the family.
    pub const fn title(self) -> &'static str {
        match self {
            Family::Integer => "Integer arithmetic",
            Family::Float => "Floating-point arithmetic",
            Family::Compare => "Comparison and selection",
            Family::Logic => "Logic and shift",
            Family::Data => "Data movement",
            Family::Convert => "Address and type conversion",
            Family::Atomic => "Atomics and reductions",
            Family::Control => "Control flow",
            Family::Sync => "Barriers and memory ordering",
            Family::Warp => "Warp-level primitives",
            Family::Async => "Asynchronous copy",
            Family::Cluster => "Thread-block clusters",
            Family::Half => "Half precision, packed and 8-bit floats, bit manipulation",
            Family::Mbarrier => "mbarrier",
            Family::Bulk => "Bulk copies and TMA",
            Family::TensorCore => "Tensor cores",
            Family::WarpSpec => "Warp specialization",
            Family::Special => "Special registers",
            Family::Directive => "Directives and declarations",
        }
    }
}

/// How the builder exposes a form: regular shapes are generated, the rest written by hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// `op.type d, a, b` over a type set; `bits` spells the type `.bN` (logic ops).
    Binary {
        /// Builder method name.
        method: &'static str,
        /// Accepted types.
        types: Types,
        /// Spell the type as `.bN` instead of `.uN`/`.sN`.
        bits: bool,
    },
    /// `op.type d, a`.
    Unary {
        /// Builder method name.
        method: &'static str,
        /// Accepted types.
        types: Types,
        /// Spell the type as `.bN`.
        bits: bool,
    },
    /// `op.type d, a, b, c`.
    Ternary {
        /// Builder method name.
        method: &'static str,
        /// Accepted types.
        types: Types,
    },
    /// `mov.type d, %sreg`: a special register read.
    Sreg {
        /// Builder method name.
        method: &'static str,
        /// The special register, such as `%tid.x`.
        name: &'static str,
        /// Its type: exactly one of `U32`, `U64` or `PRED`.
        ty: Types,
    },
    /// Written by hand in the builder (address and typed-space forms).
    Custom,
    /// A row of a family that one generic builder method serves, the row picked by the
    /// method's operand types (`mma_sync` for `mma.sync`, `wgmma_mma_async` for
    /// `wgmma.mma_async`). The method is written by hand once per family; which row a
    /// combination of shape and fragment types picks is the sealed trait `by` (`Mma`,
    /// `WgmmaOperands`), whose impls `cargo xtask codegen` writes from the rows into
    /// `ptx-builder/src/generated/tensor.rs`: the fragment lengths and register types from
    /// the row's `DFrag`/`Frag`/`AccFrag` operands, the types the row spells (its text or
    /// its type slots) and the shape from its spelling (a marker type per `mma` shape,
    /// `M16N8K16`; wgmma's N from its `{n}` slot). A new row of such a family needs only
    /// the row (and the marker type of a new `mma` shape).
    ByOperands {
        /// The family's builder method.
        method: &'static str,
        /// The builder trait whose generated impls pick the row.
        by: &'static str,
    },
    /// A declaration or performance directive, not an instruction.
    Directive,
    /// Everything from the row: the builder method `method`, the C++ wrappers, the
    /// gating-matrix case and the random programs' step are all derived from the row's
    /// slots and operands ([`row`] says how, and which rows qualify: a register or
    /// predicate operand of one type or of the instruction's type, an immediate range;
    /// slots of modifiers and at most one type slot). Rows sharing a method differ in
    /// their address's space or in their operands' types, which the method's type
    /// parameters then pick ([`row::groups`]).
    Row {
        /// Builder method name.
        method: &'static str,
        /// Other methods of rows typed like this one that emit it too (a method of a
        /// group whose rows differ in their types: `cvt_pack_satfinite::<E4m3x2>` is
        /// `cvt_pack::<E4m3x2>`'s row, as FP8 packing always saturates). The tests' and
        /// the macros' calls use `method`.
        also: &'static [&'static str],
    },
}

/// Which targets of at least [`Form::min_sm`] accept a form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arch {
    /// Every target from `min_sm` on: portable, family-specific or architecture-specific.
    Portable,
    /// Only the architecture-specific (`a`) targets whose `sm` is listed, such as
    /// `sm_90a` for `wgmma` (plain `sm_90` refuses it, and so does `sm_100a`).
    Specific(&'static [u32]),
    /// The family-specific (`f`) and architecture-specific (`a`) targets whose `sm` is
    /// listed: `tcgen05` is a feature of the `sm_100` and `sm_110` families (`sm_100f`,
    /// `sm_103f`, `sm_110f` and their `a` targets), which plain `sm_100` refuses.
    Family(&'static [u32]),
}

impl Arch {
    /// Whether a target of at least the form's `min_sm` accepts the form.
    ///
    /// ```
    /// use typed_ptx_isa::{Arch, Target};
    /// let tcgen05 = Arch::Family(&[100, 103, 110]);
    /// assert!(tcgen05.accepts(Target::SM_100F) && tcgen05.accepts(Target::SM_103A));
    /// assert!(!tcgen05.accepts(Target::SM_100) && !tcgen05.accepts(Target::SM_120A));
    /// assert!(!Arch::Specific(&[100]).accepts(Target::SM_100F));
    /// ```
    pub fn accepts(self, target: Target) -> bool {
        match self {
            Arch::Portable => true,
            Arch::Specific(sms) => target.variant == Variant::Specific && sms.contains(&target.sm),
            Arch::Family(sms) => target.variant != Variant::Portable && sms.contains(&target.sm),
        }
    }

    /// The targets that accept the form, for messages: `sm_90a, sm_100a`.
    pub fn names(self) -> String {
        match self {
            Arch::Portable => String::new(),
            Arch::Specific(sms) => sms
                .iter()
                .map(|sm| format!("sm_{sm}a"))
                .collect::<Vec<_>>()
                .join(", "),
            // `sm_90a` has no family target: its `f` is left out.
            Arch::Family(sms) => sms
                .iter()
                .flat_map(|&sm| [Target::family(sm), Target::specific(sm)])
                .filter(|t| t.variant == Variant::Specific || t.min_isa().is_some())
                .map(|t| t.to_string())
                .collect::<Vec<_>>()
                .join(", "),
        }
    }
}

/// One instruction form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Form {
    /// Its identifier.
    pub id: FormId,
    /// The fixed head of the mnemonic: the template's text before its first slot, in
    /// whole dotted words ([`Spell::head`]: `ld.global` of `ld.global{.cache}{.vec}{.type}`,
    /// `wgmma.mma_async.sync.aligned` of `wgmma.mma_async.sync.aligned.m64n{n}k16…`).
    pub mnemonic: &'static str,
    /// The whole spelling: fixed text and modifier slots.
    pub spell: Spell,
    /// What each slot of [`spell`](Form::spell) takes, in order.
    pub slots: &'static [Slot],
    /// Slot values that need a newer PTX ISA version or `sm` than the form.
    pub gates: &'static [Gate],
    /// The rules of the [`Operand::Imm`] operands beyond their ranges, in operand order
    /// (empty: none; a generator names such an immediate after the row's method).
    pub imms: &'static [ImmRule],
    /// How a [`Shape::Row`] row's method takes its [`Operand::Addr`] operands, in order
    /// (empty: none, or a row whose addresses the generators know without it: an mbarrier's,
    /// a generic address beside a `{.space}` type parameter).
    pub addrs: &'static [AddrArg],
    /// The row's rules of valid combinations of slot values (empty: every combination of
    /// its slots' values): which operation takes which types. In the table,
    /// `combos [0: [Inc, Dec] => 1: [U32], …]`; a rule of two conditions
    /// `0: [Add] & 2: [F16, Bf16] => 1: [Noftz]` ([`Combo::when`]); a rule of a tensor map's
    /// element type, which no slot spells, `1: [Inc, Dec] => ELEM: [U32]` ([`Combo::ELEM`],
    /// [`Form::elem_ok`]). A flag slot the rules decide (`{.noftz}`, [`Form::ruled_slot`])
    /// is no argument of the row's method: its check fills it ([`Form::combo_spelled`]).
    pub combos: &'static [Combo],
    /// The operands, in PTX order.
    pub operands: &'static [Operand],
    /// Its chapter.
    pub family: Family,
    /// The smallest PTX ISA version that accepts it.
    pub min_isa: Version,
    /// The smallest `sm` that accepts it.
    pub min_sm: u32,
    /// Whether it needs an architecture-specific target (`sm_90a`).
    pub arch: Arch,
    /// Targets that need a newer PTX ISA version than [`min_isa`](Form::min_isa) for this
    /// form: `(sm, version)` means a target of that `sm` needs `version`. Empty for most
    /// forms; the FP8 conversions came to sm_90 in ISA 7.8 and to sm_89 only in 8.1.
    pub isa_on: &'static [(u32, Version)],
    /// Ranges that an immediate source operand must lie in (a register is not checked).
    pub limits: &'static [Limit],
    /// The builder trait that bounds the type parameter of a [`Shape::Row`] row's method
    /// when its type set's own trait says less than the instruction does (`None`: the
    /// set's trait). `match.sync` and `bfi` both take `.b32 .b64` (`u32 i32 u64 i64`), but
    /// `match.sync`'s `MatchElem` explains why a float is refused (its bits would make
    /// `0.0` and `-0.0` differ). A path from the builder crate's root.
    pub bound: Option<&'static str>,
    /// How the builder exposes it.
    pub shape: Shape,
    /// A one-line description.
    pub doc: &'static str,
}

/// The range an immediate source operand must lie in: `mbarrier.init`'s arrival count is
/// 1 to 2^20 - 1; an `f32` immediate lies in the half-open `(lo, hi]` (`createpolicy`'s
/// fraction: above 0, at most 1). A generated method checks an immediate against it (a register is not
/// checked) and names the operand with [`what`](Limit::what) in its error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Limit {
    /// The operand's index in [`Form::operands`].
    pub operand: u8,
    /// The smallest value (for an `f32` immediate, the exclusive lower end).
    pub lo: i64,
    /// The largest value.
    pub hi: i64,
    /// What the operand is, for errors: `an mbarrier arrival count`.
    pub what: &'static str,
}

macro_rules! table {
    (@arch [] []) => { Arch::Portable };
    (@arch [$($asm:literal),+] []) => { Arch::Specific(&[$($asm),*]) };
    (@arch [] [$($fsm:literal),+]) => { Arch::Family(&[$($fsm),*]) };
    (@other ELEM) => { Combo::ELEM };
    (@other $n:literal) => { $n };
    (@when) => { None };
    (@when $w:literal, [$($v:ident),*]) => { Some(($w, &[$(Mod::$v),*])) };
    (@bound) => { None };
    (@bound $b:literal) => { Some($b) };
    ($(
        $id:ident: $mn:literal $(slots [$($slot:expr),* $(,)?])?
        $(gates [$($gslot:literal: $gval:ident => ($gma:literal, $gmi:literal) sm $gsm:literal $(arch [$($gasm:literal),*])?),* $(,)?])?
        $(limits [$($lop:literal: ($llo:expr, $lhi:expr) $lwhat:literal),* $(,)?])?
        $(imms [$($imm:expr),* $(,)?])?
        $(addrs [$($addr:expr),* $(,)?])?
        $(combos [$($cslot:literal: [$($cval:ident),*] $(& $wslot:literal: [$($wval:ident),*])? => $cother:tt: [$($ctake:ident),*]),* $(,)?])?
        $(bound $bound:literal)?,
        $fam:ident, ($ma:literal, $mi:literal), sm $sm:literal $(arch [$($asm:literal),*])? $(family [$($fsm:literal),*])?
        $(isa_on [$($esm:literal => ($ema:literal, $emi:literal)),*])?,
        [$($op:expr),* $(,)?], $shape:expr, $doc:literal;
    )*) => {
        /// Identifies one row of [`FORMS`].
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u16)]
        pub enum FormId {
            $(
                #[doc = $doc]
                $id,
            )*
        }

        /// The instruction table: every form, in [`FormId`] order.
        pub static FORMS: &[Form] = &[
            $(Form {
                id: FormId::$id,
                mnemonic: Spell::parse($mn).head(),
                spell: Spell::parse($mn),
                slots: &[$($($slot),*)?],
                gates: &[$($(Gate { slot: $gslot, value: Mod::$gval, min_isa: Version::new($gma, $gmi), min_sm: $gsm, arch: table!(@arch [$($($gasm),*)?] []) }),*)?],
                imms: &[$($($imm),*)?],
                addrs: &[$($($addr),*)?],
                combos: &[$($(Combo { slot: $cslot, values: &[$(Mod::$cval),*], when: table!(@when $($wslot, [$($wval),*])?), other: table!(@other $cother), takes: &[$(Mod::$ctake),*] }),*)?],
                operands: &[$($op),*],
                family: Family::$fam,
                min_isa: Version::new($ma, $mi),
                min_sm: $sm,
                arch: table!(@arch [$($($asm),*)?] [$($($fsm),*)?]),
                isa_on: &[$($(($esm, Version::new($ema, $emi))),*)?],
                limits: &[$($(Limit { operand: $lop, lo: $llo, hi: $lhi, what: $lwhat }),*)?],
                bound: table!(@bound $($bound)?),
                shape: $shape,
                doc: $doc,
            },)*
        ];

        impl FormId {
            /// The Rust name of the identifier.
            pub const fn name(self) -> &'static str {
                match self {
                    $(FormId::$id => stringify!($id),)*
                }
            }
        }
    };
}

use Operand::*;
use Shape::{Custom, Directive};

const fn bin(method: &'static str, types: Types) -> Shape {
    Shape::Binary {
        method,
        types,
        bits: false,
    }
}
const fn bin_bits(method: &'static str, types: Types) -> Shape {
    Shape::Binary {
        method,
        types,
        bits: true,
    }
}
const fn un(method: &'static str, types: Types) -> Shape {
    Shape::Unary {
        method,
        types,
        bits: false,
    }
}
const fn un_bits(method: &'static str, types: Types) -> Shape {
    Shape::Unary {
        method,
        types,
        bits: true,
    }
}
const fn tern(method: &'static str, types: Types) -> Shape {
    Shape::Ternary { method, types }
}
/// The largest arrival or transaction count of an mbarrier: 2^20 - 1.
const MBAR_MAX: i64 = (1 << 20) - 1;

/// A row that the family method `method` picks through its operand types' trait `by`
/// ([`Shape::ByOperands`]).
const fn by_operands(method: &'static str, by: &'static str) -> Shape {
    Shape::ByOperands { method, by }
}
const fn row(method: &'static str) -> Shape {
    Shape::Row { method, also: &[] }
}
/// A [`Shape::Row`] row that methods `also` emit too.
const fn row_also(method: &'static str, also: &'static [&'static str]) -> Shape {
    Shape::Row { method, also }
}
const fn sreg(method: &'static str, name: &'static str) -> Shape {
    Shape::Sreg {
        method,
        name,
        ty: Types::U32,
    }
}
const fn sreg64(method: &'static str, name: &'static str) -> Shape {
    Shape::Sreg {
        method,
        name,
        ty: Types::U64,
    }
}

/// The register count of `setmaxnreg`: a multiple of 8.
const SETMAXNREG: ImmRule = ImmRule::step(
    "a setmaxnreg register count",
    8,
    "use a multiple of 8 between 24 and 256",
);
/// A named barrier's id.
const BAR_ID: ImmRule = ImmRule::named("a barrier id");
/// A named barrier's thread count: whole warps.
const BAR_COUNT: ImmRule = ImmRule::step(
    "a barrier thread count",
    32,
    "use a multiple of the warp size (32)",
);

const G: Space = Space::Generic;
const GL: Space = Space::Global;
const SC: Space = Space::SharedCta;
const SCL: Space = Space::SharedCluster;
const LO: Space = Space::Local;
const CO: Space = Space::Const;
const PA: Space = Space::Param;
/// The address operand of a row with a `{.space}` slot of named spaces: in the space of
/// the slot's value ([`Form::operands_at`]; the row lists `.global`, its first value).
const SP: Space = Space::Global;
const I: Types = Types::INT;
const U32: Types = Types::U32;
const U64: Types = Types::U64;
/// What one `ldmatrix`/`stmatrix` register holds: 32 bits of a row of 16-bit elements.
const MATRIX: Types =
    Types(Types::F16X2.0 | Types::BF16X2.0 | Types::U32.0 | Types::FP8X4.0 | Types::INT8X4.0);
/// A `wgmma` accumulator of f32 or packed f16 registers.
const ACC16: Types = Types(Types::F32.0 | Types::F16X2.0);
const B64: Types = Types::B64;
const F32: Types = Types::F32;
/// `.f16` and `.f16x2`.
const FH: Types = Types(Types::F16.0 | Types::F16X2.0);
/// `.bf16` and `.bf16x2`.
const BH: Types = Types(Types::BF16.0 | Types::BF16X2.0);
/// Every half-precision scalar and pair.
const HH: Types = Types(Types::HALF.0 | Types::HALF2.0);
/// 32-bit values made of two 16-bit halves.
const P32: Types = Types(Types::HALF2.0 | Types::U32.0);
/// The 16-bit halves of a [`P32`] value.
const H16: Types = Types(Types::HALF.0 | Types::U16.0);

/// The types `ld` and `st` spell (their memory spelling: [`Mod::mem`]).
const MEM_T: Slot = Slot::Of(&[
    Mod::U8,
    Mod::S8,
    Mod::U16,
    Mod::S16,
    Mod::U32,
    Mod::S32,
    Mod::U64,
    Mod::S64,
    Mod::F32,
    Mod::F64,
    Mod::B8,
    Mod::B16,
    Mod::B32,
    Mod::B64,
    Mod::B128,
]);
/// The types `st.param` stores: a device function's return value (no `.b128`, which no
/// value the builder passes has).
const PARAM_T: Slot = Slot::Of(&[
    Mod::U8,
    Mod::S8,
    Mod::U16,
    Mod::S16,
    Mod::U32,
    Mod::S32,
    Mod::U64,
    Mod::S64,
    Mod::F32,
    Mod::F64,
    Mod::B8,
    Mod::B16,
    Mod::B32,
    Mod::B64,
]);
/// The types `mov` spells.
const MOV_T: Slot = Slot::Of(&[
    Mod::Pred,
    Mod::U16,
    Mod::S16,
    Mod::U32,
    Mod::S32,
    Mod::U64,
    Mod::S64,
    Mod::F32,
    Mod::F64,
    Mod::B16,
    Mod::B32,
    Mod::B64,
    Mod::B128,
]);
/// A load's cache operator.
const LD_CACHE: Slot = Slot::Of(&[Mod::None, Mod::Ca, Mod::Cg, Mod::Cs, Mod::Lu, Mod::Cv]);
/// A store's cache operator.
const ST_CACHE: Slot = Slot::Of(&[Mod::None, Mod::Wb, Mod::Cg, Mod::Cs, Mod::Wt]);
/// The spaces of `ld` (none: generic; `.shared` and `.shared::cta` spell one space, the
/// second when the module asks for explicit sub-qualifiers).
const SPACE_LD: Slot = Slot::Of(&[
    Mod::None,
    Mod::Global,
    Mod::Shared,
    Mod::SharedCta,
    Mod::SharedCluster,
    Mod::Local,
    Mod::Const,
    Mod::Param,
]);
/// The spaces of `st` (`.const` is read-only; `st.param` is a row of its own).
const SPACE_ST: Slot = Slot::Of(&[
    Mod::None,
    Mod::Global,
    Mod::Shared,
    Mod::SharedCta,
    Mod::SharedCluster,
    Mod::Local,
]);
/// The spaces of `atom` and `red`, and of the memory-ordering accesses
/// (`ld.relaxed.gpu.global`; none: generic).
const SPACE_ATOM: Slot = Slot::Of(&[
    Mod::None,
    Mod::Global,
    Mod::Shared,
    Mod::SharedCta,
    Mod::SharedCluster,
]);
/// How many 8x8 matrices `ldmatrix`/`stmatrix` move: the length of their fragment.
const MATRIX_NUM: Slot = Slot::Of(&[Mod::X1, Mod::X2, Mod::X4]);
/// The space of `ldmatrix`/`stmatrix`: `.shared::cta`, spelled either way.
const MATRIX_SPACE: Slot = Slot::Of(&[Mod::Shared, Mod::SharedCta]);
/// The named state spaces, each spelling (`cvta`, `cvta.to`, `isspacep`): `.shared` and
/// `.shared::cta` name one space, as `.param` and `.param::entry` do.
const SPACE_NAMED: Slot = Slot::Of(&[
    Mod::Global,
    Mod::Shared,
    Mod::SharedCta,
    Mod::SharedCluster,
    Mod::Local,
    Mod::Const,
    Mod::Param,
    Mod::ParamEntry,
]);
/// A vector of two or four.
const VEC: Slot = Slot::Of(&[Mod::None, Mod::V2, Mod::V4]);
/// The operations of `atom` (`red` takes all but `.exch` and `.cas`).
const ATOM_OP: Slot = Slot::Of(&[
    Mod::Add,
    Mod::Min,
    Mod::Max,
    Mod::And,
    Mod::Or,
    Mod::Xor,
    Mod::Exch,
    Mod::Inc,
    Mod::Dec,
    Mod::Cas,
]);
/// The operations of `red`.
const RED_OP: Slot = Slot::Of(&[
    Mod::Add,
    Mod::Min,
    Mod::Max,
    Mod::And,
    Mod::Or,
    Mod::Xor,
    Mod::Inc,
    Mod::Dec,
]);
/// The types of `atom` (bits for the bitwise operations; `.b128` for `.cas` and `.exch`
/// only, which the atomic rows gate: PTX ISA 8.3, sm_90).
const ATOM_T: Slot = Slot::Of(&[
    Mod::U32,
    Mod::S32,
    Mod::U64,
    Mod::S64,
    Mod::F32,
    Mod::F64,
    Mod::B32,
    Mod::B64,
    Mod::B128,
]);
/// The types of `red` and of the memory-ordered atomics: those of `atom` but `.b128`
/// (there is no 128-bit reduction; the builder's ordered atomics take no `.b128`, whose
/// gate only the `atom` row carries).
const SCALAR_ATOM_T: Slot = Slot::Of(&[
    Mod::U32,
    Mod::S32,
    Mod::U64,
    Mod::S64,
    Mod::F32,
    Mod::F64,
    Mod::B32,
    Mod::B64,
]);
/// Integer and float types `cvt` converts between.
const CVT_T: Slot = Slot::Ty(Types::NUM, TyStyle::Own);
/// The scopes of a fence (`Scope` in the builder; `.cluster` needs sm_90).
// The address arguments of the bulk copies (`Form::addrs`): a shared destination (this
// CTA's or, mapped, another's of the cluster) or a global one, a source of the same
// element, and the mbarrier completing the copy in the destination's CTA.
const BULK_DST: AddrArg = AddrArg::new(
    "dst",
    &["{}: Address<Elem: Data>", "{}::Space: BulkSharedDst"],
    AddrCheck::Bulk,
);
// A bulk reduction's destination, of the instruction's type (`{.type}`: the element's,
// as the rules spell it).
const BULK_RED_DST: AddrArg = AddrArg::typed(
    "dst",
    &["{}: Address<Elem: Data>", "{}::Space: BulkSharedDst"],
    AddrCheck::Bulk,
);
const BULK_RED_DST_GLOBAL: AddrArg = AddrArg::typed(
    "dst",
    &["{}: Address<Elem: Data>", "{}::Space: BulkGlobal"],
    AddrCheck::Bulk,
);
const BULK_DST_MULTICAST: AddrArg = AddrArg::new(
    "dst",
    &["{}: Address<Elem: Data>", "{}::Space: MulticastDst"],
    AddrCheck::Bulk,
);
const BULK_DST_GLOBAL: AddrArg = AddrArg::new(
    "dst",
    &["{}: Address<Elem: Data>", "{}::Space: BulkGlobal"],
    AddrCheck::Bulk,
);
const BULK_SRC_GLOBAL: AddrArg = AddrArg::new(
    "src",
    &[
        "{}: Address",
        "{}::Elem: SameElem<D::Elem>",
        "{}::Space: BulkGlobal",
    ],
    AddrCheck::Bulk,
);
const BULK_SRC_SHARED: AddrArg = AddrArg::new(
    "src",
    &[
        "{}: Address",
        "{}::Elem: SameElem<D::Elem>",
        "{}::Space: BulkSharedSrc",
    ],
    AddrCheck::Bulk,
);
const BULK_PREFETCH: AddrArg = AddrArg::new(
    "src",
    &["{}: Address<Elem: Data>", "{}::Space: BulkGlobal"],
    AddrCheck::Bulk,
);
/// The mbarrier `tcgen05.commit` arrives on: `.shared::cluster` (this CTA's own widened,
/// a peer's from `mapa`).
const COMMIT_BAR: AddrArg = AddrArg::bar("bar", &["{}: CommitBarrier"], AddrCheck::Mbarrier);
const BULK_BAR: AddrArg = AddrArg::bar("bar", &["{}: TxBarrier<D::Space>"], AddrCheck::Mbarrier);
const BULK_BAR_CTA: AddrArg =
    AddrArg::bar("bar", &["{}: TxBarrier<Shared<Cta>>"], AddrCheck::Mbarrier);
// A TMA tile in shared memory: 128-byte aligned, of the tensor map's element type (the
// map's type parameter is `M`, [`Operand::TensorMap`]).
const TMA_DST: AddrArg = AddrArg::new(
    "dst",
    &[
        "{}: Address",
        "<M as TensorMapRef>::Elem: SameElem<{}::Elem>",
        "{}::Space: BulkSharedDst",
    ],
    AddrCheck::Aligned(128, "a TMA tile"),
);
const TMA_DST_MULTICAST: AddrArg = AddrArg::new(
    "dst",
    &[
        "{}: Address",
        "<M as TensorMapRef>::Elem: SameElem<{}::Elem>",
        "{}::Space: MulticastDst",
    ],
    AddrCheck::Aligned(128, "a TMA tile"),
);
const TMA_SRC: AddrArg = AddrArg::new(
    "src",
    &[
        "{}: Address",
        "{}::Elem: SameElem<<M as TensorMapRef>::Elem>",
        "{}::Space: BulkSharedSrc",
    ],
    AddrCheck::Aligned(128, "a TMA tile"),
);
// `st.async`'s destination in another CTA's shared memory, of the instruction's type, and
// the mbarrier of that CTA its bytes complete on.
const ASYNC_DST: AddrArg = AddrArg::typed(
    "addr",
    &["{}: Address", "{}::Space: AsyncDst", "{}::Elem: AsyncElem"],
    AddrCheck::Elem,
);
const ASYNC_V4_DST: AddrArg = AddrArg::typed(
    "addr",
    &[
        "{}: Address",
        "{}::Space: AsyncDst",
        "{}::Elem: AsyncV4Elem",
    ],
    AddrCheck::Elem,
);
// `red.async`'s destination in another CTA's shared memory, of the instruction's type.
const RED_ASYNC_DST: AddrArg = AddrArg::typed(
    "addr",
    &[
        "{}: Address",
        "{}::Space: AsyncDst",
        "{}::Elem: RedAsyncElem",
    ],
    AddrCheck::Elem,
);
// A `multimem` address (a kernel parameter of its own type, `Multimem<T>`: never a plain
// `.global` pointer), of the instruction's type.
const MM_ADDR: AddrArg =
    AddrArg::multimem("addr", &["{}: MultimemAddress", "{}::Elem: MultimemElem"]);
// A `multimem` address of a vector's floating-point elements.
const MM_VEC_ADDR: AddrArg = AddrArg::multimem(
    "addr",
    &["{}: MultimemAddress", "{}::Elem: MultimemVecElem"],
);
// A `multimem` address of a `.v8` vector's 16-bit elements.
const MM_V8_ADDR: AddrArg =
    AddrArg::multimem("addr", &["{}: MultimemAddress", "{}::Elem: MultimemV8Elem"]);
const ASYNC_BAR: AddrArg = AddrArg::bar("bar", &["{}: MbarrierClusterAddr"], AddrCheck::Elem);
/// What `prefetch{.space}.tensormap` prefetches: a tensor map that `TensorMapPrefetch`
/// admits (its generic address, a `.global` or `.const` tensor map, a kernel parameter),
/// its space the slot's value ([`row::SlotArg::AddrSpace`]: `.const`, `.param`, or none
/// for a generic address and a `.global` variable, which PTX names by its generic address).
const PREFETCH_MAP: AddrArg = AddrArg::new("map", &["{}: TensorMapPrefetch"], AddrCheck::TensorMap);
/// The L1 eviction priority of a `.global` load or store (`.L1::evict_normal` …
/// `.L1::no_allocate`), the builder's `L1Evict`.
const L1_EVICT: Slot = Slot::Of(&[
    Mod::EvictNormal,
    Mod::EvictUnchanged,
    Mod::EvictFirst,
    Mod::EvictLast,
    Mod::NoAllocate,
]);
/// The L2 prefetch size of a `.global` load (`.L2::64B`, `.L2::128B`: sm_75; `.L2::256B`:
/// sm_80), the builder's `L2Prefetch`; with [`Mod::None`] an optional one.
const L2_PREFETCH: Slot = Slot::Of(&[Mod::Bytes64, Mod::Bytes128, Mod::Bytes256]);
const L2_PREFETCH_OPT: Slot = Slot::Of(&[Mod::None, Mod::Bytes64, Mod::Bytes128, Mod::Bytes256]);
/// The optional L1 eviction priority of the rows that another word already sets apart from
/// `ld`'s own forms: the `ld.global.nc` vectors and the `.L2::cache_hint` accesses (the
/// other hinted coherent rows require one: without it they would spell `ld`'s own forms).
const L1_EVICT_OPT: Slot = Slot::Of(&[
    Mod::None,
    Mod::EvictNormal,
    Mod::EvictUnchanged,
    Mod::EvictFirst,
    Mod::EvictLast,
    Mod::NoAllocate,
]);
/// The types of a `.v2` access: every `ld`/`st` type but `.b128` (a pair of which would
/// pass PTX's 128-bit vector limit).
const VEC2_T: Slot = Slot::Of(&[
    Mod::U8,
    Mod::S8,
    Mod::U16,
    Mod::S16,
    Mod::U32,
    Mod::S32,
    Mod::U64,
    Mod::S64,
    Mod::F32,
    Mod::F64,
    Mod::B8,
    Mod::B16,
    Mod::B32,
    Mod::B64,
]);
/// The types of a `.v4` access: elements of at most 32 bits.
const VEC4_T: Slot = Slot::Of(&[
    Mod::U8,
    Mod::S8,
    Mod::U16,
    Mod::S16,
    Mod::U32,
    Mod::S32,
    Mod::F32,
    Mod::B8,
    Mod::B16,
    Mod::B32,
]);
// The addresses of the hinted and non-coherent vector accesses, of the vector's element.
const HINT_V2_ADDR: AddrArg = AddrArg::typed(
    "addr",
    &[
        "{}: Address<Elem: Data>",
        "{}::Space: CacheHinted",
        "{}::Elem: V2Elem",
    ],
    AddrCheck::Elem,
);
const HINT_V4_ADDR: AddrArg = AddrArg::typed(
    "addr",
    &[
        "{}: Address<Elem: Data>",
        "{}::Space: CacheHinted",
        "{}::Elem: V4Elem",
    ],
    AddrCheck::Elem,
);
const NC_V2_SRC: AddrArg = AddrArg::typed(
    "addr",
    &[
        "{}: Address<Elem: Data>",
        "{}::Space: NonCoherent",
        "{}::Elem: V2Elem",
    ],
    AddrCheck::Elem,
);
const NC_V4_SRC: AddrArg = AddrArg::typed(
    "addr",
    &[
        "{}: Address<Elem: Data>",
        "{}::Space: NonCoherent",
        "{}::Elem: V4Elem",
    ],
    AddrCheck::Elem,
);
/// A cache policy register (`createpolicy`'s result, the `.L2::cache_hint` forms' last
/// operand).
const POLICY: Types = Types::POLICY;
/// `createpolicy.fractional`'s priority of the fraction of the lines it covers, and of
/// the others (optional: `.L2::evict_unchanged` when left out).
const L2_PRIMARY: Slot = Slot::Of(&[
    Mod::L2EvictLast,
    Mod::L2EvictNormal,
    Mod::L2EvictFirst,
    Mod::L2EvictUnchanged,
]);
const L2_SECONDARY: Slot = Slot::Of(&[Mod::None, Mod::L2EvictFirst, Mod::L2EvictUnchanged]);
// A cache-hinted `.global` access's address, of the element it loads or stores.
const HINT_ADDR: AddrArg = AddrArg::typed(
    "addr",
    &["{}: Address<Elem: Data>", "{}::Space: CacheHinted"],
    AddrCheck::Elem,
);
// `ld.global.nc`'s address, of the element it loads.
const NC_SRC: AddrArg = AddrArg::typed(
    "addr",
    &["{}: Address<Elem: Data>", "{}::Space: NonCoherent"],
    AddrCheck::Elem,
);
// `cp.async.cg`'s 16 bytes: into this CTA's shared memory, from global memory.
const CP_ASYNC_DST: AddrArg = AddrArg::new(
    "dst",
    &["{}: Address<Elem: Data>", "{}::Space: CpAsyncDst"],
    AddrCheck::Access(16),
);
const CP_ASYNC_CA_DST: AddrArg = AddrArg::new(
    "dst",
    &["{}: Address<Elem: Data>", "{}::Space: CpAsyncDst"],
    AddrCheck::AccessImm,
);
const CP_ASYNC_CA_SRC: AddrArg = AddrArg::new(
    "src",
    &["{}: Address<Elem: Data>", "{}::Space: CpAsyncSrc"],
    AddrCheck::AccessImm,
);
const CP_ASYNC_SRC: AddrArg = AddrArg::new(
    "src",
    &["{}: Address<Elem: Data>", "{}::Space: CpAsyncSrc"],
    AddrCheck::Access(16),
);
// `getctarank`'s address, as a value: of shared memory of the cluster (a generic one: one
// that came from `.shared::cta`, in the generators' cases).
const CTARANK: AddrArg = AddrArg::new(
    "a",
    &["{}: Address", "{}::Space: CtaRankSpace"],
    AddrCheck::Value,
);
// The generic address of a tensor map the tensormap proxy acquires.
// A tensor map `tensormap.replace` edits in place: in `.global` or `.shared::cta`.
const TM_EDIT: AddrArg = AddrArg::new("map", &["{}: TensorMapEdit"], AddrCheck::TensorMap);
// The new global address of a tensor map: a `.global` pointer of its element type, in
// a register (ptxas refuses a variable's name as the new value).
const TM_BASE: AddrArg = AddrArg::new(
    "base",
    &[
        "{}: Address + PtrReg",
        "{}::Space: TensorBase",
        "<{} as Address>::Elem: SameElem<<M as TensorMapEdit>::Elem>",
    ],
    AddrCheck::Value,
);
// `tensormap.cp_fenceproxy`'s destination (a `.global` tensor map) and source (the same
// map type in `.shared::cta`).
const TM_CP_DST: AddrArg = AddrArg::new(
    "dst",
    &["{}: TensorMapEdit", "{}::Space: TensorBase"],
    AddrCheck::TensorMap,
);
const TM_CP_SRC: AddrArg = AddrArg::new(
    "src",
    &[
        "{}: TensorMapEdit<Map = <D as TensorMapEdit>::Map>",
        "{}::Space: BulkSharedSrc",
    ],
    AddrCheck::TensorMap,
);
/// The spaces `tensormap.replace` edits a tensor map in.
const TM_SPACE: Slot = Slot::Of(&[Mod::SharedCta, Mod::Global]);
const TENSORMAP_GENERIC: AddrArg = AddrArg::new(
    "map",
    &["{}: Address", "{}::Space: TensormapGeneric"],
    AddrCheck::Aligned(64, "a tensor map"),
);
const SCOPE: Slot = Slot::Of(&[Mod::Cta, Mod::Cluster, Mod::Gpu, Mod::Sys]);
/// The comparisons of `setp`.
const CMP: Slot = Slot::Of(&[Mod::Eq, Mod::Ne, Mod::Lt, Mod::Le, Mod::Gt, Mod::Ge]);
/// The modes of `prmt` (`PrmtMode` in the builder; the default mode is the row without
/// the slot, `FormId::Prmt`).
const PRMT_MODE: Slot = Slot::Of(&[Mod::F4e, Mod::B4e, Mod::Rc8, Mod::Ecl, Mod::Ecr, Mod::Rc16]);
/// The types `selp` selects: the numbers (`selp::<T: Num>`, the row's generated method),
/// `.b16` and `.b32` (the macros' `ptx_asm!`), and `.b64`, a generic pointer (`selp_ptr`,
/// the macros' `selp.b64` of pointers). The builder has no register type spelled `.bN`,
/// so the method's types are the numbers and the row's case leaves the `.bN` out
/// (`builder_lacks` of the tests); they are gated with the row. No `.f16`: PTX `selp`
/// takes none.
const SELP_T: Slot = Slot::Ty(
    Types(Types::NUM.0 | Types::B16.0 | Types::B32.0 | Types::B64.0),
    TyStyle::Own,
);
/// `ex2`/`tanh` of half precision: a scalar or a pair.
const HALF1: Slot = Slot::Ty(FH, TyStyle::Own);
/// The same of bfloat16.
const BHALF1: Slot = Slot::Ty(BH, TyStyle::Own);

// ---- slots of the barrier, warp-specialization, cluster, bulk and tensor-core rows ---------
/// `.u32` or `.u64`: the width of a shared-memory address (`mapa`, `getctarank`).
const ADDR_TY: Slot = Slot::Of(&[Mod::U32, Mod::U64]);
/// `redux.sync.{add,min,max}`'s type.
const REDUX_TY: Slot = Slot::Ty(Types(Types::U32.0 | Types::S32.0), TyStyle::Own);
/// What `st.async` stores, spelled as `st` does (`.b64`: 64 bits of any type, as the C++
/// header moves them).
const ASYNC_TY: Slot = Slot::Ty(
    Types(
        Types::U32.0
            | Types::S32.0
            | Types::U64.0
            | Types::S64.0
            | Types::F32.0
            | Types::F64.0
            | Types::HALF2.0
            | Types::B64.0,
    ),
    TyStyle::Mem,
);
/// What `st.async.v4` stores: 32-bit data.
const ASYNC_V4_TY: Slot = Slot::Ty(
    Types(Types::U32.0 | Types::S32.0 | Types::F32.0 | Types::HALF2.0),
    TyStyle::Mem,
);
/// `red.async`'s type: `.u32`/`.s32`/`.u64`/`.s64`, `.b32` for the bitwise operations.
const RED_ASYNC_TY: Slot = Slot::Of(&[Mod::U32, Mod::S32, Mod::U64, Mod::S64, Mod::B32]);
/// `multimem.ld_reduce`'s memory-order semantics: `.weak` (no scope), `.relaxed`, `.acquire`.
const MM_LD_SEM: Slot = Slot::Of(&[Mod::Weak, Mod::Relaxed, Mod::Acquire]);
/// `multimem.st`'s memory-order semantics: `.weak` (no scope), `.relaxed`, `.release`.
const MM_ST_SEM: Slot = Slot::Of(&[Mod::Weak, Mod::Relaxed, Mod::Release]);
/// `multimem.red`'s memory-order semantics (always with a scope: ptxas 13.5 refuses
/// either alone).
const MM_RED_SEM: Slot = Slot::Of(&[Mod::Relaxed, Mod::Release]);
/// The scope of a `multimem` load or store: none for a `.weak` one.
const MM_SCOPE: Slot = Slot::Of(&[Mod::None, Mod::Cta, Mod::Cluster, Mod::Gpu, Mod::Sys]);
/// The reductions of `multimem.ld_reduce` and `multimem.red`.
const MM_OP: Slot = Slot::Of(&[Mod::Add, Mod::Min, Mod::Max, Mod::And, Mod::Or, Mod::Xor]);
/// The reductions of `multimem.ld_reduce` on vectors of floating-point values.
const MM_VOP: Slot = Slot::Of(&[Mod::Add, Mod::Min, Mod::Max]);
/// `multimem.ld_reduce`'s optional f32 accumulation of half-precision values.
const MM_ACC: Slot = Slot::Of(&[Mod::None, Mod::AccF32]);
/// The types of a scalar `multimem` access: 32- and 64-bit integers (`.bN` for the bitwise
/// reductions), `.f32`, `.f64` and the packed half-precision pairs.
const MM_T: Slot = Slot::Of(&[
    Mod::U32,
    Mod::S32,
    Mod::U64,
    Mod::S64,
    Mod::B32,
    Mod::B64,
    Mod::F32,
    Mod::F64,
    Mod::F16x2,
    Mod::Bf16x2,
]);
/// The element types of a `.v2`/`.v4` `multimem` access (64 or 128 bits in all, or a pair of
/// 16-bit values).
const MM_VEC_T: Slot = Slot::Of(&[Mod::F16, Mod::Bf16, Mod::F16x2, Mod::Bf16x2, Mod::F32]);
/// The element types of a `.v8` `multimem` access: 16-bit values, 128 bits in all.
const MM_V8_T: Slot = Slot::Of(&[Mod::F16, Mod::Bf16]);
/// The operation of `cp.reduce.async.bulk` and `cp.reduce.async.bulk.tensor`.
const BULK_RED_OP: Slot = RED_OP;
/// The element type of `cp.reduce.async.bulk` into `.global`: by name, `.b32`/`.b64` for
/// the bitwise operations.
const BULK_RED_GLOBAL_TY: Slot = Slot::Of(&[
    Mod::U32,
    Mod::S32,
    Mod::U64,
    Mod::S64,
    Mod::F32,
    Mod::F64,
    Mod::F16,
    Mod::Bf16,
    Mod::B32,
    Mod::B64,
]);
/// The element type of `cp.reduce.async.bulk` into `.shared::cluster`.
const BULK_RED_CLUSTER_TY: Slot = Slot::Of(&[Mod::U32, Mod::S32, Mod::U64, Mod::B32]);
/// The rank of a tensor map, `.1d` … `.5d`.
const TMA_DIM: Slot = Slot::Of(&[Mod::D1, Mod::D2, Mod::D3, Mod::D4, Mod::D5]);
/// The signed and unsigned 8-bit `mma` inputs.
const MMA_INT8: Slot = Slot::Of(&[Mod::S8, Mod::U8]);
/// The FP8 `mma`/`wgmma` inputs.
const FP8: Slot = Slot::Of(&[Mod::E4m3, Mod::E5m2]);
/// `wgmma`'s N: a multiple of 8 from 8 to 256.
const WGMMA_N: Slot = Slot::Num {
    lo: 8,
    hi: 256,
    step: 8,
};
/// A `wgmma` accumulator of f32 or f16.
/// The shape of the `mma.sync` rows: `Kernel::mma_sync`, picked by `Mma`.
const MMA: Shape = by_operands("mma_sync", "Mma");
/// The shape of the `wgmma.mma_async` rows: `Kernel::wgmma_mma_async`, picked by
/// `WgmmaOperands`.
const WGMMA: Shape = by_operands("wgmma_mma_async", "WgmmaOperands");
const WGMMA_D: Slot = Slot::Of(&[Mod::F32, Mod::F16]);
/// `tcgen05`'s CTA groups: the instruction acts for this CTA (`::1`) or for the pair of
/// peer CTAs (`::2`).
const CTA_GROUP: Slot = Slot::Of(&[Mod::CtaGroup1, Mod::CtaGroup2]);
/// The lane × bit shapes of `tcgen05.ld`/`st`: 32 lanes of 32 bits, or 16 lanes of 64,
/// 128 or 256 bits (per repeat; `{.num}` repeats along the columns).
const TMEM_SHAPE: Slot = Slot::Of(&[
    Mod::Lanes32x32b,
    Mod::Lanes16x64b,
    Mod::Lanes16x128b,
    Mod::Lanes16x256b,
]);
/// `tcgen05.ld`/`st`'s repeat counts.
const TMEM_NUM: Slot = Slot::Of(&[
    Mod::X1,
    Mod::X2,
    Mod::X4,
    Mod::X8,
    Mod::X16,
    Mod::X32,
    Mod::X64,
    Mod::X128,
]);
/// `tcgen05.mma`'s kinds (dense, no block scaling): f16/bf16, tf32, 8/6/4-bit floats,
/// 8-bit integers.
const UMMA_KIND: Slot = Slot::Of(&[Mod::KindF16, Mod::KindTf32, Mod::KindF8f6f4, Mod::KindI8]);
/// The block-scaled UMMA's kinds: 8-bit containers of FP8, FP6 or FP4 values
/// (`.kind::mxf8f6f4`), packed FP4 with E8M0 scales (`.kind::mxf4`), packed FP4 with E8M0 or
/// E4M3 scales (`.kind::mxf4nvf4`).
const BS_KIND: Slot = Slot::Of(&[Mod::KindMxf8f6f4, Mod::KindMxf4, Mod::KindMxf4nvf4]);
/// The block-scaled UMMA's scale factors per row of A (column of B) per instruction.
const BS_SCALE_VEC: Slot = Slot::Of(&[Mod::ScaleVec1x, Mod::ScaleVec2x, Mod::ScaleVec4x]);
/// The same, spelled by the elements one scale factor covers (PTX ISA 8.8).
const BS_BLOCK: Slot = Slot::Of(&[Mod::Block16, Mod::Block32]);
/// The block-scaled UMMA's use of the A collector buffer, if any.
const COLLECTOR_A: Slot = Slot::Of(&[
    Mod::None,
    Mod::CollectorAFill,
    Mod::CollectorAUse,
    Mod::CollectorALastuse,
    Mod::CollectorADiscard,
]);
/// `tcgen05.ld.red`'s repeat counts (two or more: a reduction over the loaded columns).
const TMEM_NUM_RED: Slot = Slot::Of(&[
    Mod::X2,
    Mod::X4,
    Mod::X8,
    Mod::X16,
    Mod::X32,
    Mod::X64,
    Mod::X128,
]);
/// `tcgen05.ld.red`'s element types.
const TMEM_RED_T: Slot = Slot::Ty(
    Types(Types::U32.0 | Types::S32.0 | Types::F32.0),
    TyStyle::Own,
);
/// `tcgen05.ld.red`'s reductions.
const TMEM_RED_OP: Slot = Slot::Of(&[Mod::Min, Mod::Max]);
/// `tcgen05.cp`'s shapes, with the multicast over warps the 64- and 32-row ones take.
const CP_SHAPE: Slot = Slot::Of(&[
    Mod::Cp128x256b,
    Mod::Cp4x256b,
    Mod::Cp128x128b,
    Mod::Cp64x128bPairs02x13,
    Mod::Cp64x128bPairs01x23,
    Mod::Cp32x128bWarpx4,
]);
/// `tcgen05.cp`'s decompressions (none: a plain copy).
const CP_FORMAT: Slot = Slot::Of(&[Mod::None, Mod::CpB6x16P32, Mod::CpB4x16P64]);
/// The `tcgen05.mma` kinds that scale D by a power of two (`scale-input-d`).
const UMMA_KIND_SCALE_D: Slot = Slot::Of(&[Mod::KindF16, Mod::KindTf32]);
/// `tcgen05.mma.ws`'s use of a B collector buffer (none: `.collector::b0::discard`).
const WS_COLLECTOR: Slot = Slot::Of(&[
    Mod::None,
    Mod::CollectorB0Fill,
    Mod::CollectorB0Use,
    Mod::CollectorB0Lastuse,
    Mod::CollectorB0Discard,
    Mod::CollectorB1Fill,
    Mod::CollectorB1Use,
    Mod::CollectorB1Lastuse,
    Mod::CollectorB1Discard,
    Mod::CollectorB2Fill,
    Mod::CollectorB2Use,
    Mod::CollectorB2Lastuse,
    Mod::CollectorB2Discard,
    Mod::CollectorB3Fill,
    Mod::CollectorB3Use,
    Mod::CollectorB3Lastuse,
    Mod::CollectorB3Discard,
]);

table! {
    // ---- integer arithmetic -------------------------------------------------------
    Add: "add{.type}" slots [Slot::Ty(Types::NUM, TyStyle::Own)], Integer, (1, 0), sm 20, [D, A, A], bin("add", Types::NUM), "d = a + b";
    Sub: "sub{.type}" slots [Slot::Ty(Types::NUM, TyStyle::Own)], Integer, (1, 0), sm 20, [D, A, A], bin("sub", Types::NUM), "d = a - b";
    MulLo: "mul.lo{.type}" slots [Slot::Ty(I, TyStyle::Own)], Integer, (1, 0), sm 20, [D, A, A], bin("mul_lo", I), "d = low half of a * b";
    MulHi: "mul.hi{.type}" slots [Slot::Ty(I, TyStyle::Own)], Integer, (1, 0), sm 20, [D, A, A], bin("mul_hi", I), "d = high half of a * b";
    MulWide: "mul.wide{.type}" slots [Slot::Ty(Types(Types::U16.0 | Types::S16.0 | Types::U32.0 | Types::S32.0), TyStyle::Own)] bound "Widening", Integer, (1, 0), sm 20, [DReg(Types(Types::S32.0 | Types::U32.0 | Types::U64.0 | Types::S64.0)), A, A], row("mul_wide"), "d = a * b at twice the width (16/32-bit sources)";
    MadLo: "mad.lo{.type}" slots [Slot::Ty(I, TyStyle::Own)], Integer, (1, 0), sm 20, [D, A, A, A], tern("mad_lo", I), "d = low half of a * b + c";
    Div: "div{.type}" slots [Slot::Ty(I, TyStyle::Own)], Integer, (1, 0), sm 20, [D, A, A], bin("div", I), "integer d = a / b";
    Rem: "rem{.type}" slots [Slot::Ty(I, TyStyle::Own)], Integer, (1, 0), sm 20, [D, A, A], bin("rem", I), "integer d = a % b";
    Min: "min{.type}" slots [Slot::Ty(Types::NUM, TyStyle::Own)], Integer, (1, 0), sm 20, [D, A, A], bin("min", Types::NUM), "d = min(a, b)";
    Max: "max{.type}" slots [Slot::Ty(Types::NUM, TyStyle::Own)], Integer, (1, 0), sm 20, [D, A, A], bin("max", Types::NUM), "d = max(a, b)";
    Abs: "abs{.type}" slots [Slot::Ty(Types::SIGNED, TyStyle::Own)], Integer, (1, 0), sm 20, [D, A], un("abs", Types::SIGNED), "d = the absolute value of a";
    Neg: "neg{.type}" slots [Slot::Ty(Types::SIGNED, TyStyle::Own)], Integer, (1, 0), sm 20, [D, A], un("neg", Types::SIGNED), "d = -a";
    Popc: "popc{.type}" slots [Slot::Ty(Types::INT3264, TyStyle::Bits)], Integer, (2, 0), sm 20, [DReg(U32), A], row("popc"), "d = number of set bits of a";
    Clz: "clz{.type}" slots [Slot::Ty(Types::INT3264, TyStyle::Bits)], Integer, (2, 0), sm 20, [DReg(U32), A], row("clz"), "d = number of leading zeros of a";
    Brev: "brev{.type}" slots [Slot::Ty(Types::INT3264, TyStyle::Bits)], Integer, (2, 0), sm 20, [D, A], un_bits("brev", Types::INT3264), "d = a with its bits reversed";
    // ---- floating point ------------------------------------------------------------
    MulF: "mul{.type}" slots [Slot::Ty(Types::FLOAT, TyStyle::Own)], Float, (1, 0), sm 20, [D, A, A], bin("mul", Types::FLOAT), "floating-point d = a * b";
    FmaRn: "fma.rn{.type}" slots [Slot::Ty(Types::FLOAT, TyStyle::Own)], Float, (2, 0), sm 20, [D, A, A, A], tern("fma", Types::FLOAT), "d = a * b + c, one rounding";
    DivRn: "div.rn{.type}" slots [Slot::Ty(Types::FLOAT, TyStyle::Own)], Float, (2, 0), sm 20, [D, A, A], bin("div_rn", Types::FLOAT), "IEEE floating-point d = a / b";
    SqrtRn: "sqrt.rn{.type}" slots [Slot::Ty(Types::FLOAT, TyStyle::Own)], Float, (2, 0), sm 20, [D, A], un("sqrt", Types::FLOAT), "IEEE d = sqrt(a)";
    RcpRn: "rcp.rn{.type}" slots [Slot::Ty(Types::FLOAT, TyStyle::Own)], Float, (2, 0), sm 20, [D, A], un("rcp", Types::FLOAT), "IEEE d = 1 / a";
    Ex2Approx: "ex2.approx.f32", Float, (1, 0), sm 20, [DReg(Types::F32), Src(Types::F32)], row("ex2"), "d ≈ 2^a";
    Lg2Approx: "lg2.approx.f32", Float, (1, 0), sm 20, [DReg(Types::F32), Src(Types::F32)], row("lg2"), "d ≈ log2(a)";
    SinApprox: "sin.approx.f32", Float, (1, 0), sm 20, [DReg(Types::F32), Src(Types::F32)], row("sin"), "d ≈ sin(a)";
    CosApprox: "cos.approx.f32", Float, (1, 0), sm 20, [DReg(Types::F32), Src(Types::F32)], row("cos"), "d ≈ cos(a)";
    // ---- logic and shift -----------------------------------------------------------
    And: "and{.type}" slots [Slot::Ty(Types::LOGIC, TyStyle::Bits)], Logic, (1, 0), sm 20, [D, A, A], bin_bits("and", Types::LOGIC), "bitwise (or predicate) d = a & b";
    Or: "or{.type}" slots [Slot::Ty(Types::LOGIC, TyStyle::Bits)], Logic, (1, 0), sm 20, [D, A, A], bin_bits("or", Types::LOGIC), "bitwise (or predicate) d = a | b";
    Xor: "xor{.type}" slots [Slot::Ty(Types::LOGIC, TyStyle::Bits)], Logic, (1, 0), sm 20, [D, A, A], bin_bits("xor", Types::LOGIC), "bitwise (or predicate) d = a ^ b";
    Not: "not{.type}" slots [Slot::Ty(Types::LOGIC, TyStyle::Bits)], Logic, (1, 0), sm 20, [D, A], un_bits("not", Types::LOGIC), "bitwise (or predicate) d = !a";
    Shl: "shl{.type}" slots [Slot::Ty(I, TyStyle::Bits)], Logic, (1, 0), sm 20, [D, A, Src(U32)], row("shl"), "d = a << b";
    Shr: "shr{.type}" slots [Slot::Ty(I, TyStyle::Own)], Logic, (1, 0), sm 20, [D, A, Src(U32)], row("shr"), "d = a >> b (arithmetic for signed types)";
    // ---- comparison and selection ----------------------------------------------------
    Setp: "setp{.cmp}{.type}" slots [CMP, Slot::Ty(Types::NUM, TyStyle::Own)], Compare, (1, 0), sm 20, [DPred, A, A], row("setp"), "p = a `cmp` b (the comparison: eq, ne, lt, le, gt, ge …)";
    Selp: "selp{.type}" slots [SELP_T], Compare, (1, 0), sm 20, [D, A, A, Pred], row("selp"), "d = c ? a : b (a when the predicate c is true, else b)";
    // ---- data movement ---------------------------------------------------------------
    Mov: "mov{.type}" slots [MOV_T] gates [0: B128 => (8, 3) sm 70], Data, (1, 0), sm 20, [D, A], Custom, "d = a";
    MovAddr: "mov.u64", Data, (1, 0), sm 20, [DAddr(G, Width::W64), Var(G)], Custom, "d = the address of a variable, in the variable's own state space";
    Ld: "ld{.space}{.cache}{.vec}{.type}" slots [SPACE_LD, LD_CACHE, VEC, MEM_T] gates [0: SharedCta => (7, 8) sm 20, 0: SharedCluster => (7, 8) sm 90, 3: B128 => (8, 3) sm 70], Data, (1, 0), sm 20, [D, Addr(G, Width::W64)], Custom, "load from the address's state space (none: a generic address)";
    LdGlobalNc: "ld.global.nc{.type}" slots [MEM_T] gates [0: B128 => (8, 3) sm 70] addrs [NC_SRC], Data, (3, 1), sm 32, [D, Addr(GL, Width::W64)], row("ld_nc"), "load from .global through the non-coherent (read-only) cache";
    LdEvict: "ld.global{.evict}{.prefetch}{.type}" slots [L1_EVICT, L2_PREFETCH_OPT, MEM_T] gates [1: Bytes64 => (7, 4) sm 75, 1: Bytes128 => (7, 4) sm 75, 1: Bytes256 => (7, 4) sm 80, 2: B128 => (8, 3) sm 70] addrs [HINT_ADDR], Data, (7, 4), sm 70, [D, Addr(GL, Width::W64)], row("ld_evict"), "load from .global with an L1 eviction priority (.L1::evict_first for data read once, .L1::evict_last for data kept, .L1::no_allocate to bypass L1) and optionally an L2 prefetch size";
    LdPrefetch: "ld.global{.prefetch}{.type}" slots [L2_PREFETCH, MEM_T] gates [0: Bytes256 => (7, 4) sm 80, 1: B128 => (8, 3) sm 70] addrs [HINT_ADDR], Data, (7, 4), sm 75, [D, Addr(GL, Width::W64)], row("ld_prefetch"), "load from .global and prefetch the surrounding 64, 128 or 256 bytes (sm_80) into L2";
    LdGlobalNcEvict: "ld.global.nc{.evict}{.prefetch}{.type}" slots [L1_EVICT, L2_PREFETCH_OPT, MEM_T] gates [1: Bytes64 => (7, 4) sm 75, 1: Bytes128 => (7, 4) sm 75, 1: Bytes256 => (7, 4) sm 80, 2: B128 => (8, 3) sm 70] addrs [NC_SRC], Data, (7, 4), sm 70, [D, Addr(GL, Width::W64)], row("ld_nc_evict"), "load from .global through the non-coherent cache with an L1 eviction priority and optionally an L2 prefetch size";
    LdGlobalNcPrefetch: "ld.global.nc{.prefetch}{.type}" slots [L2_PREFETCH, MEM_T] gates [0: Bytes256 => (7, 4) sm 80, 1: B128 => (8, 3) sm 70] addrs [NC_SRC], Data, (7, 4), sm 75, [D, Addr(GL, Width::W64)], row("ld_nc_prefetch"), "load from .global through the non-coherent cache and prefetch the surrounding 64, 128 or 256 bytes (sm_80) into L2";
    LdGlobalNcV2: "ld.global.nc{.evict}{.prefetch}.v2{.type}" slots [L1_EVICT_OPT, L2_PREFETCH_OPT, VEC2_T] gates [0: EvictNormal => (7, 4) sm 70, 0: EvictUnchanged => (7, 4) sm 70, 0: EvictFirst => (7, 4) sm 70, 0: EvictLast => (7, 4) sm 70, 0: NoAllocate => (7, 4) sm 70, 1: Bytes64 => (7, 4) sm 75, 1: Bytes128 => (7, 4) sm 75, 1: Bytes256 => (7, 4) sm 80] addrs [NC_V2_SRC], Data, (3, 1), sm 32, [Vector, Addr(GL, Width::W64)], row("ld_nc_v2"), "load two elements from .global through the non-coherent cache (the address aligned to both), optionally with an L1 eviction priority and an L2 prefetch size";
    LdGlobalNcV4: "ld.global.nc{.evict}{.prefetch}.v4{.type}" slots [L1_EVICT_OPT, L2_PREFETCH_OPT, VEC4_T] gates [0: EvictNormal => (7, 4) sm 70, 0: EvictUnchanged => (7, 4) sm 70, 0: EvictFirst => (7, 4) sm 70, 0: EvictLast => (7, 4) sm 70, 0: NoAllocate => (7, 4) sm 70, 1: Bytes64 => (7, 4) sm 75, 1: Bytes128 => (7, 4) sm 75, 1: Bytes256 => (7, 4) sm 80] addrs [NC_V4_SRC], Data, (3, 1), sm 32, [Vector, Addr(GL, Width::W64)], row("ld_nc_v4"), "load four elements of at most 32 bits from .global through the non-coherent cache (16 bytes of f32: the address 16-byte aligned), optionally with an L1 eviction priority and an L2 prefetch size";
    LdEvictV2: "ld.global{.evict}{.prefetch}.v2{.type}" slots [L1_EVICT, L2_PREFETCH_OPT, VEC2_T] gates [1: Bytes64 => (7, 4) sm 75, 1: Bytes128 => (7, 4) sm 75, 1: Bytes256 => (7, 4) sm 80] addrs [HINT_V2_ADDR], Data, (7, 4), sm 70, [Vector, Addr(GL, Width::W64)], row("ld_evict_v2"), "load two elements from .global with an L1 eviction priority and optionally an L2 prefetch size";
    LdEvictV4: "ld.global{.evict}{.prefetch}.v4{.type}" slots [L1_EVICT, L2_PREFETCH_OPT, VEC4_T] gates [1: Bytes64 => (7, 4) sm 75, 1: Bytes128 => (7, 4) sm 75, 1: Bytes256 => (7, 4) sm 80] addrs [HINT_V4_ADDR], Data, (7, 4), sm 70, [Vector, Addr(GL, Width::W64)], row("ld_evict_v4"), "load four elements of at most 32 bits from .global with an L1 eviction priority and optionally an L2 prefetch size";
    LdPrefetchV2: "ld.global{.prefetch}.v2{.type}" slots [L2_PREFETCH, VEC2_T] gates [0: Bytes256 => (7, 4) sm 80] addrs [HINT_V2_ADDR], Data, (7, 4), sm 75, [Vector, Addr(GL, Width::W64)], row("ld_prefetch_v2"), "load two elements from .global and prefetch the surrounding 64, 128 or 256 bytes (sm_80) into L2";
    LdPrefetchV4: "ld.global{.prefetch}.v4{.type}" slots [L2_PREFETCH, VEC4_T] gates [0: Bytes256 => (7, 4) sm 80] addrs [HINT_V4_ADDR], Data, (7, 4), sm 75, [Vector, Addr(GL, Width::W64)], row("ld_prefetch_v4"), "load four elements of at most 32 bits from .global and prefetch the surrounding 64, 128 or 256 bytes (sm_80) into L2";
    LdPolicy: "ld.global{.evict}.L2::cache_hint{.prefetch}{.type}" slots [L1_EVICT_OPT, L2_PREFETCH_OPT, MEM_T] gates [2: B128 => (8, 3) sm 80] addrs [HINT_ADDR], Data, (7, 4), sm 80, [D, Addr(GL, Width::W64), Src(POLICY)], row("ld_policy"), "load from .global under an L2 cache policy (from createpolicy), optionally with an L1 eviction priority and an L2 prefetch size";
    LdGlobalNcPolicy: "ld.global.nc{.evict}.L2::cache_hint{.prefetch}{.type}" slots [L1_EVICT_OPT, L2_PREFETCH_OPT, MEM_T] gates [2: B128 => (8, 3) sm 80] addrs [NC_SRC], Data, (7, 4), sm 80, [D, Addr(GL, Width::W64), Src(POLICY)], row("ld_nc_policy"), "load from .global through the non-coherent cache under an L2 cache policy (from createpolicy), optionally with an L1 eviction priority and an L2 prefetch size";
    St: "st{.space}{.cache}{.vec}{.type}" slots [SPACE_ST, ST_CACHE, VEC, MEM_T] gates [0: SharedCta => (7, 8) sm 20, 0: SharedCluster => (7, 8) sm 90, 3: B128 => (8, 3) sm 70], Data, (1, 0), sm 20, [Addr(G, Width::W64), A], Custom, "store to the address's state space (none: a generic address)";
    StEvict: "st.global{.evict}{.type}" slots [L1_EVICT, MEM_T] gates [1: B128 => (8, 3) sm 70] addrs [HINT_ADDR], Data, (7, 4), sm 70, [Addr(GL, Width::W64), A], row("st_evict"), "store to .global with an L1 eviction priority (.L1::evict_first for data not read again soon, .L1::no_allocate to bypass L1)";
    StEvictV2: "st.global{.evict}.v2{.type}" slots [L1_EVICT, VEC2_T] addrs [HINT_V2_ADDR], Data, (7, 4), sm 70, [Addr(GL, Width::W64), Vector], row("st_evict_v2"), "store two elements to .global with an L1 eviction priority";
    StEvictV4: "st.global{.evict}.v4{.type}" slots [L1_EVICT, VEC4_T] addrs [HINT_V4_ADDR], Data, (7, 4), sm 70, [Addr(GL, Width::W64), Vector], row("st_evict_v4"), "store four elements of at most 32 bits to .global with an L1 eviction priority";
    StPolicy: "st.global{.evict}.L2::cache_hint{.type}" slots [L1_EVICT_OPT, MEM_T] gates [1: B128 => (8, 3) sm 80] addrs [HINT_ADDR], Data, (7, 4), sm 80, [Addr(GL, Width::W64), A, Src(POLICY)], row("st_policy"), "store to .global under an L2 cache policy (from createpolicy), optionally with an L1 eviction priority";
    Createpolicy: "createpolicy.fractional{.primary}{.secondary}.b64" slots [L2_PRIMARY, L2_SECONDARY] limits [1: (0, 1) "a cache policy's fraction"], Data, (7, 4), sm 80, [DReg(POLICY), Src(F32)], row("createpolicy"), "d = an L2 cache policy: the fraction (0 < f <= 1) of the lines an access under it touches get the primary eviction priority, the others the secondary (.L2::evict_unchanged when left out)";
    StParam: "st.param{.type}" slots [PARAM_T], Data, (1, 0), sm 20, [Addr(PA, Width::W64), A], Custom, "store a device-function argument or return value";
    // ---- address and type conversion --------------------------------------------------
    CvtaSpace: "cvta{.space}.u64" slots [SPACE_NAMED] gates [0: SharedCta => (7, 8) sm 30, 0: SharedCluster => (7, 8) sm 90, 0: Const => (3, 1) sm 20, 0: Param => (7, 7) sm 70, 0: ParamEntry => (8, 3) sm 70], Convert, (2, 0), sm 20, [DAddr(G, Width::W64), Addr(SP, Width::W64)], Custom, "generic address of a {.space} address";
    CvtaSpaceVar: "cvta{.space}.u64" slots [SPACE_NAMED] gates [0: SharedCta => (7, 8) sm 30, 0: SharedCluster => (7, 8) sm 90, 0: Const => (3, 1) sm 20, 0: Param => (7, 7) sm 70, 0: ParamEntry => (8, 3) sm 70], Convert, (2, 0), sm 20, [DAddr(G, Width::W64), Var(SP)], Custom, "generic address of a {.space} variable (optionally +imm)";
    CvtaToSpace: "cvta.to{.space}.u64" slots [SPACE_NAMED] gates [0: SharedCta => (7, 8) sm 30, 0: SharedCluster => (7, 8) sm 90, 0: Const => (3, 1) sm 20, 0: Param => (7, 7) sm 70, 0: ParamEntry => (8, 3) sm 70], Convert, (2, 0), sm 20, [DAddr(SP, Width::W64), Addr(G, Width::W64)], Custom, "{.space} address of a generic address";
    IsspacepSpace: "isspacep{.space}" slots [SPACE_NAMED] gates [0: SharedCta => (7, 8) sm 30, 0: SharedCluster => (7, 8) sm 90, 0: Const => (3, 1) sm 20, 0: Param => (7, 7) sm 70, 0: ParamEntry => (8, 3) sm 70], Convert, (2, 0), sm 20, [DPred, Addr(G, Width::W64)], row("isspacep"), "p = the generic address lies in {window}";
    Cvt: "cvt{.dtype}{.atype}" slots [CVT_T, CVT_T] bound "CvtWidthFrom", Convert, (1, 0), sm 20, [D, Src(Types::DATA)], row("cvt_width"), "integer width change (truncation, zero/sign extension) and exact float widening";
    CvtAddrTrunc: "cvt.u32.u64", Convert, (1, 0), sm 20, [DAddr(SC, Width::W32), Addr(SC, Width::W64)], Custom, "the 32-bit form of a shared/local/const address";
    CvtAddrZext: "cvt.u64.u32", Convert, (1, 0), sm 20, [DAddr(SC, Width::W64), Addr(SC, Width::W32)], Custom, "the 64-bit form of a 32-bit shared/local/const address";
    CvtRn: "cvt.rn{.dtype}{.atype}" slots [CVT_T, CVT_T] bound "CvtRnFrom", Convert, (1, 0), sm 20, [D, Src(Types::DATA)], row("cvt_rn"), "conversion to a float, round to nearest even";
    CvtRzi: "cvt.rzi{.dtype}{.atype}" slots [CVT_T, CVT_T] bound "CvtRziFrom", Convert, (1, 0), sm 20, [D, Src(Types::FLOAT)], row("cvt_rzi"), "float to integer, round toward zero";
    // ---- atomics -------------------------------------------------------------------------
    Atom: "atom{.space}{.op}{.type}" slots [SPACE_ATOM, ATOM_OP, ATOM_T] gates [0: SharedCta => (7, 8) sm 20, 0: SharedCluster => (7, 8) sm 90, 2: B128 => (8, 3) sm 90] combos [2: [B128] => 1: [Cas, Exch]], Atomic, (1, 1), sm 20, [D, Addr(G, Width::W64), A], Custom, "atomic read-modify-write in the address's state space (none: a generic address)";
    AtomCas: "atom.cas{.type}" slots [Slot::Ty(Types::INT, TyStyle::Bits)], Atomic, (1, 1), sm 20, [D, Addr(G, Width::W64), A, A], Custom, "atomic compare-and-swap (any atomic space)";
    Red: "red{.space}{.op}{.type}" slots [SPACE_ATOM, RED_OP, SCALAR_ATOM_T] gates [0: SharedCta => (7, 8) sm 20, 0: SharedCluster => (7, 8) sm 90], Atomic, (1, 2), sm 20, [Addr(G, Width::W64), A], Custom, "reduction into memory in the address's state space (none: a generic address)";
    // ---- control flow --------------------------------------------------------------------
    Bra: "bra", Control, (1, 0), sm 20, [Label], row("bra"), "branch (guard with a predicate for a conditional branch)";
    BraUni: "bra.uni", Control, (1, 0), sm 20, [Label], row("bra_uni"), "a branch every thread of the warp takes together (non-divergent)";
    Call: "call.uni", Control, (1, 0), sm 20, [Func], Custom, "call a .func";
    Ret: "ret", Control, (1, 0), sm 20, [], Custom, "return";
    Exit: "exit", Control, (1, 0), sm 20, [], row("exit"), "terminate the thread";
    // ---- barriers and memory ordering ------------------------------------------------------
    BarSync: "bar.sync" imms [BAR_ID], Sync, (1, 0), sm 20, [Imm(0, 15)], row("bar_sync"), "CTA barrier (all threads)";
    BarSyncCount: "bar.sync" imms [BAR_ID, BAR_COUNT], Sync, (2, 0), sm 20, [Imm(0, 15), Imm(32, 1024)], row("bar_sync_count"), "CTA barrier for a thread count (multiple of 32)";
    BarrierSync: "barrier.sync" imms [BAR_ID], Sync, (6, 0), sm 30, [Imm(0, 15)], row("barrier_sync"), "CTA barrier, non-aligned form";
    BarWarpSync: "bar.warp.sync", Sync, (6, 0), sm 30, [Src(U32)], row("bar_warp_sync"), "warp barrier for a member mask";
    Membar: "membar{.level}" slots [Slot::Of(&[Mod::Cta, Mod::Gl, Mod::Sys])], Sync, (1, 4), sm 20, [], row("membar_level"), "memory barrier at a level: the CTA (.cta), the GPU (.gl) or the system (.sys)";
    FenceAcqRel: "fence.acq_rel{.scope}" slots [SCOPE] gates [0: Cluster => (7, 8) sm 90], Sync, (6, 0), sm 70, [], row("fence"), "acquire-release fence at a scope (.cta, .cluster, .gpu, .sys)";
    FenceSc: "fence.sc{.scope}" slots [SCOPE] gates [0: Cluster => (7, 8) sm 90], Sync, (6, 0), sm 70, [], row("fence_sc"), "sequentially consistent fence at a scope (.cta, .cluster, .gpu, .sys): an acq_rel fence whose instances also take part in one total order";
    FenceAcquire: "fence.acquire{.scope}" slots [SCOPE], Sync, (8, 6), sm 90, [], row("fence_acquire"), "one-way acquire fence at a scope: orders the thread's earlier reads (those an acquire pattern observes) before its later memory operations";
    FenceRelease: "fence.release{.scope}" slots [SCOPE], Sync, (8, 6), sm 90, [], row("fence_release"), "one-way release fence at a scope: orders the thread's earlier memory operations before its later writes (those a release pattern publishes)";
    FenceAcquireSyncRestrict: "fence.acquire.sync_restrict::shared::cluster.cluster", Sync, (8, 6), sm 90, [], row("fence_acquire_sync_restrict"), "acquire fence at cluster scope restricted to operations on .shared::cluster objects (after a wait on a remote mbarrier)";
    FenceReleaseSyncRestrict: "fence.release.sync_restrict::shared::cta.cluster", Sync, (8, 6), sm 90, [], row("fence_release_sync_restrict"), "release fence at cluster scope restricted to operations on this CTA's .shared::cta objects (before a remote arrive)";
    FenceAliasReadRelease: "fence.alias.sync_restrict::read.release.sys", Sync, (9, 5), sm 90, [], row("fence_alias_read_release"), "release fence at system scope between the thread's earlier reads and later writes through different virtual addresses of the same memory (aliases)";
    BarrierClusterArrive: "barrier.cluster.arrive{.sem}{.aligned}" slots [Slot::Of(&[Mod::None, Mod::Release, Mod::Relaxed]), Slot::Of(&[Mod::None, Mod::Aligned])] gates [0: Release => (8, 0) sm 90, 0: Relaxed => (8, 0) sm 90], Sync, (7, 8), sm 90, [], row("barrier_cluster_arrive_with"), "arrive at the cluster barrier";
    BarrierClusterWait: "barrier.cluster.wait{.acquire}{.aligned}" slots [Slot::Of(&[Mod::None, Mod::Acquire]), Slot::Of(&[Mod::None, Mod::Aligned])] gates [0: Acquire => (8, 0) sm 90], Sync, (7, 8), sm 90, [], row("barrier_cluster_wait_with"), "wait at the cluster barrier";
    // ---- warp-level --------------------------------------------------------------------------
    ShflSync: "shfl.sync{.mode}{.type}" slots [Slot::Of(&[Mod::Up, Mod::Down, Mod::Bfly, Mod::Idx]), Slot::Ty(Types(Types::U32.0 | Types::S32.0 | Types::F32.0), TyStyle::Bits)] imms [ImmRule::named("shfl's segment mask and clamp")] bound "B32", Warp, (6, 0), sm 30, [D, A, Src(U32), Imm(0, 0x1f1f), Src(U32)], row("shfl_sync"), "read a lane's register: lane - b (.up), lane + b (.down), lane ^ b (.bfly) or lane b (.idx); n (PTX's c) packs the segment mask and the clamp (0x1f: the whole warp, up clamped at lane 0), c is the mask of the member lanes";
    VoteSync: "vote.sync{.mode}.pred" slots [Slot::Of(&[Mod::All, Mod::Any, Mod::Uni])], Warp, (6, 0), sm 30, [DPred, Pred, Src(U32)], row("vote_sync"), "p = every member lane's predicate is true (.all), some is (.any), or all are the same (.uni)";
    VoteSyncBallot: "vote.sync.ballot.b32", Warp, (6, 0), sm 30, [DReg(U32), Pred, Src(U32)], row("vote_ballot"), "d = the member lanes' predicates as a bit mask";
    Activemask: "activemask.b32", Warp, (6, 2), sm 30, [DReg(U32)], row("activemask"), "d = mask of the warp's active lanes";
    // ---- asynchronous copy -------------------------------------------------------------------
    CpAsyncCa: "cp.async.ca.shared.global" imms [ImmRule::choice("cp.async.ca's byte count", "CpSize")] addrs [CP_ASYNC_CA_DST, CP_ASYNC_CA_SRC], Async, (7, 0), sm 80, [Addr(SC, Width::Either), Addr(GL, Width::W64), Imm(4, 16)], row("cp_async_ca"), "copy 4, 8 or 16 bytes from .global to .shared asynchronously, cached in L1";
    CpAsyncCg: "cp.async.cg.shared.global" addrs [CP_ASYNC_DST, CP_ASYNC_SRC], Async, (7, 0), sm 80, [Addr(SC, Width::Either), Addr(GL, Width::W64), Imm(16, 16)], row("cp_async_cg"), "copy 16 bytes from .global to .shared asynchronously, bypassing L1";
    CpAsyncCommitGroup: "cp.async.commit_group", Async, (7, 0), sm 80, [], row("cp_async_commit_group"), "close the group of outstanding cp.async operations";
    CpAsyncWaitGroup: "cp.async.wait_group" imms [ImmRule::named("cp.async.wait_group's count")], Async, (7, 0), sm 80, [Imm(0, 7)], row("cp_async_wait_group"), "wait until at most N groups are pending";
    CpAsyncWaitAll: "cp.async.wait_all", Async, (7, 0), sm 80, [], row("cp_async_wait_all"), "wait for every cp.async of the thread";
    // ---- clusters ------------------------------------------------------------------------------
    MapaShared: "mapa.shared::cluster{.type}" slots [ADDR_TY], Cluster, (7, 8), sm 90, [DAddr(SCL, Width::Either), Addr(SCL, Width::Either), Src(U32)], Custom, "the address of the same shared variable in another CTA of the cluster";
    MapaGeneric: "mapa.u64", Cluster, (7, 8), sm 90, [DAddr(G, Width::W64), Addr(G, Width::W64), Src(U32)], Custom, "the generic address of the same shared location in another CTA of the cluster";
    // ---- tensor cores ----------------------------------------------------------------------------
    CvtRnaTf32: "cvt.rna.tf32.f32", TensorCore, (7, 0), sm 80, [DReg(Types::TF32), Src(Types::F32)], row("cvt_rna_tf32"), "d = a rounded to TensorFloat-32 (nearest, ties away from zero): the operand of mma/wgmma .tf32";
    MmaM16n8k16F32F16: "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32", TensorCore, (7, 0), sm 80, [DFrag(Types::F32, 4), Frag(Types::F16X2, 4), Frag(Types::F16X2, 2), Frag(Types::F32, 4)], MMA, "warp MMA 16x8x16: D (f32) = A (f16, row) * B (f16, col) + C";
    MmaM16n8k16F16F16: "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16", TensorCore, (7, 0), sm 80, [DFrag(Types::F16X2, 2), Frag(Types::F16X2, 4), Frag(Types::F16X2, 2), Frag(Types::F16X2, 2)], MMA, "warp MMA 16x8x16: D (f16) = A (f16, row) * B (f16, col) + C";
    MmaM16n8k16F32Bf16: "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32", TensorCore, (7, 0), sm 80, [DFrag(Types::F32, 4), Frag(Types::BF16X2, 4), Frag(Types::BF16X2, 2), Frag(Types::F32, 4)], MMA, "warp MMA 16x8x16: D (f32) = A (bf16, row) * B (bf16, col) + C";
    MmaM16n8k8F32Tf32: "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32", TensorCore, (7, 0), sm 80, [DFrag(Types::F32, 4), Frag(Types::TF32, 4), Frag(Types::TF32, 2), Frag(Types::F32, 4)], MMA, "warp MMA 16x8x8: D (f32) = A (tf32, row) * B (tf32, col) + C";
    MmaM16n8k32S32Int8: "mma.sync.aligned.m16n8k32.row.col.s32{.atype}{.btype}.s32" slots [MMA_INT8, MMA_INT8], TensorCore, (7, 0), sm 80, [DFrag(Types::S32, 4), Frag(Types::INT8X4, 4), Frag(Types::INT8X4, 2), Frag(Types::S32, 4)], MMA, "warp MMA 16x8x32: D (s32) = A (s8/u8, row) * B (s8/u8, col) + C";
    MmaM16n8k32F32F8: "mma.sync.aligned.m16n8k32.row.col.f32{.atype}{.btype}.f32" slots [FP8, FP8], TensorCore, (8, 4), sm 89, [DFrag(Types::F32, 4), Frag(Types::FP8X4, 4), Frag(Types::FP8X4, 2), Frag(Types::F32, 4)], MMA, "warp MMA 16x8x32: D (f32) = A (e4m3/e5m2, row) * B (e4m3/e5m2, col) + C";
    Ldmatrix: "ldmatrix.sync.aligned.m8n8{.num}{.trans}{.space}.b16" slots [MATRIX_NUM, Slot::Of(&[Mod::None, Mod::Trans]), MATRIX_SPACE] gates [2: SharedCta => (7, 8) sm 75], TensorCore, (6, 5), sm 75, [DFrag(MATRIX, 0), Addr(SC, Width::Either)], Custom, "load one, two or four 8x8 matrices of 16-bit elements from .shared::cta into a warp's fragment, one register per matrix (each lane gives one row address; .trans: each matrix transposed)";
    Stmatrix: "stmatrix.sync.aligned.m8n8{.num}{.trans}{.space}.b16" slots [MATRIX_NUM, Slot::Of(&[Mod::None, Mod::Trans]), MATRIX_SPACE], TensorCore, (7, 8), sm 90, [Addr(SC, Width::Either), Frag(MATRIX, 0)], Custom, "store a warp's fragment as one, two or four 8x8 matrices of 16-bit elements to .shared::cta, one register per matrix (.trans: each matrix transposed)";
    WgmmaFence: "wgmma.fence.sync.aligned", TensorCore, (8, 0), sm 90 arch [90], [], row("wgmma_fence"), "order earlier register accesses of the warpgroup before wgmma.mma_async reads or writes them";
    WgmmaCommitGroup: "wgmma.commit_group.sync.aligned", TensorCore, (8, 0), sm 90 arch [90], [], row("wgmma_commit_group"), "close the group of outstanding wgmma.mma_async operations";
    WgmmaWaitGroup: "wgmma.wait_group.sync.aligned" imms [ImmRule::named("wgmma.wait_group's count")], TensorCore, (8, 0), sm 90 arch [90], [Imm(0, 255)], row("wgmma_wait_group"), "wait until at most N wgmma groups are pending (then their accumulators may be read)";
    WgmmaF16: "wgmma.mma_async.sync.aligned.m64n{n}k16{.dtype}.f16.f16" slots [WGMMA_N, WGMMA_D], TensorCore, (8, 0), sm 90 arch [90], [AccFrag(ACC16, 0), Desc, Desc, Pred, Imm(-1, 1), Imm(-1, 1), Imm(0, 1), Imm(0, 1)], WGMMA, "warpgroup MMA m64nNk16: D (f32/f16) = A (f16, descriptor) * B (f16, descriptor) + D";
    WgmmaF16Reg: "wgmma.mma_async.sync.aligned.m64n{n}k16{.dtype}.f16.f16" slots [WGMMA_N, WGMMA_D], TensorCore, (8, 0), sm 90 arch [90], [AccFrag(ACC16, 0), Frag(Types::F16X2, 4), Desc, Pred, Imm(-1, 1), Imm(-1, 1), Imm(0, 1)], WGMMA, "warpgroup MMA m64nNk16: D (f32/f16) = A (f16, registers) * B (f16, descriptor) + D";
    WgmmaBf16: "wgmma.mma_async.sync.aligned.m64n{n}k16.f32.bf16.bf16" slots [WGMMA_N], TensorCore, (8, 0), sm 90 arch [90], [AccFrag(Types::F32, 0), Desc, Desc, Pred, Imm(-1, 1), Imm(-1, 1), Imm(0, 1), Imm(0, 1)], WGMMA, "warpgroup MMA m64nNk16: D (f32) = A (bf16, descriptor) * B (bf16, descriptor) + D";
    WgmmaBf16Reg: "wgmma.mma_async.sync.aligned.m64n{n}k16.f32.bf16.bf16" slots [WGMMA_N], TensorCore, (8, 0), sm 90 arch [90], [AccFrag(Types::F32, 0), Frag(Types::BF16X2, 4), Desc, Pred, Imm(-1, 1), Imm(-1, 1), Imm(0, 1)], WGMMA, "warpgroup MMA m64nNk16: D (f32) = A (bf16, registers) * B (bf16, descriptor) + D";
    WgmmaTf32: "wgmma.mma_async.sync.aligned.m64n{n}k8.f32.tf32.tf32" slots [WGMMA_N], TensorCore, (8, 0), sm 90 arch [90], [AccFrag(Types::F32, 0), Desc, Desc, Pred, Imm(-1, 1), Imm(-1, 1)], WGMMA, "warpgroup MMA m64nNk8: D (f32) = A (tf32, descriptor) * B (tf32, descriptor) + D";
    WgmmaTf32Reg: "wgmma.mma_async.sync.aligned.m64n{n}k8.f32.tf32.tf32" slots [WGMMA_N], TensorCore, (8, 0), sm 90 arch [90], [AccFrag(Types::F32, 0), Frag(Types::TF32, 4), Desc, Pred, Imm(-1, 1), Imm(-1, 1)], WGMMA, "warpgroup MMA m64nNk8: D (f32) = A (tf32, registers) * B (tf32, descriptor) + D";
    WgmmaF8: "wgmma.mma_async.sync.aligned.m64n{n}k32{.dtype}{.atype}{.btype}" slots [WGMMA_N, WGMMA_D, FP8, FP8], TensorCore, (8, 0), sm 90 arch [90], [AccFrag(ACC16, 0), Desc, Desc, Pred, Imm(-1, 1), Imm(-1, 1)], WGMMA, "warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, descriptor) * B (e4m3/e5m2, descriptor) + D";
    WgmmaF8Reg: "wgmma.mma_async.sync.aligned.m64n{n}k32{.dtype}{.atype}{.btype}" slots [WGMMA_N, WGMMA_D, FP8, FP8], TensorCore, (8, 0), sm 90 arch [90], [AccFrag(ACC16, 0), Frag(Types::FP8X4, 4), Desc, Pred, Imm(-1, 1), Imm(-1, 1)], WGMMA, "warpgroup MMA m64nNk32: D (f32/f16) = A (e4m3/e5m2, registers) * B (e4m3/e5m2, descriptor) + D";
    // ---- Blackwell tensor memory (tcgen05) ------------------------------------------
    Tcgen05Alloc: "tcgen05.alloc{.cta_group}.sync.aligned.shared::cta.b32" slots [CTA_GROUP], TensorCore, (8, 6), sm 100 family [100, 103, 110], [Addr(SC, Width::Either), Src(U32)], Custom, "allocate nCols columns of tensor memory (a power of two from 32 to 512) and write their address to the .shared::cta word at dst (one whole warp; .cta_group::2: one warp of each of the two peer CTAs)";
    Tcgen05Dealloc: "tcgen05.dealloc{.cta_group}.sync.aligned.b32" slots [CTA_GROUP], TensorCore, (8, 6), sm 100 family [100, 103, 110], [Src(Types::TMEM), Src(U32)], Custom, "free the nCols columns of tensor memory at taddr (the warp that allocated them, after every tcgen05 operation on them)";
    Tcgen05Relinquish: "tcgen05.relinquish_alloc_permit{.cta_group}.sync.aligned" slots [CTA_GROUP], TensorCore, (8, 6), sm 100 family [100, 103, 110], [], Custom, "give up the CTA's right to allocate tensor memory (after its last tcgen05.alloc), so that other CTAs on the SM may allocate";
    Tcgen05FenceBefore: "tcgen05.fence::before_thread_sync", TensorCore, (8, 6), sm 100 family [100, 103, 110], [], row("tcgen05_fence_before_thread_sync"), "order the thread's earlier tcgen05 operations before a following thread synchronization (bar.sync, an mbarrier arrive)";
    Tcgen05FenceAfter: "tcgen05.fence::after_thread_sync", TensorCore, (8, 6), sm 100 family [100, 103, 110], [], row("tcgen05_fence_after_thread_sync"), "order the thread's later tcgen05 operations after a preceding thread synchronization (bar.sync, an mbarrier wait)";
    Tcgen05WaitLd: "tcgen05.wait::ld.sync.aligned", TensorCore, (8, 6), sm 100 family [100, 103, 110], [], row("tcgen05_wait_ld"), "wait until the warp's earlier tcgen05.ld have completed (then their destination registers may be read)";
    Tcgen05WaitSt: "tcgen05.wait::st.sync.aligned", TensorCore, (8, 6), sm 100 family [100, 103, 110], [], row("tcgen05_wait_st"), "wait until the warp's earlier tcgen05.st have completed (then their source registers may be written)";
    Tcgen05Ld: "tcgen05.ld.sync.aligned{.shape}{.num}{.pack}.b32" slots [TMEM_SHAPE, TMEM_NUM, Slot::Of(&[Mod::None, Mod::Pack16b])] combos [0: [Lanes16x128b] => 1: [X1, X2, X4, X8, X16, X32, X64], 0: [Lanes16x256b] => 1: [X1, X2, X4, X8, X16, X32]], TensorCore, (8, 6), sm 100 family [100, 103, 110], [DFrag(Types::B32, 0), Tmem], Custom, "load the warp's lanes of tensor memory at taddr into registers, asynchronously (read them after tcgen05.wait::ld); .pack::16b packs two adjacent 16-bit columns into one register";
    Tcgen05St: "tcgen05.st.sync.aligned{.shape}{.num}{.unpack}.b32" slots [TMEM_SHAPE, TMEM_NUM, Slot::Of(&[Mod::None, Mod::Unpack16b])] combos [0: [Lanes16x128b] => 1: [X1, X2, X4, X8, X16, X32, X64], 0: [Lanes16x256b] => 1: [X1, X2, X4, X8, X16, X32]], TensorCore, (8, 6), sm 100 family [100, 103, 110], [Tmem, Frag(Types::B32, 0)], Custom, "store registers into the warp's lanes of tensor memory at taddr, asynchronously (write them again after tcgen05.wait::st); .unpack::16b spreads each register over two 16-bit columns";
    Tcgen05LdSplit: "tcgen05.ld.sync.aligned.16x32bx2{.num}{.pack}.b32" slots [TMEM_NUM, Slot::Of(&[Mod::None, Mod::Pack16b])], TensorCore, (8, 6), sm 100 family [100, 103, 110], [DFrag(Types::B32, 0), Tmem, Imm(0, 511)], Custom, "load 16 of the warp's lanes of tensor memory in two halves, asynchronously: threads 0-15 from the columns at taddr, threads 16-31 from immHalfSplitoff columns on (read them after tcgen05.wait::ld)";
    Tcgen05StSplit: "tcgen05.st.sync.aligned.16x32bx2{.num}{.unpack}.b32" slots [TMEM_NUM, Slot::Of(&[Mod::None, Mod::Unpack16b])], TensorCore, (8, 6), sm 100 family [100, 103, 110], [Tmem, Imm(0, 511), Frag(Types::B32, 0)], Custom, "store registers into 16 of the warp's lanes of tensor memory in two halves, asynchronously: threads 0-15 to the columns at taddr, threads 16-31 immHalfSplitoff columns on (write them again after tcgen05.wait::st)";
    Tcgen05Cp: "tcgen05.cp{.cta_group}{.shape}{.format}" slots [CTA_GROUP, CP_SHAPE, CP_FORMAT], TensorCore, (8, 6), sm 100 family [100, 103, 110], [Tmem, Desc], Custom, "copy the matrix the descriptor names from shared memory into tensor memory at taddr, asynchronously (tracked by tcgen05.commit), multicast over warps for the 64- and 32-row shapes, and optionally decompressing 6- or 4-bit elements into 8-bit ones";
    Tcgen05LdRed: "tcgen05.ld.red.sync.aligned.32x32b{.num}{.type}{.op}{.abs}" slots [TMEM_NUM_RED, TMEM_RED_T, TMEM_RED_OP, Slot::Of(&[Mod::None, Mod::Abs])] combos [3: [Abs] => 1: [F32]], TensorCore, (8, 8), sm 103 family [103, 110], [DFrag(Types::B32, 0), D, Tmem], Custom, "load the warp's 32 lanes of tensor memory at taddr into registers, asynchronously, and into redval the minimum or maximum of each thread's loaded values (of their absolute values with .abs, f32 only); read them after tcgen05.wait::ld";
    Tcgen05LdRedSplit: "tcgen05.ld.red.sync.aligned.16x32bx2{.num}{.type}{.op}{.abs}" slots [TMEM_NUM_RED, TMEM_RED_T, TMEM_RED_OP, Slot::Of(&[Mod::None, Mod::Abs])] combos [3: [Abs] => 1: [F32]], TensorCore, (8, 8), sm 103 family [103, 110], [DFrag(Types::B32, 0), D, Tmem, Imm(0, 511)], Custom, "load 16 of the warp's lanes of tensor memory in two halves (threads 16-31 immHalfSplitoff columns on), asynchronously, and into redval the minimum or maximum of each thread's loaded values (of their absolute values with .abs, f32 only)";
    Tcgen05Commit: "tcgen05.commit{.cta_group}.mbarrier::arrive::one.shared::cluster.b64" slots [CTA_GROUP] addrs [COMMIT_BAR], TensorCore, (8, 6), sm 100 family [100, 103, 110], [Addr(SCL, Width::Either)], row("tcgen05_commit"), "one arrive on the mbarrier at bar once the thread's earlier asynchronous tcgen05 operations (mma, cp, shift) have completed";
    Tcgen05CommitMulticast: "tcgen05.commit{.cta_group}.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64" slots [CTA_GROUP] addrs [COMMIT_BAR], TensorCore, (8, 6), sm 100 family [100, 103, 110], [Addr(SCL, Width::Either), Src(Types::U16)], row("tcgen05_commit_multicast"), "one arrive on the mbarrier at bar's offset in every CTA of the 16-bit cluster mask once the thread's earlier asynchronous tcgen05 operations have completed";
    Tcgen05Shift: "tcgen05.shift{.cta_group}.down" slots [CTA_GROUP], TensorCore, (8, 6), sm 100 arch [100, 103, 110], [Tmem], Custom, "shift the 32-byte rows of the tensor-memory matrix at taddr down by one lane, asynchronously";
    Tcgen05Mma: "tcgen05.mma{.cta_group}{.kind}" slots [CTA_GROUP, UMMA_KIND] gates [1: KindI8 => (8, 6) sm 100 arch [100, 110]], TensorCore, (8, 6), sm 100 family [100, 103, 110], [Tmem, Desc, Desc, Src(U32), Pred], Custom, "D (tensor memory) = A (shared memory, descriptor) * B (shared memory, descriptor) + D (if the predicate is true), asynchronously; the 32-bit instruction descriptor gives M, N, the types and the majors";
    Tcgen05MmaTmemA: "tcgen05.mma{.cta_group}{.kind}" slots [CTA_GROUP, UMMA_KIND] gates [1: KindI8 => (8, 6) sm 100 arch [100, 110]], TensorCore, (8, 6), sm 100 family [100, 103, 110], [Tmem, Tmem, Desc, Src(U32), Pred], Custom, "D (tensor memory) = A (tensor memory) * B (shared memory, descriptor) + D (if the predicate is true), asynchronously; the 32-bit instruction descriptor gives M, N, the types and the majors";
    Tcgen05MmaLanes: "tcgen05.mma{.cta_group}{.kind}" slots [CTA_GROUP, UMMA_KIND] gates [1: KindI8 => (8, 6) sm 100 arch [100, 110]], TensorCore, (8, 6), sm 100 family [100, 103, 110], [Tmem, Desc, Desc, Src(U32), Frag(Types::B32, 0), Pred], Custom, "D (tensor memory) = A (shared memory, descriptor) * B (shared memory, descriptor) + D (if the predicate is true), asynchronously, but for the lanes of D the disable-output-lane mask sets (4 registers of one CTA's 128 lanes, 8 of a pair's 256)";
    Tcgen05MmaTmemALanes: "tcgen05.mma{.cta_group}{.kind}" slots [CTA_GROUP, UMMA_KIND] gates [1: KindI8 => (8, 6) sm 100 arch [100, 110]], TensorCore, (8, 6), sm 100 family [100, 103, 110], [Tmem, Tmem, Desc, Src(U32), Frag(Types::B32, 0), Pred], Custom, "D (tensor memory) = A (tensor memory) * B (shared memory, descriptor) + D (if the predicate is true), asynchronously, but for the lanes of D the disable-output-lane mask sets (4 registers of one CTA's 128 lanes, 8 of a pair's 256)";
    Tcgen05MmaScaleD: "tcgen05.mma{.cta_group}{.kind}" slots [CTA_GROUP, UMMA_KIND_SCALE_D], TensorCore, (8, 6), sm 100 family [100, 103], [Tmem, Desc, Desc, Src(U32), Pred, Imm(0, 15)], Custom, "D (tensor memory) = A (shared memory, descriptor) * B (shared memory, descriptor) + D · 2^-scale-input-d (if the predicate is true), asynchronously (f16 and tf32 kinds)";
    Tcgen05MmaTmemAScaleD: "tcgen05.mma{.cta_group}{.kind}" slots [CTA_GROUP, UMMA_KIND_SCALE_D], TensorCore, (8, 6), sm 100 family [100, 103], [Tmem, Tmem, Desc, Src(U32), Pred, Imm(0, 15)], Custom, "D (tensor memory) = A (tensor memory) * B (shared memory, descriptor) + D · 2^-scale-input-d (if the predicate is true), asynchronously (f16 and tf32 kinds)";
    Tcgen05MmaLanesScaleD: "tcgen05.mma{.cta_group}{.kind}" slots [CTA_GROUP, UMMA_KIND_SCALE_D], TensorCore, (8, 6), sm 100 family [100, 103], [Tmem, Desc, Desc, Src(U32), Frag(Types::B32, 0), Pred, Imm(0, 15)], Custom, "D (tensor memory) = A (shared memory, descriptor) * B (shared memory, descriptor) + D · 2^-scale-input-d (if the predicate is true), asynchronously, but for the lanes the disable-output-lane mask sets";
    Tcgen05MmaTmemALanesScaleD: "tcgen05.mma{.cta_group}{.kind}" slots [CTA_GROUP, UMMA_KIND_SCALE_D], TensorCore, (8, 6), sm 100 family [100, 103], [Tmem, Tmem, Desc, Src(U32), Frag(Types::B32, 0), Pred, Imm(0, 15)], Custom, "D (tensor memory) = A (tensor memory) * B (shared memory, descriptor) + D · 2^-scale-input-d (if the predicate is true), asynchronously, but for the lanes the disable-output-lane mask sets";
    Tcgen05MmaWs: "tcgen05.mma.ws.cta_group::1{.kind}{.collector}" slots [UMMA_KIND, WS_COLLECTOR] gates [0: KindI8 => (8, 6) sm 100 arch [100, 110]], TensorCore, (8, 6), sm 100 family [100, 103, 110], [Tmem, Desc, Desc, Src(U32), Pred], Custom, "weight-stationary UMMA: D (tensor memory) = A (shared memory, descriptor) * B (shared memory, descriptor) + D (if the predicate is true), asynchronously, B kept in (or read from) a collector buffer";
    Tcgen05MmaWsTmemA: "tcgen05.mma.ws.cta_group::1{.kind}{.collector}" slots [UMMA_KIND, WS_COLLECTOR] gates [0: KindI8 => (8, 6) sm 100 arch [100, 110]], TensorCore, (8, 6), sm 100 family [100, 103, 110], [Tmem, Tmem, Desc, Src(U32), Pred], Custom, "weight-stationary UMMA: D (tensor memory) = A (tensor memory) * B (shared memory, descriptor) + D (if the predicate is true), asynchronously, B kept in (or read from) a collector buffer";
    Tcgen05MmaWsZeroCols: "tcgen05.mma.ws.cta_group::1{.kind}{.collector}" slots [UMMA_KIND, WS_COLLECTOR] gates [0: KindI8 => (8, 6) sm 100 arch [100, 110]], TensorCore, (8, 6), sm 100 family [100, 103, 110], [Tmem, Desc, Desc, Src(U32), Pred, Src(U64)], Custom, "weight-stationary UMMA with a zero-column mask descriptor (the columns of B it marks count as zeros): D (tensor memory) = A (shared memory, descriptor) * B (shared memory, descriptor) + D (if the predicate is true)";
    Tcgen05MmaWsTmemAZeroCols: "tcgen05.mma.ws.cta_group::1{.kind}{.collector}" slots [UMMA_KIND, WS_COLLECTOR] gates [0: KindI8 => (8, 6) sm 100 arch [100, 110]], TensorCore, (8, 6), sm 100 family [100, 103, 110], [Tmem, Tmem, Desc, Src(U32), Pred, Src(U64)], Custom, "weight-stationary UMMA with a zero-column mask descriptor (the columns of B it marks count as zeros): D (tensor memory) = A (tensor memory) * B (shared memory, descriptor) + D (if the predicate is true)";
    // ---- fences and proxies (issue 8) ------------------------------------------------------------
    FenceProxyAsync: "fence.proxy.async", Sync, (8, 0), sm 90, [], row("fence_proxy_async"), "bidirectional fence between the generic proxy and the async proxy (TMA, bulk copies, wgmma operands), every state space";
    FenceProxyAsyncSpace: "fence.proxy.async{.space}" slots [Slot::Of(&[Mod::SharedCta, Mod::SharedCluster, Mod::Global])], Sync, (8, 0), sm 90, [], row("fence_proxy_async_space"), "generic/async proxy fence for one state space (.shared::cta, .shared::cluster, .global)";
    FenceProxyAsyncGenericAcquire: "fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster", Sync, (8, 6), sm 90, [], row("fence_proxy_async_generic_acquire"), "one-way proxy fence: the async proxy's earlier writes to .shared::cluster objects become visible to the thread's later generic-proxy accesses, at cluster scope";
    FenceProxyAsyncGenericRelease: "fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster", Sync, (8, 6), sm 90, [], row("fence_proxy_async_generic_release"), "one-way proxy fence: the thread's earlier generic-proxy accesses of .shared::cta objects are ordered before later async-proxy operations on them, at cluster scope";
    FenceProxyAsyncGenericReleaseRead: "fence.proxy.async::generic.release.sync_restrict::shared::cluster::read{.scope}" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])], Sync, (9, 4), sm 90, [], row("fence_proxy_async_generic_release_read"), "one-way proxy fence restricted to the thread's earlier generic-proxy reads of .shared::cluster objects, ordered before later async-proxy writes to them, at a scope (.cta, .cluster)";
    FenceProxyAlias: "fence.proxy.alias", Sync, (7, 5), sm 70, [], row("fence_proxy_alias"), "bidirectional fence between accesses through different virtual addresses (aliases) of the same memory";
    FenceProxyAliasSys: "fence.proxy.alias{.sem}.sys" slots [Slot::Of(&[Mod::Acquire, Mod::Release])], Sync, (9, 4), sm 90, [], row("fence_proxy_alias_sys"), "one-way alias fence at system scope (.acquire, .release)";
    FenceMbarrierInit: "fence.mbarrier_init.release.cluster", Sync, (8, 0), sm 90, [], row("fence_mbarrier_init"), "release the preceding mbarrier.init of the thread to the cluster (before remote arrives or TMA multicast use them)";
    FenceProxyTensormapRelease: "fence.proxy.tensormap::generic.release{.scope}" slots [SCOPE], Sync, (8, 3), sm 90, [], row("fence_proxy_tensormap_release"), "release the thread's generic-proxy writes of tensor maps to the tensormap proxy, at a scope (.cta, .cluster, .gpu, .sys)";
    FenceProxyTensormapAcquire: "fence.proxy.tensormap::generic.acquire{.scope}" slots [SCOPE] addrs [TENSORMAP_GENERIC], Sync, (8, 3), sm 90, [Addr(G, Width::W64), Imm(128, 128)], row("fence_proxy_tensormap_acquire"), "acquire the 128-byte tensor map at a generic address for the tensormap proxy, at a scope (.cta, .cluster, .gpu, .sys)";
    // ---- memory-ordering qualifiers (issue 8): the space and type follow the scope -----------
    LdOrdered: "ld{.sem}{.scope}{.space}{.type}" slots [Slot::Of(&[Mod::Relaxed, Mod::Acquire]), SCOPE, SPACE_ATOM, MEM_T] gates [1: Cluster => (7, 8) sm 90, 2: SharedCta => (7, 8) sm 20, 2: SharedCluster => (7, 8) sm 90, 3: B128 => (8, 3) sm 70], Data, (6, 0), sm 70, [D, Addr(G, Width::W64)], Custom, "strong load with memory-order semantics (.relaxed, .acquire) at a scope; the address is generic, .global, .shared::cta or .shared::cluster (.shared::cluster needs sm_90)";
    StOrdered: "st{.sem}{.scope}{.space}{.type}" slots [Slot::Of(&[Mod::Relaxed, Mod::Release]), SCOPE, SPACE_ATOM, MEM_T] gates [1: Cluster => (7, 8) sm 90, 2: SharedCta => (7, 8) sm 20, 2: SharedCluster => (7, 8) sm 90, 3: B128 => (8, 3) sm 70], Data, (6, 0), sm 70, [Addr(G, Width::W64), A], Custom, "strong store with memory-order semantics (.relaxed, .release) at a scope; the address is generic, .global, .shared::cta or .shared::cluster (.shared::cluster needs sm_90)";
    AtomOrdered: "atom{.sem}{.scope}{.space}{.op}{.type}" slots [Slot::Of(&[Mod::Relaxed, Mod::Acquire, Mod::Release, Mod::AcqRel]), SCOPE, SPACE_ATOM, ATOM_OP, SCALAR_ATOM_T] gates [1: Cluster => (7, 8) sm 90, 2: SharedCta => (7, 8) sm 20, 2: SharedCluster => (7, 8) sm 90], Atomic, (6, 0), sm 70, [D, Addr(G, Width::W64), A], Custom, "atomic read-modify-write (and cas) with memory-order semantics (.relaxed, .acquire, .release, .acq_rel) at a scope; the address is generic, .global, .shared::cta or .shared::cluster";
    RedOrdered: "red{.sem}{.scope}{.space}{.op}{.type}" slots [Slot::Of(&[Mod::Relaxed, Mod::Release]), SCOPE, SPACE_ATOM, RED_OP, SCALAR_ATOM_T] gates [1: Cluster => (7, 8) sm 90, 2: SharedCta => (7, 8) sm 20, 2: SharedCluster => (7, 8) sm 90], Atomic, (6, 0), sm 70, [Addr(G, Width::W64), A], Custom, "reduction with memory-order semantics (.relaxed, .release) at a scope; the address is generic, .global, .shared::cta or .shared::cluster";
    // ---- mbarrier ------------------------------------------------------------------------------------
    MbarrierInit: "mbarrier.init.shared.b64" limits [1: (1, MBAR_MAX) "an mbarrier arrival count"], Mbarrier, (7, 0), sm 80, [Addr(SC, Width::Either), Src(U32)], row("mbarrier_init"), "initialise an mbarrier in .shared::cta with an expected arrival count";
    MbarrierInitGeneric: "mbarrier.init.b64" limits [1: (1, MBAR_MAX) "an mbarrier arrival count"], Mbarrier, (7, 0), sm 80, [Addr(G, Width::W64), Src(U32)], row("mbarrier_init"), "initialise an mbarrier through a generic address of .shared::cta";
    MbarrierInval: "mbarrier.inval.shared.b64", Mbarrier, (7, 0), sm 80, [Addr(SC, Width::Either)], row("mbarrier_inval"), "invalidate an mbarrier in .shared::cta (before reusing its memory)";
    MbarrierInvalGeneric: "mbarrier.inval.b64", Mbarrier, (7, 0), sm 80, [Addr(G, Width::W64)], row("mbarrier_inval"), "invalidate an mbarrier through a generic address of .shared::cta";
    MbarrierArrive: "mbarrier.arrive.shared.b64", Mbarrier, (7, 0), sm 80, [DReg(B64), Addr(SC, Width::Either)], row("mbarrier_arrive"), "arrive on an mbarrier in .shared::cta; d = the state token of the current phase";
    MbarrierArriveGeneric: "mbarrier.arrive.b64", Mbarrier, (7, 0), sm 80, [DReg(B64), Addr(G, Width::W64)], row("mbarrier_arrive"), "arrive on an mbarrier through a generic address of .shared::cta; d = the state token";
    MbarrierArriveExpectTx: "mbarrier.arrive.expect_tx.shared::cta.b64" limits [2: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 0), sm 90, [DReg(B64), Addr(SC, Width::Either), Src(U32)], row("mbarrier_arrive_expect_tx"), "expect tx bytes of asynchronous transactions, then arrive; d = the state token";
    MbarrierArriveExpectTxGeneric: "mbarrier.arrive.expect_tx.b64" limits [2: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 0), sm 90, [DReg(B64), Addr(G, Width::W64), Src(U32)], row("mbarrier_arrive_expect_tx"), "expect tx bytes and arrive, through a generic address of .shared::cta";
    MbarrierExpectTx: "mbarrier.expect_tx.shared::cta.b64" limits [1: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 0), sm 90, [Addr(SC, Width::Either), Src(U32)], row("mbarrier_expect_tx"), "raise the pending transaction count of the current phase by tx bytes";
    MbarrierExpectTxGeneric: "mbarrier.expect_tx.b64" limits [1: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 0), sm 90, [Addr(G, Width::W64), Src(U32)], row("mbarrier_expect_tx"), "expect tx bytes, through a generic address of .shared::cta";
    MbarrierCompleteTx: "mbarrier.complete_tx.shared::cta.b64" limits [1: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 0), sm 90, [Addr(SC, Width::Either), Src(U32)], row("mbarrier_complete_tx"), "complete tx bytes of the current phase's pending transactions";
    MbarrierCompleteTxGeneric: "mbarrier.complete_tx.b64" limits [1: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 0), sm 90, [Addr(G, Width::W64), Src(U32)], row("mbarrier_complete_tx"), "complete tx bytes, through a generic address of .shared::cta";
    MbarrierTestWait: "mbarrier.test_wait.shared.b64", Mbarrier, (7, 0), sm 80, [DPred, Addr(SC, Width::Either), Src(B64)], row("mbarrier_test_wait"), "p = the phase of the state token has completed (does not block)";
    MbarrierTestWaitGeneric: "mbarrier.test_wait.b64", Mbarrier, (7, 0), sm 80, [DPred, Addr(G, Width::W64), Src(B64)], row("mbarrier_test_wait"), "test_wait through a generic address of .shared::cta";
    MbarrierTestWaitParity: "mbarrier.test_wait.parity.shared.b64" limits [2: (0, 1) "an mbarrier phase parity"], Mbarrier, (7, 1), sm 80, [DPred, Addr(SC, Width::Either), Src(U32)], row("mbarrier_test_wait_parity"), "p = the phase of this parity (0 even, 1 odd) has completed (does not block)";
    MbarrierTestWaitParityGeneric: "mbarrier.test_wait.parity.b64" limits [2: (0, 1) "an mbarrier phase parity"], Mbarrier, (7, 1), sm 80, [DPred, Addr(G, Width::W64), Src(U32)], row("mbarrier_test_wait_parity"), "test_wait.parity through a generic address of .shared::cta";
    MbarrierTryWait: "mbarrier.try_wait.shared::cta.b64", Mbarrier, (7, 8), sm 90, [DPred, Addr(SC, Width::Either), Src(B64)], row("mbarrier_try_wait"), "p = the phase of the state token has completed (may suspend the thread for a while first)";
    MbarrierTryWaitGeneric: "mbarrier.try_wait.b64", Mbarrier, (7, 8), sm 90, [DPred, Addr(G, Width::W64), Src(B64)], row("mbarrier_try_wait"), "try_wait through a generic address of .shared::cta";
    MbarrierTryWaitParity: "mbarrier.try_wait.parity.shared::cta.b64" limits [2: (0, 1) "an mbarrier phase parity"], Mbarrier, (7, 8), sm 90, [DPred, Addr(SC, Width::Either), Src(U32)], row("mbarrier_try_wait_parity"), "p = the phase of this parity has completed (may suspend the thread for a while first)";
    MbarrierTryWaitParityGeneric: "mbarrier.try_wait.parity.b64" limits [2: (0, 1) "an mbarrier phase parity"], Mbarrier, (7, 8), sm 90, [DPred, Addr(G, Width::W64), Src(U32)], row("mbarrier_try_wait_parity"), "try_wait.parity through a generic address of .shared::cta";
    MbarrierArriveRelease: "mbarrier.arrive.release{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] gates [0: Cluster => (8, 0) sm 90], Mbarrier, (8, 0), sm 80, [DReg(B64), Addr(SC, Width::Either)], row("mbarrier_arrive_release"), "arrive with release semantics at a scope (.cta, .cluster: sm_90); d = the state token";
    MbarrierArriveExpectTxRelease: "mbarrier.arrive.expect_tx.release{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] limits [2: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 0), sm 90, [DReg(B64), Addr(SC, Width::Either), Src(U32)], row("mbarrier_arrive_expect_tx_release_at"), "expect tx bytes and arrive, release at a scope (.cta, .cluster)";
    MbarrierArriveRemote: "mbarrier.arrive.release.cluster.shared::cluster.b64", Mbarrier, (8, 0), sm 90, [Sink, Addr(SCL, Width::Either)], row("mbarrier_arrive_remote"), "arrive on an mbarrier of any CTA of the cluster (release, cluster scope); no state token";
    MbarrierArriveExpectTxRemote: "mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64" limits [2: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 0), sm 90, [Sink, Addr(SCL, Width::Either), Src(U32)], row("mbarrier_arrive_expect_tx_remote"), "expect tx bytes on, and arrive on, an mbarrier of any CTA of the cluster";
    MbarrierExpectTxRemote: "mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64" limits [1: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 0), sm 90, [Addr(SCL, Width::Either), Src(U32)], row("mbarrier_expect_tx_remote"), "expect tx bytes on an mbarrier of any CTA of the cluster";
    MbarrierCompleteTxRemote: "mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64" limits [1: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 0), sm 90, [Addr(SCL, Width::Either), Src(U32)], row("mbarrier_complete_tx_remote"), "complete tx bytes on an mbarrier of any CTA of the cluster";
    MbarrierArriveDropRemote: "mbarrier.arrive_drop.release.cluster.shared::cluster.b64", Mbarrier, (8, 0), sm 90, [Sink, Addr(SCL, Width::Either)], row("mbarrier_arrive_drop_remote"), "arrive on an mbarrier of any CTA of the cluster and lower its expected count for the following phases";
    MbarrierTestWaitAcquire: "mbarrier.test_wait.acquire{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] gates [0: Cluster => (8, 0) sm 90], Mbarrier, (8, 0), sm 80, [DPred, Addr(SC, Width::Either), Src(B64)], row("mbarrier_test_wait_acquire"), "test_wait with acquire semantics at a scope (.cta, .cluster: sm_90)";
    MbarrierTestWaitParityAcquire: "mbarrier.test_wait.parity.acquire{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] gates [0: Cluster => (8, 0) sm 90] limits [2: (0, 1) "an mbarrier phase parity"], Mbarrier, (8, 0), sm 80, [DPred, Addr(SC, Width::Either), Src(U32)], row("mbarrier_test_wait_parity_acquire"), "test_wait.parity, acquire at a scope (.cta, .cluster: sm_90)";
    MbarrierTryWaitAcquire: "mbarrier.try_wait.acquire{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])], Mbarrier, (8, 0), sm 90, [DPred, Addr(SC, Width::Either), Src(B64)], row("mbarrier_try_wait_acquire"), "try_wait, acquire at a scope (.cta, .cluster)";
    MbarrierTryWaitParityAcquire: "mbarrier.try_wait.parity.acquire{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] limits [2: (0, 1) "an mbarrier phase parity"], Mbarrier, (8, 0), sm 90, [DPred, Addr(SC, Width::Either), Src(U32)], row("mbarrier_try_wait_parity_acquire"), "try_wait.parity, acquire at a scope (.cta, .cluster: a consumer of a cluster-wide pipeline)";
    MbarrierArriveRelaxed: "mbarrier.arrive.relaxed{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])], Mbarrier, (8, 6), sm 90, [DReg(B64), Addr(SC, Width::Either)], row("mbarrier_arrive_relaxed"), "arrive with no memory ordering at a scope (.cta, .cluster): the thread's earlier accesses are not released to the waiters; d = the state token";
    MbarrierArriveExpectTxRelaxed: "mbarrier.arrive.expect_tx.relaxed{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] limits [2: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 6), sm 90, [DReg(B64), Addr(SC, Width::Either), Src(U32)], row("mbarrier_arrive_expect_tx_relaxed"), "expect tx bytes and arrive, with no memory ordering, at a scope (.cta, .cluster); d = the state token";
    MbarrierArriveRelaxedRemote: "mbarrier.arrive.relaxed.cluster.shared::cluster.b64", Mbarrier, (8, 6), sm 90, [Sink, Addr(SCL, Width::Either)], row("mbarrier_arrive_relaxed_remote"), "arrive on an mbarrier of any CTA of the cluster with no memory ordering; no state token";
    MbarrierArriveExpectTxRelaxedRemote: "mbarrier.arrive.expect_tx.relaxed.cluster.shared::cluster.b64" limits [2: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 6), sm 90, [Sink, Addr(SCL, Width::Either), Src(U32)], row("mbarrier_arrive_expect_tx_relaxed_remote"), "expect tx bytes on, and arrive on, an mbarrier of any CTA of the cluster, with no memory ordering";
    MbarrierExpectTxRelaxed: "mbarrier.expect_tx.relaxed{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] limits [1: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 0), sm 90, [Addr(SC, Width::Either), Src(U32)], row("mbarrier_expect_tx_relaxed"), "raise the pending transaction count of the current phase by tx bytes, at a scope (.cta, .cluster)";
    MbarrierCompleteTxRelaxed: "mbarrier.complete_tx.relaxed{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] limits [1: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 0), sm 90, [Addr(SC, Width::Either), Src(U32)], row("mbarrier_complete_tx_relaxed"), "complete tx bytes of the current phase's pending transactions, at a scope (.cta, .cluster)";
    MbarrierTestWaitRelaxed: "mbarrier.test_wait.relaxed{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])], Mbarrier, (8, 6), sm 90, [DPred, Addr(SC, Width::Either), Src(B64)], row("mbarrier_test_wait_relaxed"), "test_wait with no memory ordering at a scope (.cta, .cluster): p = the phase has completed; the arrivers' writes are not acquired";
    MbarrierTestWaitParityRelaxed: "mbarrier.test_wait.parity.relaxed{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] limits [2: (0, 1) "an mbarrier phase parity"], Mbarrier, (8, 6), sm 90, [DPred, Addr(SC, Width::Either), Src(U32)], row("mbarrier_test_wait_parity_relaxed"), "test_wait.parity with no memory ordering at a scope (.cta, .cluster)";
    MbarrierTryWaitRelaxed: "mbarrier.try_wait.relaxed{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])], Mbarrier, (8, 6), sm 90, [DPred, Addr(SC, Width::Either), Src(B64)], row("mbarrier_try_wait_relaxed"), "try_wait with no memory ordering at a scope (.cta, .cluster)";
    MbarrierTryWaitParityRelaxed: "mbarrier.try_wait.parity.relaxed{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] limits [2: (0, 1) "an mbarrier phase parity"], Mbarrier, (8, 6), sm 90, [DPred, Addr(SC, Width::Either), Src(U32)], row("mbarrier_try_wait_parity_relaxed"), "try_wait.parity with no memory ordering at a scope (.cta, .cluster)";
    MbarrierTryWaitHint: "mbarrier.try_wait.shared::cta.b64" limits [3: (0, 4294967295) "a try_wait time limit hint"], Mbarrier, (7, 8), sm 90, [DPred, Addr(SC, Width::Either), Src(B64), Src(U32)], row("mbarrier_try_wait_hint"), "try_wait, suspending the thread for at most about the hint's nanoseconds (the hardware may cap it)";
    MbarrierTryWaitParityHint: "mbarrier.try_wait.parity.shared::cta.b64" limits [2: (0, 1) "an mbarrier phase parity", 3: (0, 4294967295) "a try_wait time limit hint"], Mbarrier, (7, 8), sm 90, [DPred, Addr(SC, Width::Either), Src(U32), Src(U32)], row("mbarrier_try_wait_parity_hint"), "try_wait.parity, suspending the thread for at most about the hint's nanoseconds";
    MbarrierTryWaitAcquireHint: "mbarrier.try_wait.acquire{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] limits [3: (0, 4294967295) "a try_wait time limit hint"], Mbarrier, (8, 0), sm 90, [DPred, Addr(SC, Width::Either), Src(B64), Src(U32)], row("mbarrier_try_wait_acquire_hint"), "try_wait, acquire at a scope (.cta, .cluster), with a time limit hint in nanoseconds";
    MbarrierTryWaitParityAcquireHint: "mbarrier.try_wait.parity.acquire{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] limits [2: (0, 1) "an mbarrier phase parity", 3: (0, 4294967295) "a try_wait time limit hint"], Mbarrier, (8, 0), sm 90, [DPred, Addr(SC, Width::Either), Src(U32), Src(U32)], row("mbarrier_try_wait_parity_acquire_hint"), "try_wait.parity, acquire at a scope (.cta, .cluster), with a time limit hint in nanoseconds";
    MbarrierTryWaitRelaxedHint: "mbarrier.try_wait.relaxed{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] limits [3: (0, 4294967295) "a try_wait time limit hint"], Mbarrier, (8, 6), sm 90, [DPred, Addr(SC, Width::Either), Src(B64), Src(U32)], row("mbarrier_try_wait_relaxed_hint"), "try_wait with no memory ordering at a scope (.cta, .cluster), with a time limit hint in nanoseconds";
    MbarrierTryWaitParityRelaxedHint: "mbarrier.try_wait.parity.relaxed{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] limits [2: (0, 1) "an mbarrier phase parity", 3: (0, 4294967295) "a try_wait time limit hint"], Mbarrier, (8, 6), sm 90, [DPred, Addr(SC, Width::Either), Src(U32), Src(U32)], row("mbarrier_try_wait_parity_relaxed_hint"), "try_wait.parity with no memory ordering at a scope (.cta, .cluster), with a time limit hint in nanoseconds";
    MbarrierArriveCount: "mbarrier.arrive.shared::cta.b64" limits [2: (1, MBAR_MAX) "an mbarrier arrival count"], Mbarrier, (7, 8), sm 90, [DReg(B64), Addr(SC, Width::Either), Src(U32)], row("mbarrier_arrive_count"), "arrive count times at once on the mbarrier at addr (the pending count drops by count; release semantics at .cta); d: the state token of the phase";
    MbarrierArriveReleaseCount: "mbarrier.arrive.release{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] limits [2: (1, MBAR_MAX) "an mbarrier arrival count"], Mbarrier, (8, 0), sm 90, [DReg(B64), Addr(SC, Width::Either), Src(U32)], row("mbarrier_arrive_release_count"), "arrive count times at once with release semantics at a scope (.cta, .cluster); d: the state token";
    MbarrierArriveRelaxedCount: "mbarrier.arrive.relaxed{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] limits [2: (1, MBAR_MAX) "an mbarrier arrival count"], Mbarrier, (8, 6), sm 90, [DReg(B64), Addr(SC, Width::Either), Src(U32)], row("mbarrier_arrive_relaxed_count"), "arrive count times at once with no memory ordering at a scope (.cta, .cluster); d: the state token";
    MbarrierArriveRemoteCount: "mbarrier.arrive.release.cluster.shared::cluster.b64" limits [2: (1, MBAR_MAX) "an mbarrier arrival count"], Mbarrier, (8, 0), sm 90, [Sink, Addr(SCL, Width::Either), Src(U32)], row("mbarrier_arrive_remote_count"), "arrive count times at once on an mbarrier of any CTA of the cluster, releasing at .cluster; no state token";
    MbarrierArriveRelaxedRemoteCount: "mbarrier.arrive.relaxed.cluster.shared::cluster.b64" limits [2: (1, MBAR_MAX) "an mbarrier arrival count"], Mbarrier, (8, 6), sm 90, [Sink, Addr(SCL, Width::Either), Src(U32)], row("mbarrier_arrive_relaxed_remote_count"), "arrive count times at once on an mbarrier of any CTA of the cluster with no memory ordering; no state token";
    MbarrierArriveNoComplete: "mbarrier.arrive.noComplete.shared.b64" limits [2: (1, MBAR_MAX) "an mbarrier arrival count"], Mbarrier, (7, 0), sm 80, [DReg(B64), Addr(SC, Width::Either), Src(U32)], row("mbarrier_arrive_no_complete"), "count arrivals that must not complete the phase; d = the state token";
    MbarrierArriveDrop: "mbarrier.arrive_drop.shared.b64", Mbarrier, (7, 0), sm 80, [DReg(B64), Addr(SC, Width::Either)], row("mbarrier_arrive_drop"), "arrive and lower the expected arrival count of the following phases by one (a thread leaving the pipeline)";
    MbarrierArriveDropReleaseCount: "mbarrier.arrive_drop.release{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] limits [2: (1, MBAR_MAX) "an mbarrier arrival count"], Mbarrier, (8, 0), sm 90, [DReg(B64), Addr(SC, Width::Either), Src(U32)], row("mbarrier_arrive_drop_release_count"), "arrive count times and lower the expected arrival count of the following phases by count, with release semantics at a scope (.cta, .cluster); d: the state token";
    MbarrierArriveDropRelaxedCount: "mbarrier.arrive_drop.relaxed{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] limits [2: (1, MBAR_MAX) "an mbarrier arrival count"], Mbarrier, (8, 6), sm 90, [DReg(B64), Addr(SC, Width::Either), Src(U32)], row("mbarrier_arrive_drop_relaxed_count"), "arrive count times and lower the expected arrival count of the following phases by count, with no memory ordering at a scope (.cta, .cluster); d: the state token";
    MbarrierArriveDropRemoteCount: "mbarrier.arrive_drop.release.cluster.shared::cluster.b64" limits [2: (1, MBAR_MAX) "an mbarrier arrival count"], Mbarrier, (8, 0), sm 90, [Sink, Addr(SCL, Width::Either), Src(U32)], row("mbarrier_arrive_drop_remote_count"), "arrive count times on an mbarrier of any CTA of the cluster and lower its expected count for the following phases by count, releasing at .cluster; no state token";
    MbarrierArriveDropRelaxedRemoteCount: "mbarrier.arrive_drop.relaxed.cluster.shared::cluster.b64" limits [2: (1, MBAR_MAX) "an mbarrier arrival count"], Mbarrier, (8, 6), sm 90, [Sink, Addr(SCL, Width::Either), Src(U32)], row("mbarrier_arrive_drop_relaxed_remote_count"), "arrive count times on an mbarrier of any CTA of the cluster and lower its expected count for the following phases by count, with no memory ordering; no state token";
    MbarrierArriveDropNoCompleteRelease: "mbarrier.arrive_drop.noComplete.release.cta.shared::cta.b64" limits [2: (1, MBAR_MAX) "an mbarrier arrival count"], Mbarrier, (8, 0), sm 80, [DReg(B64), Addr(SC, Width::Either), Src(U32)], row("mbarrier_arrive_drop_no_complete_release"), "count arrivals that must not complete the phase and lower the expected count of the following phases by count, releasing at .cta; d: the state token";
    MbarrierArriveDropExpectTxRelease: "mbarrier.arrive_drop.expect_tx.release{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] limits [2: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 0), sm 90, [DReg(B64), Addr(SC, Width::Either), Src(U32)], row("mbarrier_arrive_drop_expect_tx_release"), "expect tx bytes, arrive and lower the expected arrival count of the following phases by one, with release semantics at a scope (.cta, .cluster); d: the state token";
    MbarrierArriveDropExpectTxRelaxed: "mbarrier.arrive_drop.expect_tx.relaxed{.scope}.shared::cta.b64" slots [Slot::Of(&[Mod::Cta, Mod::Cluster])] limits [2: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 6), sm 90, [DReg(B64), Addr(SC, Width::Either), Src(U32)], row("mbarrier_arrive_drop_expect_tx_relaxed"), "expect tx bytes, arrive and lower the expected arrival count of the following phases by one, with no memory ordering at a scope (.cta, .cluster); d: the state token";
    MbarrierArriveDropExpectTxRemote: "mbarrier.arrive_drop.expect_tx.release.cluster.shared::cluster.b64" limits [2: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 0), sm 90, [Sink, Addr(SCL, Width::Either), Src(U32)], row("mbarrier_arrive_drop_expect_tx_remote"), "expect tx bytes on, arrive on, and lower the expected count of the following phases of, an mbarrier of any CTA of the cluster, releasing at .cluster";
    MbarrierArriveDropExpectTxRelaxedRemote: "mbarrier.arrive_drop.expect_tx.relaxed.cluster.shared::cluster.b64" limits [2: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 6), sm 90, [Sink, Addr(SCL, Width::Either), Src(U32)], row("mbarrier_arrive_drop_expect_tx_relaxed_remote"), "expect tx bytes on, arrive on, and lower the expected count of the following phases of, an mbarrier of any CTA of the cluster, with no memory ordering";
    MbarrierExpectTxRemoteCta: "mbarrier.expect_tx.relaxed.cta.shared::cluster.b64" limits [1: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 0), sm 90, [Addr(SCL, Width::Either), Src(U32)], row("mbarrier_expect_tx_remote_cta"), "expect tx bytes on an mbarrier of any CTA of the cluster, at .cta scope";
    MbarrierCompleteTxRemoteCta: "mbarrier.complete_tx.relaxed.cta.shared::cluster.b64" limits [1: (0, MBAR_MAX) "an mbarrier transaction count"], Mbarrier, (8, 0), sm 90, [Addr(SCL, Width::Either), Src(U32)], row("mbarrier_complete_tx_remote_cta"), "complete tx bytes on an mbarrier of any CTA of the cluster, at .cta scope";
    MbarrierPendingCount: "mbarrier.pending_count.b64", Mbarrier, (7, 0), sm 80, [DReg(U32), Src(B64)], row("mbarrier_pending_count"), "d = the pending arrival count in a state token";
    CpAsyncMbarrierArrive: "cp.async.mbarrier.arrive.shared.b64", Mbarrier, (7, 0), sm 80, [Addr(SC, Width::Either)], row("cp_async_mbarrier_arrive"), "arrive on the mbarrier when the thread's prior cp.async copies complete (the pending count is raised by one first)";
    CpAsyncMbarrierArriveNoinc: "cp.async.mbarrier.arrive.noinc.shared.b64", Mbarrier, (7, 0), sm 80, [Addr(SC, Width::Either)], row("cp_async_mbarrier_arrive_noinc"), "arrive on the mbarrier when the thread's prior cp.async copies complete, counted in the init count";
    CpAsyncMbarrierArriveGeneric: "cp.async.mbarrier.arrive.b64", Mbarrier, (7, 0), sm 80, [Addr(G, Width::W64)], row("cp_async_mbarrier_arrive"), "arrive on the mbarrier, through a generic address of .shared::cta, when the thread's prior cp.async copies complete (the pending count is raised by one first)";
    CpAsyncMbarrierArriveNoincGeneric: "cp.async.mbarrier.arrive.noinc.b64", Mbarrier, (7, 0), sm 80, [Addr(G, Width::W64)], row("cp_async_mbarrier_arrive_noinc"), "arrive on the mbarrier, through a generic address of .shared::cta, when the thread's prior cp.async copies complete, counted in the init count";
    // ---- bulk copies and TMA ------------------------------------------------------------------
    CpAsyncBulkGlobalToCluster: "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes" addrs [BULK_DST.example_in(SC), BULK_SRC_GLOBAL, BULK_BAR], Bulk, (8, 0), sm 90, [Addr(SCL, Width::Either), Addr(GL, Width::W64), Src(U32), Addr(SC, Width::Either)], row("cp_async_bulk_global_to_shared"), "copy size bytes (a multiple of 16) from .global to shared memory, completing size transaction bytes on the mbarrier bar of the destination's CTA; both addresses 16-byte aligned, of the same element type";
    CpAsyncBulkGlobalToClusterMulticast: "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster" addrs [BULK_DST_MULTICAST.example_in(SC), BULK_SRC_GLOBAL, BULK_BAR_CTA], Bulk, (8, 0), sm 90, [Addr(SCL, Width::Either), Addr(GL, Width::W64), Src(U32), Addr(SC, Width::Either), Src(Types::U16)], row("cp_async_bulk_global_to_shared_multicast"), "the same copy into the same CTA-relative offset of every CTA whose bit is set in the 16-bit cluster mask (by %cluster_ctarank), each completing on its mbarrier at bar's offset (ptxas advises sm_90a)";
    CpAsyncBulkCtaToCluster: "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes" addrs [BULK_DST, BULK_SRC_SHARED, BULK_BAR], Bulk, (8, 0), sm 90, [Addr(SCL, Width::Either), Addr(SC, Width::Either), Src(U32), Addr(SCL, Width::Either)], row("cp_async_bulk_shared_to_cluster"), "copy size bytes from this CTA's shared memory into a CTA's of the cluster (dst and bar from mapa, or this CTA's own, widened), completing on that CTA's mbarrier bar";
    CpAsyncBulkCtaToGlobal: "cp.async.bulk.global.shared::cta.bulk_group" addrs [BULK_DST_GLOBAL, BULK_SRC_SHARED], Bulk, (8, 0), sm 90, [Addr(GL, Width::W64), Addr(SC, Width::Either), Src(U32)], row("cp_async_bulk_shared_to_global"), "copy size bytes from this CTA's shared memory to .global, as part of the thread's bulk async-group (cp.async.bulk.commit_group, cp.async.bulk.wait_group)";
    CpReduceAsyncBulkCtaToGlobal: "cp.reduce.async.bulk.global.shared::cta.bulk_group{.op}{.noftz}{.type}" slots [BULK_RED_OP, Slot::Of(&[Mod::None, Mod::Noftz]), BULK_RED_GLOBAL_TY] addrs [BULK_RED_DST_GLOBAL, BULK_SRC_SHARED] combos [0: [Add] => 2: [U32, S32, U64, F32, F64, F16, Bf16], 0: [Min, Max] => 2: [U32, S32, U64, S64, F16, Bf16], 0: [Inc, Dec] => 2: [U32], 0: [And, Or, Xor] => 2: [B32, B64], 0: [Add] & 2: [F16, Bf16] => 1: [Noftz], 1: [Noftz] => 0: [Add], 1: [Noftz] => 2: [F16, Bf16]], Bulk, (8, 0), sm 90, [Addr(GL, Width::W64), Addr(SC, Width::Either), Src(U32)], row("cp_reduce_async_bulk_shared_to_global"), "combine size bytes of this CTA's shared memory into .global element by element with op, in the thread's bulk async-group (`.noftz` is the rules': spelled exactly with .add of f16/bf16 elements)";
    CpReduceAsyncBulkCtaToCluster: "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes{.op}{.type}" slots [BULK_RED_OP, BULK_RED_CLUSTER_TY] addrs [BULK_RED_DST, BULK_SRC_SHARED, BULK_BAR] combos [0: [Add] => 1: [U32, S32, U64], 0: [Min, Max] => 1: [U32, S32], 0: [Inc, Dec] => 1: [U32], 0: [And, Or, Xor] => 1: [B32]], Bulk, (8, 0), sm 90, [Addr(SCL, Width::Either), Addr(SC, Width::Either), Src(U32), Addr(SCL, Width::Either)], row("cp_reduce_async_bulk_shared_to_cluster"), "combine size bytes of this CTA's shared memory into a CTA's of the cluster (dst and bar from mapa, or this CTA's own, widened) element by element with op, completing on that CTA's mbarrier bar";
    CpAsyncBulkPrefetchL2: "cp.async.bulk.prefetch.L2.global" addrs [BULK_PREFETCH], Bulk, (8, 0), sm 90, [Addr(GL, Width::W64), Src(U32)], row("cp_async_bulk_prefetch_l2"), "prefetch size bytes of .global into L2";
    CpAsyncBulkCommitGroup: "cp.async.bulk.commit_group", Bulk, (8, 0), sm 90, [], row("cp_async_bulk_commit_group"), "close the thread's group of bulk copies to .global (bulk_group)";
    CpAsyncBulkWaitGroup: "cp.async.bulk.wait_group" imms [ImmRule::named("cp.async.bulk.wait_group's count")], Bulk, (8, 0), sm 90, [Imm(0, 0xffff_ffff)], row("cp_async_bulk_wait_group"), "wait until at most N bulk async-groups are pending";
    CpAsyncBulkWaitGroupRead: "cp.async.bulk.wait_group.read" imms [ImmRule::named("cp.async.bulk.wait_group.read's count")], Bulk, (8, 0), sm 90, [Imm(0, 0xffff_ffff)], row("cp_async_bulk_wait_group_read"), "wait until at most N bulk async-groups still read their shared-memory source";
    CpAsyncBulkTensorLoad: "cp.async.bulk.tensor{.dim}.shared::cluster.global.tile.mbarrier::complete_tx::bytes" slots [TMA_DIM] addrs [TMA_DST.example_in(SC), BULK_BAR], Bulk, (8, 0), sm 90, [Addr(SCL, Width::Either), TensorMap, Addr(SC, Width::Either)], row("cp_async_bulk_tensor_load"), "load the tile (\"box\") of the tensor map `map` at `coords` (innermost first, exactly the map's rank of them, which is the .Nd) into shared memory at `dst` (128-byte aligned, of the map's element type), completing the tile's bytes on `bar`, an mbarrier in the destination's shared window; coordinates outside the tensor read as zero (or NaN, as the map says)";
    CpAsyncBulkTensorLoadMulticast: "cp.async.bulk.tensor{.dim}.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster" slots [TMA_DIM] addrs [TMA_DST_MULTICAST.example_in(SC), BULK_BAR_CTA], Bulk, (8, 0), sm 90, [Addr(SCL, Width::Either), TensorMap, Addr(SC, Width::Either), Src(Types::U16)], row("cp_async_bulk_tensor_load_multicast"), "the TMA load with .multicast::cluster: the same tile lands at `dst`'s CTA-relative offset in every CTA whose bit is set in the 16-bit cluster mask (the last operand), and completes on each of those CTAs' mbarrier at `bar`'s offset (ptxas accepts it for sm_90 with an advisory to prefer sm_90a)";
    CpAsyncBulkTensorStore: "cp.async.bulk.tensor{.dim}.global.shared::cta.tile.bulk_group" slots [TMA_DIM] addrs [TMA_SRC], Bulk, (8, 0), sm 90, [TensorMap, Addr(SC, Width::Either)], row("cp_async_bulk_tensor_store"), "store the tile at `src` (this CTA's shared memory, 128-byte aligned, of the map's element type) into the tensor of `map` at `coords` (innermost first, the map's rank of them), in the thread's bulk async-group; elements outside the tensor are not written (make the tile's generic-proxy writes visible to the TMA unit first: fence.proxy.async)";
    CpReduceAsyncBulkTensor: "cp.reduce.async.bulk.tensor{.dim}.global.shared::cta{.op}.tile.bulk_group" slots [TMA_DIM, BULK_RED_OP] addrs [TMA_SRC] combos [1: [Add] => ELEM: [U32, S32, U64, F32, F16, Bf16], 1: [Min, Max] => ELEM: [U32, S32, U64, S64, F16, Bf16], 1: [Inc, Dec] => ELEM: [U32], 1: [And, Or, Xor] => ELEM: [U32, S32, U64, S64]], Bulk, (8, 0), sm 90, [TensorMap, Addr(SC, Width::Either)], row("cp_reduce_async_bulk_tensor"), "combine the tile at `src` (this CTA's shared memory, 128-byte aligned, of the map's element type) into the tensor of `map` at `coords` (innermost first, the map's rank of them) element by element with `op`, in the thread's bulk async-group (the map's element type is not spelled, so `ptxas` cannot check it against `op`: the builder does)";
    CpAsyncBulkPrefetchTensor: "cp.async.bulk.prefetch.tensor{.dim}.L2.global.tile" slots [TMA_DIM], Bulk, (8, 0), sm 90, [TensorMap], row("cp_async_bulk_prefetch_tensor"), "bring the tile of the tensor map `map` at `coords` (innermost first, the map's rank of them) into L2";
    TensormapReplaceAddress: "tensormap.replace.tile.global_address{.space}.b1024.b64" slots [TM_SPACE] addrs [TM_EDIT, TM_BASE], Bulk, (8, 3), sm 90 family [90, 100, 103, 110, 120, 121], [Addr(G, Width::Either), Addr(GL, Width::W64)], row("tensormap_replace_global_address"), "point the tensor map at map (in .global or .shared::cta) at a new tensor: base, a .global address of the map's element type (16-byte aligned; 32-byte for interleaved maps); the map's other fields stay";
    TensormapReplaceDim: "tensormap.replace.tile{.field}{.space}.b1024.b32" slots [Slot::Of(&[Mod::BoxDim, Mod::GlobalDim, Mod::ElementStride]), TM_SPACE] imms [ImmRule::named("a tensor map dimension")] addrs [TM_EDIT], Bulk, (8, 3), sm 90 family [90, 100, 103, 110, 120, 121], [Addr(G, Width::Either), Imm(0, 4), Src(U32)], row("tensormap_replace_dim"), "set one dimension (ord, innermost first, below the map's rank) of the tensor map at map: its box size (.box_dim, 1..=256 elements), its tensor size (.global_dim) or its element stride (.element_stride, 1..=8)";
    TensormapReplaceStride: "tensormap.replace.tile.global_stride{.space}.b1024.b64" slots [TM_SPACE] imms [ImmRule::named("a tensor map stride's dimension")] addrs [TM_EDIT], Bulk, (8, 3), sm 90 family [90, 100, 103, 110, 120, 121], [Addr(G, Width::Either), Imm(0, 3), Src(U64)], row("tensormap_replace_global_stride"), "set the byte stride of dimension ord + 1 (the innermost has none: ord 0 is the second dimension's) of the tensor map at map (a multiple of 16, below 2^40)";
    TensormapCpFenceproxy: "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release{.scope}.sync.aligned" slots [SCOPE] addrs [TM_CP_DST, TM_CP_SRC], Bulk, (8, 3), sm 90, [Addr(GL, Width::W64), Addr(SC, Width::Either), Imm(128, 128)], row("tensormap_cp_fenceproxy"), "copy the 128-byte tensor map src (.shared::cta, edited there) to dst (.global) and release it to the tensormap proxy at the scope (every thread of the warp; TMA users acquire it with fence.proxy.tensormap::generic.acquire)";
    PrefetchTensormap: "prefetch{.space}.tensormap" slots [Slot::Of(&[Mod::None, Mod::Const, Mod::Param])] addrs [PREFETCH_MAP], Bulk, (8, 0), sm 90, [Addr(G, Width::W64)], row("prefetch_tensormap"), "prefetch a tensor map: through its generic address (from .param, .const or .global), in .const, or a kernel parameter (.param)";
    // ---- half precision, packed and 8-bit floats, bit manipulation --------------------------
    AddF16: "add{.type}" slots [Slot::Ty(FH, TyStyle::Own)], Half, (4, 2), sm 53, [D, A, A], bin("add", FH), "half-precision d = a + b (f16, f16x2), round to nearest even";
    AddBf16: "add{.type}" slots [Slot::Ty(BH, TyStyle::Own)], Half, (7, 8), sm 90, [D, A, A], bin("add", BH), "bfloat16 d = a + b (bf16, bf16x2), round to nearest even";
    SubF16: "sub{.type}" slots [Slot::Ty(FH, TyStyle::Own)], Half, (4, 2), sm 53, [D, A, A], bin("sub", FH), "half-precision d = a - b (f16, f16x2)";
    SubBf16: "sub{.type}" slots [Slot::Ty(BH, TyStyle::Own)], Half, (7, 8), sm 90, [D, A, A], bin("sub", BH), "bfloat16 d = a - b (bf16, bf16x2)";
    MulF16: "mul{.type}" slots [Slot::Ty(FH, TyStyle::Own)], Half, (4, 2), sm 53, [D, A, A], bin("mul", FH), "half-precision d = a * b (f16, f16x2)";
    MulBf16: "mul{.type}" slots [Slot::Ty(BH, TyStyle::Own)], Half, (7, 8), sm 90, [D, A, A], bin("mul", BH), "bfloat16 d = a * b (bf16, bf16x2)";
    FmaRnF16: "fma.rn{.type}" slots [Slot::Ty(FH, TyStyle::Own)], Half, (4, 2), sm 53, [D, A, A, A], tern("fma", FH), "half-precision d = a * b + c, one rounding (f16, f16x2)";
    FmaRnBf16: "fma.rn{.type}" slots [Slot::Ty(BH, TyStyle::Own)], Half, (7, 0), sm 80, [D, A, A, A], tern("fma", BH), "bfloat16 d = a * b + c, one rounding (bf16, bf16x2)";
    MinHalf: "min{.type}" slots [Slot::Ty(HH, TyStyle::Own)], Half, (7, 0), sm 80, [D, A, A], bin("min", HH), "half-precision d = min(a, b) (f16, bf16, f16x2, bf16x2)";
    MaxHalf: "max{.type}" slots [Slot::Ty(HH, TyStyle::Own)], Half, (7, 0), sm 80, [D, A, A], bin("max", HH), "half-precision d = max(a, b) (f16, bf16, f16x2, bf16x2)";
    NegF16: "neg{.type}" slots [Slot::Ty(FH, TyStyle::Own)], Half, (6, 0), sm 53, [D, A], un("neg", FH), "half-precision d = -a (f16, f16x2)";
    NegBf16: "neg{.type}" slots [Slot::Ty(BH, TyStyle::Own)], Half, (7, 0), sm 80, [D, A], un("neg", BH), "bfloat16 d = -a (bf16, bf16x2)";
    AbsF16: "abs{.type}" slots [Slot::Ty(FH, TyStyle::Own)], Half, (6, 5), sm 53, [D, A], un("abs", FH), "half-precision d = abs(a) (f16, f16x2)";
    AbsBf16: "abs{.type}" slots [Slot::Ty(BH, TyStyle::Own)], Half, (7, 0), sm 80, [D, A], un("abs", BH), "bfloat16 d = abs(a) (bf16, bf16x2)";
    Ex2ApproxF16: "ex2.approx{.type}" slots [HALF1], Half, (7, 0), sm 75, [D, A], row("ex2"), "half-precision d ≈ 2^a (f16, f16x2)";
    Ex2ApproxBf16: "ex2.approx.ftz{.type}" slots [BHALF1], Half, (7, 8), sm 90, [D, A], row("ex2"), "bfloat16 d ≈ 2^a, subnormals flushed to zero (bf16, bf16x2)";
    TanhApproxF16: "tanh.approx{.type}" slots [HALF1], Half, (7, 0), sm 75, [D, A], row("tanh"), "half-precision d ≈ tanh(a) (f16, f16x2)";
    TanhApproxBf16: "tanh.approx{.type}" slots [BHALF1], Half, (7, 8), sm 90, [D, A], row("tanh"), "bfloat16 d ≈ tanh(a) (bf16, bf16x2)";
    CvtRnF16F32: "cvt.rn.f16.f32", Half, (1, 0), sm 20, [DReg(Types::F16), Src(F32)], row("cvt_half"), "f32 to f16, round to nearest even";
    CvtRnReluF16F32: "cvt.rn.relu.f16.f32", Half, (7, 0), sm 80, [DReg(Types::F16), Src(F32)], row("cvt_relu"), "f32 to f16, round to nearest even, negative results to 0";
    CvtRnSatfiniteF16F32: "cvt.rn.satfinite.f16.f32", Half, (8, 1), sm 75, [DReg(Types::F16), Src(F32)], row("cvt_satfinite"), "f32 to f16, round to nearest even, saturated to the largest finite value (NaN stays NaN)";
    CvtRnBf16F32: "cvt.rn.bf16.f32", Half, (7, 0), sm 80, [DReg(Types::BF16), Src(F32)], row("cvt_half"), "f32 to bf16, round to nearest even";
    CvtRnReluBf16F32: "cvt.rn.relu.bf16.f32", Half, (7, 0), sm 80, [DReg(Types::BF16), Src(F32)], row("cvt_relu"), "f32 to bf16, round to nearest even, negative results to 0";
    CvtRnSatfiniteBf16F32: "cvt.rn.satfinite.bf16.f32", Half, (8, 1), sm 80, [DReg(Types::BF16), Src(F32)], row("cvt_satfinite"), "f32 to bf16, round to nearest even, saturated to the largest finite value";
    CvtF32F16: "cvt.f32.f16", Half, (1, 0), sm 20, [DReg(F32), Src(Types::F16)], row("cvt_half"), "f16 to f32 (exact)";
    CvtF32Bf16: "cvt.f32.bf16", Half, (7, 1), sm 80, [DReg(F32), Src(Types::BF16)], row("cvt_half"), "bf16 to f32 (exact)";
    CvtRnF16x2F32: "cvt.rn.f16x2.f32", Half, (7, 0), sm 80, [DReg(Types::F16X2), Src(F32), Src(F32)], row("cvt_pack"), "two f32 to a f16x2 (the first source in the upper half), round to nearest even";
    CvtRnReluF16x2F32: "cvt.rn.relu.f16x2.f32", Half, (7, 0), sm 80, [DReg(Types::F16X2), Src(F32), Src(F32)], row("cvt_pack_relu"), "two f32 to a f16x2 (first source upper), negative results to 0";
    CvtRnSatfiniteF16x2F32: "cvt.rn.satfinite.f16x2.f32", Half, (8, 1), sm 80, [DReg(Types::F16X2), Src(F32), Src(F32)], row("cvt_pack_satfinite"), "two f32 to a f16x2 (first source upper), saturated to the largest finite value";
    CvtRnBf16x2F32: "cvt.rn.bf16x2.f32", Half, (7, 0), sm 80, [DReg(Types::BF16X2), Src(F32), Src(F32)], row("cvt_pack"), "two f32 to a bf16x2 (the first source in the upper half), round to nearest even";
    CvtRnReluBf16x2F32: "cvt.rn.relu.bf16x2.f32", Half, (7, 0), sm 80, [DReg(Types::BF16X2), Src(F32), Src(F32)], row("cvt_pack_relu"), "two f32 to a bf16x2 (first source upper), negative results to 0";
    CvtRnSatfiniteBf16x2F32: "cvt.rn.satfinite.bf16x2.f32", Half, (8, 1), sm 80, [DReg(Types::BF16X2), Src(F32), Src(F32)], row("cvt_pack_satfinite"), "two f32 to a bf16x2 (first source upper), saturated to the largest finite value";
    CvtRnSatfiniteE4m3x2F32: "cvt.rn.satfinite.e4m3x2.f32", Half, (7, 8), sm 89 isa_on [89 => (8, 1)], [DReg(Types::E4M3X2), Src(F32), Src(F32)], row_also("cvt_pack", &["cvt_pack_satfinite"]), "two f32 to FP8 E4M3 (first source upper), saturated (sm_89 needs ISA 8.1)";
    CvtRnSatfiniteE5m2x2F32: "cvt.rn.satfinite.e5m2x2.f32", Half, (7, 8), sm 89 isa_on [89 => (8, 1)], [DReg(Types::E5M2X2), Src(F32), Src(F32)], row_also("cvt_pack", &["cvt_pack_satfinite"]), "two f32 to FP8 E5M2 (first source upper), saturated (sm_89 needs ISA 8.1)";
    CvtRnSatfiniteReluE4m3x2F32: "cvt.rn.satfinite.relu.e4m3x2.f32", Half, (7, 8), sm 89 isa_on [89 => (8, 1)], [DReg(Types::E4M3X2), Src(F32), Src(F32)], row("cvt_pack_relu"), "two f32 to FP8 E4M3 (first source upper), saturated, negative results to 0 (sm_89 needs ISA 8.1)";
    CvtRnSatfiniteReluE5m2x2F32: "cvt.rn.satfinite.relu.e5m2x2.f32", Half, (7, 8), sm 89 isa_on [89 => (8, 1)], [DReg(Types::E5M2X2), Src(F32), Src(F32)], row("cvt_pack_relu"), "two f32 to FP8 E5M2 (first source upper), saturated, negative results to 0 (sm_89 needs ISA 8.1)";
    CvtRnSatfiniteE4m3x2F16x2: "cvt.rn.satfinite.e4m3x2.f16x2", Half, (7, 8), sm 89 isa_on [89 => (8, 1)], [DReg(Types::E4M3X2), Src(Types::F16X2)], row("cvt_half"), "a f16x2 to FP8 E4M3 pairwise, saturated (sm_89 needs ISA 8.1)";
    CvtRnSatfiniteE5m2x2F16x2: "cvt.rn.satfinite.e5m2x2.f16x2", Half, (7, 8), sm 89 isa_on [89 => (8, 1)], [DReg(Types::E5M2X2), Src(Types::F16X2)], row("cvt_half"), "a f16x2 to FP8 E5M2 pairwise, saturated (sm_89 needs ISA 8.1)";
    CvtRnF16x2E4m3x2: "cvt.rn.f16x2.e4m3x2", Half, (7, 8), sm 89 isa_on [89 => (8, 1)], [DReg(Types::F16X2), Src(Types::E4M3X2)], row("cvt_half"), "FP8 E4M3 pair to a f16x2 (exact; sm_89 needs ISA 8.1)";
    CvtRnF16x2E5m2x2: "cvt.rn.f16x2.e5m2x2", Half, (7, 8), sm 89 isa_on [89 => (8, 1)], [DReg(Types::F16X2), Src(Types::E5M2X2)], row("cvt_half"), "FP8 E5M2 pair to a f16x2 (exact; sm_89 needs ISA 8.1)";
    MovPack: "mov.b32" bound "Halves", Half, (1, 0), sm 20, [DReg(P32), Frag(H16, 2)], row("pack_halves"), "d = {lo, hi}: two 16-bit values packed into 32 bits, lo in bits 0-15 (F16 into f16x2, Bf16 into bf16x2, u16 into u32)";
    MovUnpack: "mov.b32" bound "Halves", Half, (1, 0), sm 20, [DFrag(H16, 2), Src(P32)], row("halves"), "{lo, hi} = a: the two 16-bit halves of a 32-bit value, lo from bits 0-15";
    TanhApprox: "tanh.approx.f32", Float, (7, 0), sm 75, [DReg(F32), Src(F32)], row("tanh"), "d ≈ tanh(a)";
    Ex2ApproxFtz: "ex2.approx.ftz.f32", Float, (1, 0), sm 20, [DReg(F32), Src(F32)], row("ex2_ftz"), "d ≈ 2^a, subnormals flushed to zero";
    RcpApprox: "rcp.approx.f32", Float, (1, 0), sm 20, [DReg(F32), Src(F32)], row("rcp_approx"), "d ≈ 1 / a (fast)";
    RcpApproxFtz: "rcp.approx.ftz.f32", Float, (1, 0), sm 20, [DReg(F32), Src(F32)], row("rcp_approx_ftz"), "d ≈ 1 / a (fast), subnormals flushed to zero";
    RsqrtApprox: "rsqrt.approx.f32", Float, (1, 0), sm 20, [DReg(F32), Src(F32)], row("rsqrt_approx"), "d ≈ 1 / sqrt(a) (fast; the root of a row norm)";
    RsqrtApproxFtz: "rsqrt.approx.ftz.f32", Float, (1, 0), sm 20, [DReg(F32), Src(F32)], row("rsqrt_approx_ftz"), "d ≈ 1 / sqrt(a) (fast), subnormals flushed to zero";
    AddFtz: "add.ftz.f32", Float, (1, 0), sm 20, [DReg(F32), Src(F32), Src(F32)], row("add_ftz"), "d = a + b, subnormals flushed to zero";
    SubFtz: "sub.ftz.f32", Float, (1, 0), sm 20, [DReg(F32), Src(F32), Src(F32)], row("sub_ftz"), "d = a - b, subnormals flushed to zero";
    MulFtz: "mul.ftz.f32", Float, (1, 0), sm 20, [DReg(F32), Src(F32), Src(F32)], row("mul_ftz"), "d = a * b, subnormals flushed to zero";
    FmaRnFtz: "fma.rn.ftz.f32", Float, (2, 0), sm 20, [DReg(F32), Src(F32), Src(F32), Src(F32)], row("fma_ftz"), "d = a * b + c, one rounding, subnormals flushed to zero";
    Bfe: "bfe{.type}" slots [Slot::Ty(Types::INT3264, TyStyle::Own)] limits [2: (0, 255) "bfe's bit position", 3: (0, 255) "bfe's field length"], Integer, (2, 0), sm 20, [D, A, Src(U32), Src(U32)], row("bfe"), "d = the len-bit field of a at bit pos (zero- or sign-extended; only the low 8 bits of a register pos or len count, but keep them below 256 for 64-bit types: an H100 does not reduce them, tests/gpu_half.rs)";
    Bfi: "bfi{.type}" slots [Slot::Ty(Types::INT3264, TyStyle::Bits)] limits [3: (0, 255) "bfi's bit position", 4: (0, 255) "bfi's field length"], Integer, (2, 0), sm 20, [D, A, A, Src(U32), Src(U32)], row("bfi"), "d = b with its len-bit field at bit pos replaced by the low bits of a (register pos and len below 256 for 64-bit types, as for bfe)";
    Prmt: "prmt.b32", Data, (2, 0), sm 20, [DReg(U32), Src(U32), Src(U32), Src(U32)], row("prmt"), "d = bytes of {b, a} picked by the selector c: byte i of d is the byte of {b, a} (a is bytes 0-3) that nibble i of c names (bit 3 of the nibble replicates that byte's sign); 0x5410 takes the low halves of a and b, 0x7632 the high";
    PrmtMode: "prmt.b32{.mode}" slots [PRMT_MODE], Data, (2, 0), sm 20, [DReg(U32), Src(U32), Src(U32), Src(U32)], row("prmt_mode"), "d = bytes of {b, a} picked by a mode (.f4e .b4e .rc8 .ecl .ecr .rc16) from the byte that the low two bits of c name";
    Lop3: "lop3.b32" imms [ImmRule::named("lop3's truth table")], Logic, (4, 3), sm 50, [DReg(U32), Src(U32), Src(U32), Src(U32), Imm(0, 255)], row("lop3"), "d = any function of a, b, c given by its truth table (an 8-bit immediate)";
    // ---- warp specialization --------------------------------------------------------------------
    SetmaxnregInc: "setmaxnreg.inc.sync.aligned.u32" imms [SETMAXNREG], WarpSpec, (8, 0), sm 90 family [90, 100, 103, 110, 120, 121], [Imm(24, 256)], row("setmaxnreg_inc"), "raise the per-thread register count of every warp of the warpgroup to N (24..=256, a multiple of 8; ptxas honours it only when the kernel has .maxntid and .minnctapersm, as __launch_bounds__ gives)";
    SetmaxnregDec: "setmaxnreg.dec.sync.aligned.u32" imms [SETMAXNREG], WarpSpec, (8, 0), sm 90 family [90, 100, 103, 110, 120, 121], [Imm(24, 256)], row("setmaxnreg_dec"), "release registers: lower the per-thread register count of every warp of the warpgroup to N (24..=256, a multiple of 8)";
    ElectSync: "elect.sync", WarpSpec, (8, 0), sm 90, [DReg(U32), DPred, Src(U32)], row("elect_sync"), "elect one leader lane of the member mask: d = its lane index, p = true in the leader only";
    BarArrive: "bar.arrive" imms [BAR_ID, BAR_COUNT], WarpSpec, (2, 0), sm 20, [Imm(0, 15), Imm(32, 1024)], row("bar_arrive"), "arrive at named barrier id (of count threads, a multiple of 32) without waiting";
    BarrierSyncCount: "barrier.sync" imms [BAR_ID, BAR_COUNT], WarpSpec, (6, 0), sm 30, [Imm(0, 15), Imm(32, 1024)], row("barrier_sync_count"), "wait at named barrier id for count threads (non-aligned form)";
    BarrierArrive: "barrier.arrive" imms [BAR_ID, BAR_COUNT], WarpSpec, (6, 0), sm 30, [Imm(0, 15), Imm(32, 1024)], row("barrier_arrive"), "arrive at named barrier id (of count threads) without waiting (non-aligned form)";
    ReduxSync: "redux.sync{.op}{.type}" slots [Slot::Of(&[Mod::Add, Mod::Min, Mod::Max]), REDUX_TY] bound "ReduxElem", WarpSpec, (7, 0), sm 80, [D, A, Src(U32)], row("redux_sync_arith"), "d = the sum (.add), minimum (.min) or maximum (.max) of a over the member lanes (u32/s32: min and max compare as the type's signedness)";
    ReduxSyncBitwise: "redux.sync{.op}{.type}" slots [Slot::Of(&[Mod::And, Mod::Or, Mod::Xor]), Slot::Ty(Types(Types::U32.0 | Types::S32.0), TyStyle::Bits)] bound "ReduxElem", WarpSpec, (7, 0), sm 80, [D, A, Src(U32)], row("redux_sync_bitwise"), "d = the bitwise and (.and), or (.or) or xor (.xor) of a over the member lanes";
    ReduxSyncF32: "redux.sync{.op}{.abs}{.nan}.f32" slots [Slot::Of(&[Mod::Min, Mod::Max]), Slot::Of(&[Mod::None, Mod::Abs]), Slot::Of(&[Mod::None, Mod::Nan])], WarpSpec, (8, 6), sm 100 family [100, 103], [DReg(Types::F32), Src(Types::F32), Src(U32)], row("redux_sync_f32_with"), "d = the f32 minimum (.min) or maximum (.max) of a over the member lanes (optionally of |a|, NaN-propagating)";
    MatchAnySync: "match.any.sync{.type}" slots [Slot::Ty(Types::INT3264, TyStyle::Bits)] bound "MatchElem", WarpSpec, (6, 0), sm 70, [DReg(U32), A, Src(U32)], row("match_any_sync"), "d = the mask of member lanes whose a equals this lane's a";
    MatchAllSync: "match.all.sync{.type}" slots [Slot::Ty(Types::INT3264, TyStyle::Bits)] bound "MatchElem", WarpSpec, (6, 0), sm 70, [DReg(U32), DPred, A, Src(U32)], row("match_all_sync"), "d = the member mask if every member lane has the same a (else 0), p = whether they do";
    GetctarankShared: "getctarank.shared::cluster{.type}" slots [ADDR_TY] addrs [CTARANK], WarpSpec, (7, 8), sm 90, [DReg(U32), Addr(SCL, Width::Either)], row("getctarank"), "d = the rank in the cluster of the CTA whose shared memory holds the address";
    GetctarankGeneric: "getctarank.u64" addrs [CTARANK.from_origin(SC)], WarpSpec, (7, 8), sm 90, [DReg(U32), Addr(G, Width::W64)], row("getctarank"), "d = the cluster rank of the CTA whose shared memory a generic address (from shared memory) points into";
    StAsync: "st.async.shared::cluster.mbarrier::complete_tx::bytes{.type}" slots [ASYNC_TY] addrs [ASYNC_DST, ASYNC_BAR], WarpSpec, (8, 1), sm 90, [Addr(SCL, Width::Either), A, Addr(SCL, Width::Either)], row("st_async"), "store to the shared memory of a CTA of the cluster without waiting; the store completes its bytes on the mbarrier bar of that CTA (map both with mapa)";
    StAsyncV2: "st.async.shared::cluster.mbarrier::complete_tx::bytes.v2{.type}" slots [ASYNC_TY] addrs [ASYNC_DST, ASYNC_BAR], WarpSpec, (8, 1), sm 90, [Addr(SCL, Width::Either), Vector, Addr(SCL, Width::Either)], row("st_async_v2"), "st.async of two elements (the address aligned to both)";
    StAsyncV4: "st.async.shared::cluster.mbarrier::complete_tx::bytes.v4{.type}" slots [ASYNC_V4_TY] addrs [ASYNC_V4_DST, ASYNC_BAR], WarpSpec, (8, 1), sm 90, [Addr(SCL, Width::Either), Vector, Addr(SCL, Width::Either)], row("st_async_v4"), "st.async of four 32-bit elements (the address 16-byte aligned)";
    RedAsync: "red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes{.op}{.type}" slots [RED_OP, RED_ASYNC_TY] addrs [RED_ASYNC_DST, ASYNC_BAR] combos [0: [Add] => 1: [U32, S32, U64, S64], 0: [Min, Max] => 1: [U32, S32], 0: [Inc, Dec] => 1: [U32], 0: [And, Or, Xor] => 1: [B32]], WarpSpec, (8, 1), sm 90, [Addr(SCL, Width::Either), A, Addr(SCL, Width::Either)], row("red_async"), "reduce into another CTA's shared memory asynchronously; completes bytes on that CTA's mbarrier";
    GriddepcontrolLaunchDependents: "griddepcontrol.launch_dependents", WarpSpec, (7, 8), sm 90, [], row("griddepcontrol_launch_dependents"), "let the grids that depend on this one (programmatic dependent launch) be scheduled";
    GriddepcontrolWait: "griddepcontrol.wait", WarpSpec, (7, 8), sm 90, [], row("griddepcontrol_wait"), "wait until the prerequisite grids have completed and their memory is visible";
    // ---- 128-bit data (b128) ------------------------------------------------------------------
    MovB128Pack: "mov.b128", Data, (8, 3), sm 70, [DReg(Types::B128), Frag(Types::U64, 2)], row("mov_b128"), "d = {lo, hi}: a .b128 register from two 64-bit halves (lo holds the low 64 bits)";
    MovB128Unpack: "mov.b128", Data, (8, 3), sm 70, [DFrag(Types::U64, 2), Src(Types::B128)], row("unpack_b128"), "{lo, hi} = a: the two 64-bit halves of a .b128 register";
    // ---- special registers ----------------------------------------------------------------------
    TidX: "mov.u32", Special, (1, 0), sm 20, [DReg(U32)], sreg("tid_x", "%tid.x"), "thread index in the CTA, x";
    TidY: "mov.u32", Special, (1, 0), sm 20, [DReg(U32)], sreg("tid_y", "%tid.y"), "thread index in the CTA, y";
    TidZ: "mov.u32", Special, (1, 0), sm 20, [DReg(U32)], sreg("tid_z", "%tid.z"), "thread index in the CTA, z";
    NtidX: "mov.u32", Special, (1, 0), sm 20, [DReg(U32)], sreg("ntid_x", "%ntid.x"), "CTA size, x";
    NtidY: "mov.u32", Special, (1, 0), sm 20, [DReg(U32)], sreg("ntid_y", "%ntid.y"), "CTA size, y";
    NtidZ: "mov.u32", Special, (1, 0), sm 20, [DReg(U32)], sreg("ntid_z", "%ntid.z"), "CTA size, z";
    CtaidX: "mov.u32", Special, (1, 0), sm 20, [DReg(U32)], sreg("ctaid_x", "%ctaid.x"), "CTA index in the grid, x";
    CtaidY: "mov.u32", Special, (1, 0), sm 20, [DReg(U32)], sreg("ctaid_y", "%ctaid.y"), "CTA index in the grid, y";
    CtaidZ: "mov.u32", Special, (1, 0), sm 20, [DReg(U32)], sreg("ctaid_z", "%ctaid.z"), "CTA index in the grid, z";
    NctaidX: "mov.u32", Special, (1, 0), sm 20, [DReg(U32)], sreg("nctaid_x", "%nctaid.x"), "grid size in CTAs, x";
    NctaidY: "mov.u32", Special, (1, 0), sm 20, [DReg(U32)], sreg("nctaid_y", "%nctaid.y"), "grid size in CTAs, y";
    NctaidZ: "mov.u32", Special, (1, 0), sm 20, [DReg(U32)], sreg("nctaid_z", "%nctaid.z"), "grid size in CTAs, z";
    Laneid: "mov.u32", Special, (1, 3), sm 20, [DReg(U32)], sreg("laneid", "%laneid"), "lane index in the warp";
    Warpid: "mov.u32", Special, (1, 3), sm 20, [DReg(U32)], sreg("warpid", "%warpid"), "warp identifier (volatile)";
    Smid: "mov.u32", Special, (1, 3), sm 20, [DReg(U32)], sreg("smid", "%smid"), "SM identifier (volatile)";
    Clock: "mov.u32", Special, (1, 0), sm 20, [DReg(U32)], sreg("clock", "%clock"), "32-bit cycle counter";
    Clock64: "mov.u64", Special, (2, 0), sm 20, [DReg(U64)], sreg64("clock64", "%clock64"), "64-bit cycle counter";
    Globaltimer: "mov.u64", Special, (3, 1), sm 30, [DReg(U64)], sreg64("globaltimer", "%globaltimer"), "global nanosecond timer";
    DynamicSmemSize: "mov.u32", Special, (4, 1), sm 20, [DReg(U32)], sreg("dynamic_smem_size", "%dynamic_smem_size"), "bytes of dynamic shared memory of the CTA";
    TotalSmemSize: "mov.u32", Special, (4, 1), sm 20, [DReg(U32)], sreg("total_smem_size", "%total_smem_size"), "bytes of shared memory of the CTA";
    ClusterCtarank: "mov.u32", Special, (7, 8), sm 90, [DReg(U32)], sreg("cluster_ctarank", "%cluster_ctarank"), "CTA rank in the cluster";
    ClusterNctarank: "mov.u32", Special, (7, 8), sm 90, [DReg(U32)], sreg("cluster_nctarank", "%cluster_nctarank"), "number of CTAs in the cluster";
    ClusterCtaidX: "mov.u32", Special, (7, 8), sm 90, [DReg(U32)], sreg("cluster_ctaid_x", "%cluster_ctaid.x"), "CTA index in the cluster, x";
    ClusterNctaidX: "mov.u32", Special, (7, 8), sm 90, [DReg(U32)], sreg("cluster_nctaid_x", "%cluster_nctaid.x"), "cluster size in CTAs, x";
    ClusteridX: "mov.u32", Special, (7, 8), sm 90, [DReg(U32)], sreg("clusterid_x", "%clusterid.x"), "cluster index in the grid, x";
    NclusteridX: "mov.u32", Special, (7, 8), sm 90, [DReg(U32)], sreg("nclusterid_x", "%nclusterid.x"), "grid size in clusters, x";
    ClusterCtaidY: "mov.u32", Special, (7, 8), sm 90, [DReg(U32)], sreg("cluster_ctaid_y", "%cluster_ctaid.y"), "CTA index in the cluster, y";
    ClusterCtaidZ: "mov.u32", Special, (7, 8), sm 90, [DReg(U32)], sreg("cluster_ctaid_z", "%cluster_ctaid.z"), "CTA index in the cluster, z";
    ClusterNctaidY: "mov.u32", Special, (7, 8), sm 90, [DReg(U32)], sreg("cluster_nctaid_y", "%cluster_nctaid.y"), "cluster size in CTAs, y";
    ClusterNctaidZ: "mov.u32", Special, (7, 8), sm 90, [DReg(U32)], sreg("cluster_nctaid_z", "%cluster_nctaid.z"), "cluster size in CTAs, z";
    ClusteridY: "mov.u32", Special, (7, 8), sm 90, [DReg(U32)], sreg("clusterid_y", "%clusterid.y"), "cluster index in the grid, y";
    ClusteridZ: "mov.u32", Special, (7, 8), sm 90, [DReg(U32)], sreg("clusterid_z", "%clusterid.z"), "cluster index in the grid, z";
    NclusteridY: "mov.u32", Special, (7, 8), sm 90, [DReg(U32)], sreg("nclusterid_y", "%nclusterid.y"), "grid size in clusters, y";
    NclusteridZ: "mov.u32", Special, (7, 8), sm 90, [DReg(U32)], sreg("nclusterid_z", "%nclusterid.z"), "grid size in clusters, z";
    Nwarpid: "mov.u32", Special, (2, 0), sm 20, [DReg(U32)], sreg("nwarpid", "%nwarpid"), "the most warp identifiers an SM has (one more than the largest %warpid)";
    Nsmid: "mov.u32", Special, (2, 0), sm 20, [DReg(U32)], sreg("nsmid", "%nsmid"), "one more than the largest SM identifier (%smid; identifiers may skip)";
    Gridid: "mov.u64", Special, (3, 0), sm 20, [DReg(U64)], sreg64("gridid", "%gridid"), "the launch's grid identifier (unique among the grids running at one time)";
    ClockHi: "mov.u32", Special, (5, 0), sm 20, [DReg(U32)], sreg("clock_hi", "%clock_hi"), "the upper 32 bits of the 64-bit cycle counter (%clock is the lower)";
    GlobaltimerLo: "mov.u32", Special, (3, 1), sm 30, [DReg(U32)], sreg("globaltimer_lo", "%globaltimer_lo"), "the lower 32 bits of the global nanosecond timer";
    GlobaltimerHi: "mov.u32", Special, (3, 1), sm 30, [DReg(U32)], sreg("globaltimer_hi", "%globaltimer_hi"), "the upper 32 bits of the global nanosecond timer";
    AggrSmemSize: "mov.u32", Special, (8, 1), sm 90, [DReg(U32)], sreg("aggr_smem_size", "%aggr_smem_size"), "bytes of shared memory of the CTA, the reserved part included";
    CurrentGraphExec: "mov.u64", Special, (8, 0), sm 50, [DReg(U64)], sreg64("current_graph_exec", "%current_graph_exec"), "the handle of the CUDA graph execution running the kernel (0 outside a graph)";
    LanemaskEq: "mov.u32", Special, (2, 0), sm 20, [DReg(U32)], sreg("lanemask_eq", "%lanemask_eq"), "the bit of this lane (1 << laneid)";
    LanemaskLe: "mov.u32", Special, (2, 0), sm 20, [DReg(U32)], sreg("lanemask_le", "%lanemask_le"), "the bits of the lanes up to and including this one";
    LanemaskLt: "mov.u32", Special, (2, 0), sm 20, [DReg(U32)], sreg("lanemask_lt", "%lanemask_lt"), "the bits of the lanes below this one";
    LanemaskGe: "mov.u32", Special, (2, 0), sm 20, [DReg(U32)], sreg("lanemask_ge", "%lanemask_ge"), "the bits of this lane and the lanes above it";
    LanemaskGt: "mov.u32", Special, (2, 0), sm 20, [DReg(U32)], sreg("lanemask_gt", "%lanemask_gt"), "the bits of the lanes above this one";
    // ---- directives and declarations ------------------------------------------------------------
    DeclGlobal: ".global", Directive, (1, 0), sm 20, [Var(GL)], Directive, "a .global variable or array, with alignment and optional initializer";
    DeclConst: ".const", Directive, (1, 0), sm 20, [Var(CO)], Directive, "a .const variable or array, with alignment and optional initializer";
    DeclShared: ".shared", Directive, (1, 0), sm 20, [Var(SC)], Directive, "a .shared variable or array, with alignment";
    DeclSharedExtern: ".extern .shared", Directive, (1, 0), sm 20, [Var(SC)], Directive, "dynamic shared memory: an unsized .extern .shared array";
    DeclLocal: ".local", Directive, (1, 0), sm 20, [Var(LO)], Directive, "a .local (per-thread) array";
    DeclFunc: ".func", Directive, (1, 0), sm 20, [Func], Directive, "a device function with .param parameters";
    Maxntid: ".maxntid", Directive, (1, 3), sm 20, [Imm(1, 1024)], Directive, "maximum CTA size";
    Reqntid: ".reqntid", Directive, (2, 1), sm 20, [Imm(1, 1024)], Directive, "exact CTA size";
    Minnctapersm: ".minnctapersm", Directive, (2, 0), sm 20, [Imm(1, 64)], Directive, "minimum resident CTAs per SM";
    Reqnctapercluster: ".reqnctapercluster", Directive, (7, 8), sm 90, [Imm(1, 16)], Directive, "exact cluster size in CTAs";
    Explicitcluster: ".explicitcluster", Directive, (7, 8), sm 90, [], Directive, "the kernel must be launched with a cluster";
    // ---- rows that reach every output from the row alone (Shape::Row) ---------------------------
    Bfind: "bfind{.shiftamt}{.type}" slots [Slot::Of(&[Mod::None, Mod::Shiftamt]), Slot::Ty(Types::INT3264, TyStyle::Own)], Integer, (2, 0), sm 20, [DReg(U32), A], row("bfind"), "d = the bit position of the most significant non-sign bit of a (0xffffffff if there is none); .shiftamt: the left shift that moves it to the top instead";
    Bmsk: "bmsk{.mode}.b32" slots [Slot::Of(&[Mod::Clamp, Mod::Wrap])], Integer, (7, 6), sm 70, [DReg(U32), Src(U32), Src(U32)], row("bmsk"), "d = a mask of b one bits from bit a (.clamp: a and b clamped to 32; .wrap: taken modulo 32)";
    Trap: "trap", Control, (1, 0), sm 20, [], row("trap"), "abort the kernel: the launch fails with an error";
    Nanosleep: "nanosleep.u32", Control, (6, 3), sm 70, [Src(U32)], row("nanosleep"), "suspend the thread for about t nanoseconds (the hardware takes 0 to 2t; at most 1 ms)";
    // ---- multimem: one access to every GPU's copy of a multicast object (sm_90) --------------
    MultimemLdReduce: "multimem.ld_reduce{.sem}{.scope}.global{.op}{.acc}{.type}" slots [MM_LD_SEM, MM_SCOPE, MM_OP, MM_ACC, MM_T] gates [3: AccF32 => (8, 2) sm 90] addrs [MM_ADDR] combos [0: [Weak] => 1: [None], 0: [Relaxed, Acquire] => 1: [Cta, Cluster, Gpu, Sys], 2: [Add] => 4: [U32, S32, U64, F32, F64, F16x2, Bf16x2], 2: [Min, Max] => 4: [U32, S32, U64, S64, F16x2, Bf16x2], 2: [And, Or, Xor] => 4: [B32, B64], 3: [AccF32] => 2: [Add], 3: [AccF32] => 4: [F16x2, Bf16x2]], Atomic, (8, 1), sm 90, [D, Addr(GL, Width::W64)], row("multimem_ld_reduce"), "load from every GPU's copy of a multicast object and reduce the values (.acc::f32: half-precision values summed in f32)";
    MultimemLdReduceV2: "multimem.ld_reduce{.sem}{.scope}.global{.op}{.acc}.v2{.type}" slots [MM_LD_SEM, MM_SCOPE, MM_VOP, MM_ACC, MM_VEC_T] gates [3: AccF32 => (8, 2) sm 90] addrs [MM_VEC_ADDR] combos [0: [Weak] => 1: [None], 0: [Relaxed, Acquire] => 1: [Cta, Cluster, Gpu, Sys], 2: [Min, Max] => 4: [F16, Bf16, F16x2, Bf16x2], 3: [AccF32] => 2: [Add], 3: [AccF32] => 4: [F16, Bf16, F16x2, Bf16x2]], Atomic, (8, 1), sm 90, [Vector, Addr(GL, Width::W64)], row("multimem_ld_reduce_v2"), "load two elements from every GPU's copy of a multicast object and reduce them (.acc::f32: half-precision values summed in f32)";
    MultimemLdReduceV4: "multimem.ld_reduce{.sem}{.scope}.global{.op}{.acc}.v4{.type}" slots [MM_LD_SEM, MM_SCOPE, MM_VOP, MM_ACC, MM_VEC_T] gates [3: AccF32 => (8, 2) sm 90] addrs [MM_VEC_ADDR] combos [0: [Weak] => 1: [None], 0: [Relaxed, Acquire] => 1: [Cta, Cluster, Gpu, Sys], 2: [Min, Max] => 4: [F16, Bf16, F16x2, Bf16x2], 3: [AccF32] => 2: [Add], 3: [AccF32] => 4: [F16, Bf16, F16x2, Bf16x2]], Atomic, (8, 1), sm 90, [Vector, Addr(GL, Width::W64)], row("multimem_ld_reduce_v4"), "load four elements from every GPU's copy of a multicast object and reduce them (.acc::f32: half-precision values summed in f32)";
    MultimemLdReduceV8: "multimem.ld_reduce{.sem}{.scope}.global{.op}{.acc}.v8{.type}" slots [MM_LD_SEM, MM_SCOPE, MM_VOP, MM_ACC, MM_V8_T] gates [3: AccF32 => (8, 2) sm 90] addrs [MM_V8_ADDR] combos [0: [Weak] => 1: [None], 0: [Relaxed, Acquire] => 1: [Cta, Cluster, Gpu, Sys], 3: [AccF32] => 2: [Add]], Atomic, (8, 1), sm 90, [Vector, Addr(GL, Width::W64)], row("multimem_ld_reduce_v8"), "load eight 16-bit elements from every GPU's copy of a multicast object and reduce them (.acc::f32: summed in f32)";
    MultimemSt: "multimem.st{.sem}{.scope}.global{.type}" slots [MM_ST_SEM, MM_SCOPE, MM_T] addrs [MM_ADDR] combos [0: [Weak] => 1: [None], 0: [Relaxed, Release] => 1: [Cta, Cluster, Gpu, Sys]], Atomic, (8, 1), sm 90, [Addr(GL, Width::W64), A], row("multimem_st"), "store to every GPU's copy of a multicast object";
    MultimemStV2: "multimem.st{.sem}{.scope}.global.v2{.type}" slots [MM_ST_SEM, MM_SCOPE, MM_VEC_T] addrs [MM_VEC_ADDR] combos [0: [Weak] => 1: [None], 0: [Relaxed, Release] => 1: [Cta, Cluster, Gpu, Sys]], Atomic, (8, 1), sm 90, [Addr(GL, Width::W64), Vector], row("multimem_st_v2"), "store two elements to every GPU's copy of a multicast object";
    MultimemStV4: "multimem.st{.sem}{.scope}.global.v4{.type}" slots [MM_ST_SEM, MM_SCOPE, MM_VEC_T] addrs [MM_VEC_ADDR] combos [0: [Weak] => 1: [None], 0: [Relaxed, Release] => 1: [Cta, Cluster, Gpu, Sys]], Atomic, (8, 1), sm 90, [Addr(GL, Width::W64), Vector], row("multimem_st_v4"), "store four elements to every GPU's copy of a multicast object";
    MultimemStV8: "multimem.st{.sem}{.scope}.global.v8{.type}" slots [MM_ST_SEM, MM_SCOPE, MM_V8_T] addrs [MM_V8_ADDR] combos [0: [Weak] => 1: [None], 0: [Relaxed, Release] => 1: [Cta, Cluster, Gpu, Sys]], Atomic, (8, 1), sm 90, [Addr(GL, Width::W64), Vector], row("multimem_st_v8"), "store eight 16-bit elements to every GPU's copy of a multicast object";
    MultimemRed: "multimem.red{.sem}{.scope}.global{.op}{.type}" slots [MM_RED_SEM, SCOPE, MM_OP, MM_T] addrs [MM_ADDR] combos [2: [Add] => 3: [U32, S32, U64, F32, F64, F16x2, Bf16x2], 2: [Min, Max] => 3: [U32, S32, U64, S64], 2: [And, Or, Xor] => 3: [B32, B64]], Atomic, (8, 1), sm 90, [Addr(GL, Width::W64), A], row("multimem_red"), "reduce a value into every GPU's copy of a multicast object";
    MultimemRedV2: "multimem.red{.sem}{.scope}.global.add.v2{.type}" slots [MM_RED_SEM, SCOPE, MM_VEC_T] addrs [MM_VEC_ADDR], Atomic, (8, 1), sm 90, [Addr(GL, Width::W64), Vector], row("multimem_red_v2"), "add two elements into every GPU's copy of a multicast object";
    MultimemRedV4: "multimem.red{.sem}{.scope}.global.add.v4{.type}" slots [MM_RED_SEM, SCOPE, MM_VEC_T] addrs [MM_VEC_ADDR], Atomic, (8, 1), sm 90, [Addr(GL, Width::W64), Vector], row("multimem_red_v4"), "add four elements into every GPU's copy of a multicast object";
    MultimemRedV8: "multimem.red{.sem}{.scope}.global.add.v8{.type}" slots [MM_RED_SEM, SCOPE, MM_V8_T] addrs [MM_V8_ADDR], Atomic, (8, 1), sm 90, [Addr(GL, Width::W64), Vector], row("multimem_red_v8"), "add eight 16-bit elements into every GPU's copy of a multicast object";
    Tcgen05MmaBlockScale: "tcgen05.mma{.cta_group}{.kind}.block_scale{.scale_vec}{.collector}" slots [CTA_GROUP, BS_KIND, BS_SCALE_VEC, COLLECTOR_A] gates [1: KindMxf4nvf4 => (8, 7) sm 100 arch [100, 103, 110]] combos [1: [KindMxf8f6f4] => 2: [ScaleVec1x], 1: [KindMxf4] => 2: [ScaleVec2x], 1: [KindMxf4nvf4] => 2: [ScaleVec2x, ScaleVec4x]], TensorCore, (8, 6), sm 100 arch [100, 103, 110], [Tmem, Desc, Desc, Src(U32), Tmem, Tmem, Pred], Custom, "D (tensor memory, f32) = A * B + D (if the predicate is true), asynchronously, each K block of A and B multiplied by its scale factor from tensor memory (A from shared memory, descriptor)";
    Tcgen05MmaBlockScaleTmemA: "tcgen05.mma{.cta_group}{.kind}.block_scale{.scale_vec}{.collector}" slots [CTA_GROUP, BS_KIND, BS_SCALE_VEC, COLLECTOR_A] gates [1: KindMxf4nvf4 => (8, 7) sm 100 arch [100, 103, 110]] combos [1: [KindMxf8f6f4] => 2: [ScaleVec1x], 1: [KindMxf4] => 2: [ScaleVec2x], 1: [KindMxf4nvf4] => 2: [ScaleVec2x, ScaleVec4x]], TensorCore, (8, 6), sm 100 arch [100, 103, 110], [Tmem, Tmem, Desc, Src(U32), Tmem, Tmem, Pred], Custom, "D (tensor memory, f32) = A * B + D (if the predicate is true), asynchronously, each K block of A and B multiplied by its scale factor from tensor memory (A from tensor memory)";
    Tcgen05MmaBlock: "tcgen05.mma{.cta_group}{.kind}.block_scale{.block}{.collector}" slots [CTA_GROUP, BS_KIND, BS_BLOCK, COLLECTOR_A] combos [1: [KindMxf8f6f4, KindMxf4] => 2: [Block32]], TensorCore, (8, 8), sm 100 family [100, 103, 110], [Tmem, Desc, Desc, Src(U32), Tmem, Tmem, Pred], Custom, "D (tensor memory, f32) = A * B + D (if the predicate is true), asynchronously, each K block of A and B multiplied by its scale factor from tensor memory (A from shared memory, descriptor); the scale-vector size spelled as the elements one scale factor covers";
    Tcgen05MmaBlockTmemA: "tcgen05.mma{.cta_group}{.kind}.block_scale{.block}{.collector}" slots [CTA_GROUP, BS_KIND, BS_BLOCK, COLLECTOR_A] combos [1: [KindMxf8f6f4, KindMxf4] => 2: [Block32]], TensorCore, (8, 8), sm 100 family [100, 103, 110], [Tmem, Tmem, Desc, Src(U32), Tmem, Tmem, Pred], Custom, "D (tensor memory, f32) = A * B + D (if the predicate is true), asynchronously, each K block of A and B multiplied by its scale factor from tensor memory (A from tensor memory); the scale-vector size spelled as the elements one scale factor covers";
    Tcgen05MmaSp: "tcgen05.mma.sp{.cta_group}{.kind}" slots [CTA_GROUP, UMMA_KIND] gates [1: KindI8 => (8, 6) sm 100 arch [100, 110]], TensorCore, (8, 6), sm 100 family [100, 103, 110], [Tmem, Desc, Desc, Tmem, Src(U32), Pred], Custom, "sparse UMMA: D (tensor memory) = A * B + D (if the predicate is true), asynchronously, A 2:4 sparse (half its K stored, shared memory, descriptor) with its metadata in tensor memory";
    Tcgen05MmaSpTmemA: "tcgen05.mma.sp{.cta_group}{.kind}" slots [CTA_GROUP, UMMA_KIND] gates [1: KindI8 => (8, 6) sm 100 arch [100, 110]], TensorCore, (8, 6), sm 100 family [100, 103, 110], [Tmem, Tmem, Desc, Tmem, Src(U32), Pred], Custom, "sparse UMMA: D (tensor memory) = A * B + D (if the predicate is true), asynchronously, A 2:4 sparse (half its K stored, tensor memory) with its metadata in tensor memory";
    Tcgen05MmaSpBlock: "tcgen05.mma.sp{.cta_group}{.kind}.block_scale{.block}{.collector}" slots [CTA_GROUP, BS_KIND, BS_BLOCK, COLLECTOR_A] gates [1: KindMxf4 => (8, 8) sm 100 arch [100, 103, 110], 1: KindMxf4nvf4 => (8, 8) sm 100 arch [100, 103, 110]] combos [1: [KindMxf8f6f4, KindMxf4] => 2: [Block32]], TensorCore, (8, 8), sm 100 family [100, 103, 110], [Tmem, Desc, Desc, Tmem, Src(U32), Tmem, Tmem, Pred], Custom, "sparse block-scaled UMMA: D (tensor memory, f32) = A * B + D, each K block of A and B multiplied by its scale factor from tensor memory, A 2:4 sparse (shared memory, descriptor) with its metadata in tensor memory";
    Tcgen05MmaSpBlockTmemA: "tcgen05.mma.sp{.cta_group}{.kind}.block_scale{.block}{.collector}" slots [CTA_GROUP, BS_KIND, BS_BLOCK, COLLECTOR_A] gates [1: KindMxf4 => (8, 8) sm 100 arch [100, 103, 110], 1: KindMxf4nvf4 => (8, 8) sm 100 arch [100, 103, 110]] combos [1: [KindMxf8f6f4, KindMxf4] => 2: [Block32]], TensorCore, (8, 8), sm 100 family [100, 103, 110], [Tmem, Tmem, Desc, Tmem, Src(U32), Tmem, Tmem, Pred], Custom, "sparse block-scaled UMMA: D (tensor memory, f32) = A * B + D, each K block of A and B multiplied by its scale factor from tensor memory, A 2:4 sparse (tensor memory) with its metadata in tensor memory";
    ElectSyncPred: "elect.sync", WarpSpec, (8, 0), sm 90, [Sink, DPred, Src(U32)], row("elect_sync_pred"), "elect one leader lane of the member mask: p = true in the leader only (its lane index discarded, `_|p`)";
}

impl Form {
    /// The role of operand `i` of the row (`None` past its operands): destinations are
    /// written, a vector is written in the first position (a load's `{a, b}`) and read
    /// elsewhere, a `wgmma` accumulator is read and written, everything else is read.
    ///
    /// ```
    /// use typed_ptx_isa::{FormId, Role};
    /// let ld = FormId::Ld.form();
    /// assert_eq!((ld.role(0), ld.role(1)), (Some(Role::Written), Some(Role::Read)));
    /// assert_eq!(FormId::St.form().role(0), Some(Role::Read));
    /// ```
    pub fn role(&self, i: usize) -> Option<Role> {
        Some(match self.operands.get(i)? {
            Operand::D
            | Operand::DReg(_)
            | Operand::DAddr(..)
            | Operand::DPred
            | Operand::DFrag(..)
            | Operand::Sink => Role::Written,
            Operand::Vector if i == 0 => Role::Written,
            Operand::AccFrag(..) => Role::ReadWritten,
            _ => Role::Read,
        })
    }

    /// The smallest PTX ISA version that accepts the form on `target`: [`min_isa`](Form::min_isa),
    /// or the version [`isa_on`](Form::isa_on) gives for the target's `sm`.
    ///
    /// ```
    /// use typed_ptx_isa::{FormId, Target, Version};
    /// let f = FormId::CvtRnSatfiniteE4m3x2F32.form();
    /// assert_eq!(f.min_isa_for(Target::SM_90), Version::new(7, 8));
    /// assert_eq!(f.min_isa_for(Target::SM_89), Version::new(8, 1));
    /// ```
    pub fn min_isa_for(&self, target: Target) -> Version {
        self.isa_on
            .iter()
            .find(|(sm, _)| *sm == target.sm)
            .map_or(self.min_isa, |(_, v)| *v)
    }
}

impl FormId {
    /// Its row of the table.
    pub fn form(self) -> &'static Form {
        &FORMS[self as usize]
    }

    /// Every identifier, in table order.
    pub fn all() -> impl Iterator<Item = FormId> {
        FORMS.iter().map(|f| f.id)
    }
}

/// What a target's suffix says: where code built for it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    /// `sm_90`: this architecture and every later one; no architecture-specific features.
    Portable,
    /// `sm_100f`: the architectures of its family (the same major version, this minor or
    /// later: `sm_100f` runs on every `sm_10x`); the family's features.
    Family,
    /// `sm_90a`: exactly this architecture; all of its features.
    Specific,
}

/// A compilation target: `sm_XY`, family-specific `sm_XYf` or architecture-specific
/// `sm_XYa`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Target {
    /// The compute capability times ten (`90` for `sm_90`).
    pub sm: u32,
    /// Its suffix: none, `f` or `a`.
    pub variant: Variant,
}

/// Every target the builder knows, with the smallest PTX ISA version that names it.
pub const TARGETS: &[(Target, Version)] = &[
    (Target::portable(75), Version::new(6, 3)),
    (Target::portable(80), Version::new(7, 0)),
    (Target::portable(86), Version::new(7, 1)),
    (Target::portable(87), Version::new(7, 4)),
    (Target::portable(89), Version::new(7, 8)),
    (Target::portable(90), Version::new(7, 8)),
    (Target::specific(90), Version::new(8, 0)),
    (Target::portable(100), Version::new(8, 6)),
    (Target::family(100), Version::new(8, 8)),
    (Target::specific(100), Version::new(8, 6)),
    (Target::portable(103), Version::new(8, 8)),
    (Target::family(103), Version::new(8, 8)),
    (Target::specific(103), Version::new(8, 8)),
    (Target::portable(110), Version::new(9, 0)),
    (Target::family(110), Version::new(9, 0)),
    (Target::specific(110), Version::new(9, 0)),
    (Target::portable(120), Version::new(8, 7)),
    (Target::family(120), Version::new(8, 8)),
    (Target::specific(120), Version::new(8, 7)),
    (Target::portable(121), Version::new(8, 8)),
    (Target::family(121), Version::new(8, 8)),
    (Target::specific(121), Version::new(8, 8)),
];

impl Target {
    /// `sm_XY`.
    pub const fn portable(sm: u32) -> Target {
        Target {
            sm,
            variant: Variant::Portable,
        }
    }
    /// `sm_XYf`.
    pub const fn family(sm: u32) -> Target {
        Target {
            sm,
            variant: Variant::Family,
        }
    }
    /// `sm_XYa`.
    pub const fn specific(sm: u32) -> Target {
        Target {
            sm,
            variant: Variant::Specific,
        }
    }
    /// `sm_75`.
    pub const SM_75: Target = Target::portable(75);
    /// `sm_80`.
    pub const SM_80: Target = Target::portable(80);
    /// `sm_86`.
    pub const SM_86: Target = Target::portable(86);
    /// `sm_89`.
    pub const SM_89: Target = Target::portable(89);
    /// `sm_90`.
    pub const SM_90: Target = Target::portable(90);
    /// `sm_90a`.
    pub const SM_90A: Target = Target::specific(90);
    /// `sm_100`.
    pub const SM_100: Target = Target::portable(100);
    /// `sm_100f`.
    pub const SM_100F: Target = Target::family(100);
    /// `sm_100a`.
    pub const SM_100A: Target = Target::specific(100);
    /// `sm_103f`.
    pub const SM_103F: Target = Target::family(103);
    /// `sm_103a`.
    pub const SM_103A: Target = Target::specific(103);
    /// `sm_110f`.
    pub const SM_110F: Target = Target::family(110);
    /// `sm_110a`.
    pub const SM_110A: Target = Target::specific(110);
    /// `sm_120`.
    pub const SM_120: Target = Target::portable(120);
    /// `sm_120f`.
    pub const SM_120F: Target = Target::family(120);
    /// `sm_120a`.
    pub const SM_120A: Target = Target::specific(120);

    /// Whether it is a plain `sm_XY` (no `a` or `f`).
    pub fn is_portable(self) -> bool {
        self.variant == Variant::Portable
    }

    /// The smallest PTX ISA version that can name this target, or `None` for a target
    /// this library does not know.
    pub fn min_isa(self) -> Option<Version> {
        TARGETS.iter().find(|(t, _)| *t == self).map(|(_, v)| *v)
    }

    /// Parse `sm_90`, `sm_90a`, `sm_100f`, `90` …; `None` when it is not of that form.
    pub fn parse(s: &str) -> Option<Target> {
        let s = s.trim();
        let s = s.strip_prefix("sm_").unwrap_or(s);
        let (digits, variant) = if let Some(d) = s.strip_suffix('a') {
            (d, Variant::Specific)
        } else if let Some(d) = s.strip_suffix('f') {
            (d, Variant::Family)
        } else {
            (s, Variant::Portable)
        };
        if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let sm = digits.parse().ok()?;
        Some(Target { sm, variant })
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let suffix = match self.variant {
            Variant::Portable => "",
            Variant::Family => "f",
            Variant::Specific => "a",
        };
        write!(f, "sm_{}{suffix}", self.sm)
    }
}

/// Renders the instruction reference as Markdown (the text of `docs/instructions.md`).
pub fn markdown() -> String {
    use core::fmt::Write;
    let mut out = String::new();
    out.push_str(
        "<!-- @generated from ptx-isa/src/lib.rs by `cargo xtask codegen`; do not edit -->\n",
    );
    out.push_str("# Instruction forms\n\nEvery form typed-ptx emits, with the smallest PTX ISA version and `sm` that accept it.\n");
    // Families in the order they first appear; a family's rows together, in table order
    // (rows added later in a block of their own still join their chapter).
    let mut families: Vec<Family> = Vec::new();
    for f in FORMS {
        if !families.contains(&f.family) {
            families.push(f.family);
        }
    }
    let rows = families
        .iter()
        .flat_map(|fam| FORMS.iter().filter(move |f| f.family == *fam));
    let mut family = None;
    for f in rows {
        if family != Some(f.family) {
            family = Some(f.family);
            let _ = write!(
                out,
                "\n## {}\n\n| form | PTX | operands | ISA | sm | builder |\n|---|---|---|---|---|---|\n",
                f.family.title()
            );
        }
        let builder = match f.shape {
            Shape::Binary { method, .. }
            | Shape::Unary { method, .. }
            | Shape::Ternary { method, .. }
            | Shape::Sreg { method, .. }
            | Shape::Row { method, .. }
            | Shape::ByOperands { method, .. } => method,
            Shape::Custom => "(typed, by hand)",
            Shape::Directive => "(declaration)",
        };
        let _ = write!(out, "| `{}` | `{}` | ", f.id.name(), f.spell.template);
        for (i, op) in f.operands.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = match op {
                Operand::D => write!(out, "d"),
                Operand::A => write!(out, "a"),
                Operand::DReg(t) => write!(out, "d:{}", t.names()),
                Operand::Src(t) => write!(out, "a:{}", t.names()),
                // An address of the `{.space}` slot's space.
                Operand::Addr(..) if by_space(f, i) => write!(out, "[{{.space}}]"),
                Operand::DAddr(..) if by_space(f, i) => write!(out, "d:{{.space}}"),
                Operand::Var(..) if by_space(f, i) => write!(out, "var{{.space}}(+imm)"),
                // An address taken as a value, not in brackets (`getctarank d, a`).
                Operand::Addr(s, w)
                    if matches!(f.addr_arg(i).map(|a| a.check), Some(AddrCheck::Value)) =>
                {
                    write!(out, "{}{} (a value)", space_name(*s), width_name(*w))
                }
                Operand::Addr(s, w) => write!(out, "[{}{}]", space_name(*s), width_name(*w)),
                Operand::DAddr(s, w) => write!(out, "d:{}{}", space_name(*s), width_name(*w)),
                Operand::Var(s) => write!(out, "var{}(+imm)", space_name(*s)),
                Operand::Imm(lo, hi) => write!(out, "imm {lo}..={hi}"),
                Operand::DPred => write!(out, "p"),
                Operand::Pred => write!(out, "pred"),
                Operand::Label => write!(out, "label"),
                Operand::Func => write!(out, "func"),
                Operand::Vector => write!(out, "{{vector}}"),
                Operand::DFrag(t, 0) => write!(out, "d:{{.num x {}}}", t.names()),
                // `tcgen05.mma`'s disable-output-lane mask: no `{.num}`, 4 or 8 registers by
                // the CTA group (`Form::frag_len`).
                Operand::Frag(t, 0) if !f.spell.names.contains(&".num") => {
                    write!(out, "{{4 or 8 (.cta_group::1 or ::2) x {}}}", t.names())
                }
                Operand::Frag(t, 0) => write!(out, "{{.num x {}}}", t.names()),
                Operand::DFrag(t, n) => write!(out, "d:{{{n} x {}}}", t.names()),
                Operand::Frag(t, n) => write!(out, "{{{n} x {}}}", t.names()),
                Operand::AccFrag(t, 0) => write!(out, "d+a:{{N/2 or N/4 x {}}}", t.names()),
                Operand::AccFrag(t, n) => write!(out, "d+a:{{{n} x {}}}", t.names()),
                Operand::Desc => write!(out, "desc"),
                Operand::Tmem => write!(out, "[tmem]"),
                Operand::Sink => write!(out, "_"),
                Operand::TensorMap => write!(out, "[tensormap, {{coords}}]"),
            };
        }
        let sm = match f.arch {
            Arch::Portable => format!("sm_{}", f.min_sm),
            a => a.names(),
        };
        let mut isa = f.min_isa.to_string();
        for (sm, v) in f.isa_on {
            let _ = write!(isa, " ({v} on sm_{sm})");
        }
        // Slot values gated above the form: `7.8 (.relaxed: 8.0)`.
        for g in f.gates {
            let _ = write!(isa, " (`{}`: {}", g.value.text(), g.min_isa);
            if g.min_sm > f.min_sm {
                let _ = write!(isa, ", sm_{}", g.min_sm);
            }
            if g.arch != Arch::Portable {
                let _ = write!(isa, ", {} only", g.arch.names());
            }
            isa.push(')');
        }
        let _ = writeln!(out, " | {isa} | {sm} | `{}` — {} |", builder, f.doc);
    }
    out
}

/// Whether operand `j` of row `f` is in the space its `{.space}` slot names (its
/// [`Form::operand_for`] differs between the slot's values).
fn by_space(f: &Form, j: usize) -> bool {
    f.space_slot().is_some_and(|(i, values)| {
        let ops: Vec<Option<Operand>> = values
            .iter()
            .map(|m| {
                let mut vals = vec![Val::NONE; f.slots.len()];
                vals[i] = Val::from(*m);
                f.operand_for(&vals, j)
            })
            .collect();
        ops.windows(2).any(|w| w[0] != w[1])
    })
}

fn space_name(s: Space) -> &'static str {
    match s {
        Space::Generic => "generic",
        other => other.qualifier(),
    }
}

fn width_name(w: Width) -> &'static str {
    match w {
        Width::W64 => "",
        Width::Either => " 32/64-bit",
        Width::W32 => " 32-bit",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An address taken as a value (`getctarank d, a`) is documented without the brackets
    /// of a memory operand (review finding: the docs showed `[.shared::cluster …]`).
    #[test]
    fn markdown_shows_an_address_value_without_brackets() {
        let md = markdown();
        for id in ["GetctarankShared", "GetctarankGeneric"] {
            let line = md
                .lines()
                .find(|l| l.starts_with(&format!("| `{id}` |")))
                .expect("the row's line");
            let operands = line.split(" | ").nth(2).expect("the operands column");
            assert!(!operands.contains('['), "{line}");
            assert!(operands.contains("(a value)"), "{line}");
        }
    }

    #[test]
    fn ids_index_the_table() {
        for (i, f) in FORMS.iter().enumerate() {
            assert_eq!(f.id as usize, i, "{:?} is out of place", f.id);
        }
    }

    #[test]
    fn versions_are_sorted_and_known() {
        assert!(VERSIONS.windows(2).all(|w| w[0] < w[1]));
        for f in FORMS {
            assert!(f.min_isa.is_known(), "{:?} names an unknown version", f.id);
        }
        for (_, v) in TARGETS {
            assert!(v.is_known());
        }
    }

    /// Rows may share a generated method (`add` over integers, f16 and bf16 is three rows,
    /// each gated on its own), if they have the same shape and disjoint type sets: the
    /// method picks the row from the operand type.
    #[test]
    fn shared_methods_split_their_types() {
        let mut seen: Vec<(&str, core::mem::Discriminant<Shape>, bool, Types)> = Vec::new();
        for f in FORMS {
            let (method, types, bits) = match f.shape {
                Shape::Binary {
                    method,
                    types,
                    bits,
                }
                | Shape::Unary {
                    method,
                    types,
                    bits,
                } => (method, types, bits),
                Shape::Ternary { method, types } => (method, types, false),
                Shape::Sreg { method, .. } => {
                    assert!(
                        !seen.iter().any(|s| s.0 == method),
                        "special register method {method} defined twice"
                    );
                    seen.push((method, core::mem::discriminant(&f.shape), false, Types(0)));
                    continue;
                }
                Shape::Custom | Shape::Directive | Shape::Row { .. } | Shape::ByOperands { .. } => {
                    continue;
                }
            };
            for (m, shape, b, t) in &seen {
                if *m == method {
                    assert_eq!(
                        *shape,
                        core::mem::discriminant(&f.shape),
                        "{:?}: method {method} has rows of two shapes",
                        f.id
                    );
                    assert_eq!(
                        *b, bits,
                        "{:?}: method {method} spells its types two ways",
                        f.id
                    );
                    assert_eq!(
                        t.0 & types.0,
                        0,
                        "{:?}: method {method} has two rows for {}",
                        f.id,
                        Types(t.0 & types.0).names()
                    );
                }
            }
            seen.push((method, core::mem::discriminant(&f.shape), bits, types));
        }
    }

    #[test]
    fn isa_exceptions_ask_for_more() {
        for f in FORMS {
            for (sm, v) in f.isa_on {
                assert!(*v > f.min_isa && *sm >= f.min_sm, "{:?}", f.id);
            }
        }
    }

    #[test]
    fn arch_specific_forms_name_their_smallest_target() {
        for f in FORMS {
            if let Arch::Specific(sms) = f.arch {
                assert_eq!(
                    sms.iter().min(),
                    Some(&f.min_sm),
                    "{:?}: min_sm is not the smallest listed target",
                    f.id
                );
                assert!(Arch::Specific(sms).accepts(Target::specific(f.min_sm)));
                assert!(!Arch::Specific(sms).accepts(Target::portable(f.min_sm)));
                assert!(!Arch::Specific(sms).accepts(Target::family(f.min_sm)));
            }
            if let Arch::Family(sms) = f.arch {
                assert_eq!(sms.iter().min(), Some(&f.min_sm), "{:?}", f.id);
                assert!(f.arch.accepts(Target::family(f.min_sm)));
                assert!(f.arch.accepts(Target::specific(f.min_sm)));
                assert!(!f.arch.accepts(Target::portable(f.min_sm)));
            }
        }
    }

    #[test]
    fn targets_parse() {
        assert_eq!(Target::parse("sm_90a"), Some(Target::SM_90A));
        assert_eq!(Target::parse("sm_80"), Some(Target::SM_80));
        assert_eq!(Target::parse("sm_"), None);
        assert_eq!(Target::parse("sm_9x"), None);
        assert_eq!(Target::SM_100.to_string(), "sm_100");
        assert_eq!(Target::parse("sm_100f"), Some(Target::SM_100F));
        assert_eq!(Target::SM_110F.to_string(), "sm_110f");
        assert_eq!(Target::parse("sm_100af"), None);
    }
}
