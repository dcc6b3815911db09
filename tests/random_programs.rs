//! # Random well-typed programs, every one of them checked by `ptxas`
//!
//! The property: **every program that the builder accepts (`Module::emit` is `Ok`) is
//! accepted by `ptxas` for its own target**, and `emit` refuses a program exactly when
//! the instruction table says that a form it uses needs a newer `sm` than the target or
//! a newer PTX ISA than a pinned `.version`, or when the program carries one of the
//! illegal constructs of [`Bad`] (and then for that reason).
//!
//! A program is data: a target (sm_75 … sm_100, sometimes sm_90a), the
//! `explicit_subqualifiers` switch, sometimes a pinned `.version`, module variables
//! (`.global`/`.const` with and without initialisers, module `.shared`, `.extern
//! .shared`), kernel directives, up to three device functions with pointer parameters,
//! and a kernel body: a list of [`Step`]s, some of them blocks (`if_then`, `when`,
//! `unless`, `if_space`) with steps inside (among them the half-precision, packed-float,
//! FP8, fast-`f32` and bit-manipulation steps of [`HS`], over pools of `F16`, `Bf16`,
//! `F16x2`, `Bf16x2`, FP8 pairs and `Tf32`). An interpreter applies the steps to a
//! [`Kernel`], keeping pools of registers and pointers per Rust type (`Vec<Reg<u32>>`,
//! `Vec<Ptr<Global, f64>>`, `Vec<Ptr<Generic<Shared<Cta>>, u8>>`, `Vec<Ptr32<Local, i16>>`
//! …) and choosing operands by index modulo the pool size; an empty pool is filled on
//! demand (a `mov` of an immediate, a kernel parameter, `addr_of` a variable, `cvta`,
//! `to_u32` …). Unless a program is marked `free`, steps whose table row needs a newer
//! `sm` than the target (or an architecture-specific target such as `sm_90a`, for
//! `wgmma`) are left out; `free` programs keep them and must be refused. Tensor-core
//! steps keep pools of fragment registers (`F16x2`, `Bf16x2`, `Tf32`, the packed 8-bit
//! types) beside the scalar ones.
//!
//! Programs are legal by construction, beyond their types:
//!
//! * **Definite assignment.** The pools hold only registers assigned on every path to
//!   the current point (the builder refuses a read of any other): a region (`if_then`,
//!   `if_space`, `when`/`unless` body) cuts the pools back to their state at its start
//!   when it ends; a label's state is what every branch to it and the fall-through have
//!   in common (the pools are cut to it when it is placed); a backward branch goes only
//!   to a label whose state is still a prefix of the pools; in a device function that
//!   returns a value, the value is picked from what every `ret` (a branch to the
//!   epilogue) and the end have in common; a `fresh` register is readable only after an
//!   `assign`; what a guarded instruction writes is read only under the same guard, in
//!   the same basic block (see [`Region`]).
//! * **Regions.** A label is placed in the region that made it, or after that region
//!   ends, and a backward branch targets only labels of its region or an enclosing one:
//!   no branch enters a region.
//! * **Access.** A generic pointer whose origin may be `.const`/`.param` (`Unknown<ReadOnly>`)
//!   is only loaded through; one that may be `.local` (`Unknown<ReadWrite>`) has no
//!   atomics; one is passed, assigned or `if_space`d only where its origin's access covers
//!   the expected one (an origin that allows less stands for the unknown origin of the
//!   expected access); `.param::entry` addresses are never loaded through in a device
//!   function, copied with `mov_ptr` or passed.
//! * **Memory.** Offsets keep every access aligned to its size (a vector's or a
//!   `cp.async`'s whole size), and an access through a variable stays inside it, on a
//!   variable declared at least that aligned; `.maxntid`/`.reqntid` ask for at most 1024
//!   threads and `.reqnctapercluster` for at most 16 CTAs.
//! * **Registers.** In a program whose kernel limits its threads (`.maxntid`, `.reqntid`,
//!   `.minnctapersm`), `wgmma` takes the smallest accumulator: a large one may not fit the
//!   registers a thread is left (the builder refuses what can never fit).
//!
//! About one program in 25 also carries one illegal construct of [`Bad`] (each something
//! an earlier generator produced, or the shape of a soundness bug): `emit` must refuse it,
//! for that reason (and the gate's, if it is `free`), and nothing else.
//!
//! Programs that the builder accepts are grouped by (target, explicit sub-qualifiers,
//! pinned or not, `.version`) and put, up to [`BATCH`] at a time, as separate kernels
//! with unique names into one module, so that one `ptxas` call checks many programs
//! (two `ptxas` processes run at once). When `ptxas` refuses a batch, the lines of its
//! messages are mapped back to the programs that own them, every program of the batch
//! is checked alone, and the first failures are shrunk (proptest shrinking, `ptxas` as
//! the oracle) and printed with their steps, target and PTX.
//!
//! ## Running it
//!
//! ```text
//! cargo test --test random_programs -- --nocapture               # 3,000 programs (CI)
//! TYPED_PTX_RANDOM_CASES=100000 cargo test --test random_programs -- --nocapture
//! TYPED_PTX_RANDOM_SEED=0x1234 cargo test --test random_programs -- --nocapture
//! TYPED_PTX_RANDOM_SEED=0x1234 TYPED_PTX_RANDOM_ONLY=517 cargo test --test random_programs -- --nocapture
//! ```
//!
//! * `TYPED_PTX_RANDOM_CASES`: how many builder-accepted programs go to `ptxas`
//!   (default 2,000; programs the builder refuses as expected come on top).
//! * `TYPED_PTX_RANDOM_SEED`: the seed (decimal or `0x` hex). The default is fixed, so
//!   CI is reproducible; program `n` is generated from (seed, `n`) alone.
//! * `TYPED_PTX_RANDOM_ONLY`: check only program `n` of the seed, and print its PTX
//!   (what a failure report tells you to run).
//! * `TYPED_PTX_RANDOM_FIRST`: start at program `n` instead of 0 (to replay the part of a
//!   long run around a failure, in batches again).
//!
//! A `ptxas` crash (killed by a signal) is a `ptxas` bug, not a verdict on the PTX: the
//! programs of a crashed batch are checked one by one, and those that crash `ptxas` alone
//! are shrunk and printed but do not fail the test. (`ptxas` 13.5 crashes for sm_75–sm_89
//! on a guarded atomic that the same predicate already branches around, after an
//! `isspacep`: program r52276 of the default seed.)
//!
//! The test prints the seed, the count, the number of `ptxas` calls, how many programs
//! were refused (by the gate, and for an illegal construct, with the constructs no
//! program carried), and the table rows no program used (none: every row of the table is
//! emitted by some program of the default run, which fails otherwise). The default run takes 4–9 s on a 2-core machine (about 80 `ptxas`
//! calls); 100,000 programs take about 4 minutes. Without `ptxas` it prints a
//! `SKIPPED` line (and fails under `CI=true`), but still builds every program and checks
//! the builder's side of the property.
//!
//! Two deterministic tests sit beside it: `tricky_identifiers` puts PTX opcodes, type
//! words, `$`/`_` names and the names of typed-ptx's own call blocks in every position a
//! name can take (module variables, functions, kernels, kernel parameters, kernel- and
//! function-local variables), next to a call, and checks that `ptxas` accepts what the
//! builder accepts (random programs give such names only to kernel-local symbols, since
//! module-scope names must be unique in a batch); `maxntid_and_reqntid_conflict` checks
//! the one directive combination random programs leave out because ptxas refuses it.

mod common;
/// The tests' way to a `Shape::Row` row's method (written by `cargo xtask codegen`).
#[allow(
    dead_code,
    unused_imports,
    unused_variables,
    unreachable_code,
    clippy::match_single_binding
)]
mod row_cases {
    include!("generated/row_cases.rs");
}
/// The tests' way from a `Shape::ByOperands` row to its types (written by `cargo xtask
/// codegen`).
#[macro_use]
mod tensor_cases {
    include!("generated/tensor_cases.rs");
}
use tensor_cases::WgmmaAcc;

use std::collections::BTreeMap;
use std::fmt::Debug;
use std::sync::Mutex;
use std::sync::mpsc::sync_channel;
use std::time::Instant;

use proptest::prelude::{Just, Strategy, any, prop, prop_oneof};
use proptest::strategy::{BoxedStrategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use typed_ptx::isa::{FORMS, Family, Form, FormId, Mod, Operand, Shape, Space as IsaSpace, Val};
use typed_ptx::tensor_memory::*;
use typed_ptx::*;

/// Programs per `ptxas` call.
const BATCH: usize = 80;
/// The seed CI uses.
const DEFAULT_SEED: u64 = 0x7479_7065_645f_7074; // "typed_pt"
const DEFAULT_CASES: usize = 3000;

// =====================================================================================
// Programs as data
// =====================================================================================

/// A register type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RT {
    U16,
    I16,
    U32,
    I32,
    U64,
    I64,
    F32,
    F64,
    Pred,
}

/// A memory element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ET {
    U8,
    I8,
    U16,
    I16,
    U32,
    I32,
    U64,
    I64,
    F32,
    F64,
}

/// Where the `.shared::cluster` mbarrier of `st.async`/`red.async` comes from: a fresh
/// `.shared` mbarrier `widen`ed as a variable (`kind % 3 == 0`) or as a pointer (1), or
/// `mapa`'d to CTA `rank` (2).
#[derive(Clone, Copy, Debug)]
struct MbarSrc {
    kind: u8,
    rank: Opd,
}

/// The origin of a generic pointer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Or {
    /// `Unknown` (`Unknown<ReadWriteAtomic>`): global or shared.
    Unknown,
    /// `Unknown<ReadWrite>`: `.local` may be among its origins (no atomics).
    UnkRw,
    /// `Unknown<ReadOnly>`: `.const` or `.param` may be among its origins (loads only).
    UnkRo,
    Global,
    Shared,
    Cluster,
    Local,
    Const,
    Param,
}

/// What an address may be used for (the builder's `Access` of an origin), weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Ac {
    /// Loads only (`ReadOnly`).
    Ro,
    /// Loads and stores (`ReadWrite`).
    Rw,
    /// Loads, stores and atomics (`ReadWriteAtomic`).
    Rwa,
}

impl Or {
    /// The access the builder gives this origin (`Origin::Access`).
    fn access(self) -> Ac {
        match self {
            Or::Unknown | Or::Global | Or::Shared | Or::Cluster => Ac::Rwa,
            Or::UnkRw | Or::Local => Ac::Rw,
            Or::UnkRo | Or::Const | Or::Param => Ac::Ro,
        }
    }

    /// `self` where it allows what `need` allows (the builder's `Covers`), else the
    /// unknown origin of access `need`: what a step passes, assigns or checks where a
    /// pointer of access `need` is expected (an origin that allows less does not
    /// compile there).
    fn fit(self, need: Ac) -> Or {
        if self.access() >= need {
            return self;
        }
        match need {
            Ac::Rwa => Or::Unknown,
            Ac::Rw => Or::UnkRw,
            Ac::Ro => Or::UnkRo,
        }
    }
}

/// A pointer's space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sp {
    Global,
    Shared,
    Cluster,
    Local,
    Const,
    Param,
    Gen(Or),
}

/// A named space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Nm {
    Global,
    Shared,
    Cluster,
    Local,
    Const,
    Param,
}

impl Nm {
    /// The access of the space as an origin (what `if_space` into it requires).
    fn access(self) -> Ac {
        match self {
            Nm::Global | Nm::Shared | Nm::Cluster => Ac::Rwa,
            Nm::Local => Ac::Rw,
            Nm::Const | Nm::Param => Ac::Ro,
        }
    }
}

/// A space with a 32-bit window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum W3 {
    Shared,
    Cluster,
    Local,
    Const,
}

/// A space of declared variables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum VS {
    Global,
    Shared,
    /// A `.shared` variable seen through `Var::widen`.
    Cluster,
    Local,
    Const,
    Param,
}

/// A source operand: a register of the pool (by index) or an immediate.
#[derive(Clone, Copy, Debug)]
enum Opd {
    R(u8),
    I(i32),
    /// An extreme immediate of the operand's type (`MIN`, `MAX`, NaN, infinities …).
    X(u8),
}

impl Opd {
    /// A pool index for steps that take a register only.
    fn pick(self) -> u8 {
        match self {
            Opd::R(i) | Opd::X(i) => i,
            Opd::I(v) => v as u8,
        }
    }
}

/// An address: `kind` picks pointer / 32-bit pointer / variable (where the space has
/// them), `mode` none / `.at(off)` / `.byte_offset(off)`.
#[derive(Clone, Copy, Debug)]
struct Am {
    kind: u8,
    pick: u8,
    mode: u8,
    off: i16,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum AOp {
    Add,
    Sub,
    MulLo,
    MulHi,
    MadLo,
    Div,
    Rem,
    Min,
    Max,
    Abs,
    Neg,
    Brev,
    Popc,
    Clz,
    Mul,
    Fma,
    DivRn,
    Sqrt,
    Rcp,
    Ex2,
    Lg2,
    Sin,
    Cos,
    And,
    Or,
    Xor,
    Not,
    Shl,
    Shr,
}

const NUM: &[RT] = &[
    RT::U16,
    RT::I16,
    RT::U32,
    RT::I32,
    RT::U64,
    RT::I64,
    RT::F32,
    RT::F64,
];
const INT: &[RT] = &[RT::U16, RT::I16, RT::U32, RT::I32, RT::U64, RT::I64];
const FLOAT: &[RT] = &[RT::F32, RT::F64];
const SIGNED: &[RT] = &[RT::I16, RT::I32, RT::I64, RT::F32, RT::F64];
const LOGIC: &[RT] = &[
    RT::U16,
    RT::I16,
    RT::U32,
    RT::I32,
    RT::U64,
    RT::I64,
    RT::Pred,
];
const I3264: &[RT] = &[RT::U32, RT::I32, RT::U64, RT::I64];
const B32T: &[RT] = &[RT::U32, RT::I32, RT::F32];
const F32ONLY: &[RT] = &[RT::F32];
const ALL_RT: &[RT] = &[
    RT::U16,
    RT::I16,
    RT::U32,
    RT::I32,
    RT::U64,
    RT::I64,
    RT::F32,
    RT::F64,
    RT::Pred,
];

impl AOp {
    /// Its table row.
    fn form(self) -> FormId {
        use AOp::*;
        match self {
            Add => FormId::Add,
            Sub => FormId::Sub,
            MulLo => FormId::MulLo,
            MulHi => FormId::MulHi,
            MadLo => FormId::MadLo,
            Div => FormId::Div,
            Rem => FormId::Rem,
            Min => FormId::Min,
            Max => FormId::Max,
            Abs => FormId::Abs,
            Neg => FormId::Neg,
            Brev => FormId::Brev,
            Popc => FormId::Popc,
            Clz => FormId::Clz,
            Mul => FormId::MulF,
            Fma => FormId::FmaRn,
            DivRn => FormId::DivRn,
            Sqrt => FormId::SqrtRn,
            Rcp => FormId::RcpRn,
            Ex2 => FormId::Ex2Approx,
            Lg2 => FormId::Lg2Approx,
            Sin => FormId::SinApprox,
            Cos => FormId::CosApprox,
            And => FormId::And,
            Or => FormId::Or,
            Xor => FormId::Xor,
            Not => FormId::Not,
            Shl => FormId::Shl,
            Shr => FormId::Shr,
        }
    }

    const ALL: &'static [AOp] = &[
        AOp::Add,
        AOp::Sub,
        AOp::MulLo,
        AOp::MulHi,
        AOp::MadLo,
        AOp::Div,
        AOp::Rem,
        AOp::Min,
        AOp::Max,
        AOp::Abs,
        AOp::Neg,
        AOp::Brev,
        AOp::Popc,
        AOp::Clz,
        AOp::Mul,
        AOp::Fma,
        AOp::DivRn,
        AOp::Sqrt,
        AOp::Rcp,
        AOp::Ex2,
        AOp::Lg2,
        AOp::Sin,
        AOp::Cos,
        AOp::And,
        AOp::Or,
        AOp::Xor,
        AOp::Not,
        AOp::Shl,
        AOp::Shr,
    ];
    /// The register types the builder's trait bound allows.
    fn types(self) -> &'static [RT] {
        use AOp::*;
        match self {
            Add | Sub | Min | Max => NUM,
            MulLo | MulHi | MadLo | Div | Rem | Shl | Shr => INT,
            Abs | Neg => SIGNED,
            Brev | Popc | Clz => I3264,
            Mul | Fma | DivRn | Sqrt | Rcp => FLOAT,
            Ex2 | Lg2 | Sin | Cos => F32ONLY,
            And | Or | Xor | Not => LOGIC,
        }
    }
}

/// A half-precision register type of the arithmetic steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum HT {
    F16,
    Bf16,
    F16x2,
    Bf16x2,
}
const HTS: &[HT] = &[HT::F16, HT::Bf16, HT::F16x2, HT::Bf16x2];

/// A pair `cvt` packs two f32 into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PT {
    F16x2,
    Bf16x2,
    E4m3x2,
    E5m2x2,
}
const PTS: &[PT] = &[PT::F16x2, PT::Bf16x2, PT::E4m3x2, PT::E5m2x2];

/// Half-precision arithmetic (the generated methods, one row per f16 / bf16 group).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum HOp {
    Add,
    Sub,
    Mul,
    Fma,
    Min,
    Max,
    Neg,
    Abs,
    Ex2,
    Tanh,
}
const HOPS: &[HOp] = &[
    HOp::Add,
    HOp::Sub,
    HOp::Mul,
    HOp::Fma,
    HOp::Min,
    HOp::Max,
    HOp::Neg,
    HOp::Abs,
    HOp::Ex2,
    HOp::Tanh,
];

impl HOp {
    /// The row the builder picks for type `t`.
    fn form(self, t: HT) -> FormId {
        let bf = matches!(t, HT::Bf16 | HT::Bf16x2);
        use FormId as F;
        match (self, bf) {
            (HOp::Add, false) => F::AddF16,
            (HOp::Add, true) => F::AddBf16,
            (HOp::Sub, false) => F::SubF16,
            (HOp::Sub, true) => F::SubBf16,
            (HOp::Mul, false) => F::MulF16,
            (HOp::Mul, true) => F::MulBf16,
            (HOp::Fma, false) => F::FmaRnF16,
            (HOp::Fma, true) => F::FmaRnBf16,
            (HOp::Min, _) => F::MinHalf,
            (HOp::Max, _) => F::MaxHalf,
            (HOp::Neg, false) => F::NegF16,
            (HOp::Neg, true) => F::NegBf16,
            (HOp::Abs, false) => F::AbsF16,
            (HOp::Abs, true) => F::AbsBf16,
            (HOp::Ex2, false) => F::Ex2ApproxF16,
            (HOp::Ex2, true) => F::Ex2ApproxBf16,
            (HOp::Tanh, false) => F::TanhApproxF16,
            (HOp::Tanh, true) => F::TanhApproxBf16,
        }
    }
}

/// The f32 flush-to-zero and fast approximate forms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FOp {
    AddFtz,
    SubFtz,
    MulFtz,
    FmaFtz,
    Rcp,
    RcpFtz,
    Ex2Ftz,
    Tanh,
}
const FOPS: &[FOp] = &[
    FOp::AddFtz,
    FOp::SubFtz,
    FOp::MulFtz,
    FOp::FmaFtz,
    FOp::Rcp,
    FOp::RcpFtz,
    FOp::Ex2Ftz,
    FOp::Tanh,
];

/// A step of the half-precision, packed-float and bit-manipulation family.
#[derive(Clone, Copy, Debug)]
enum HS {
    Arith {
        op: HOp,
        t: HT,
        a: Opd,
        b: Opd,
        c: Opd,
    },
    /// f32 to f16/bf16: `mode` 0 `cvt.rn`, 1 `.relu`, 2 `.satfinite`.
    ToHalf {
        bf: bool,
        mode: u8,
        a: Opd,
    },
    ToF32 {
        bf: bool,
        a: u8,
    },
    ToTf32 {
        a: u8,
    },
    /// Two f32 into a pair: `mode` 0 `cvt_pack`, 1 `_relu`, 2 `_satfinite`.
    Pack {
        t: PT,
        mode: u8,
        hi: Opd,
        lo: Opd,
    },
    /// f16x2 to an FP8 pair (`to_fp8`) or back.
    Fp8 {
        e5: bool,
        to_fp8: bool,
        a: u8,
    },
    /// `w` 0/1/2: 16/32/64-bit; `from`, `to` index that width's types.
    Bitcast {
        w: u8,
        from: u8,
        to: u8,
        a: u8,
    },
    Fast {
        op: FOp,
        a: Opd,
        b: Opd,
        c: Opd,
    },
    /// `mode` 0: the default mode, 1..=6: `.f4e` … `.rc16`.
    Prmt {
        mode: u8,
        a: Opd,
        b: Opd,
        sel: Opd,
    },
}

fn half_step() -> BoxedStrategy<HS> {
    let p = || any::<u8>();
    prop_oneof![
        6 => (sel(HOPS), sel(HTS), opd(), opd(), opd()).prop_map(|(op, t, a, b, c)| HS::Arith { op, t, a, b, c }),
        2 => (any::<bool>(), 0u8..3, opd()).prop_map(|(bf, mode, a)| HS::ToHalf { bf, mode, a }),
        1 => (any::<bool>(), p()).prop_map(|(bf, a)| HS::ToF32 { bf, a }),
        1 => p().prop_map(|a| HS::ToTf32 { a }),
        2 => (sel(PTS), 0u8..3, opd(), opd()).prop_map(|(t, mode, hi, lo)| HS::Pack { t, mode, hi, lo }),
        1 => (any::<bool>(), any::<bool>(), p()).prop_map(|(e5, to_fp8, a)| HS::Fp8 { e5, to_fp8, a }),
        1 => (0u8..3, p(), p(), p()).prop_map(|(w, from, to, a)| HS::Bitcast { w, from, to, a }),
        2 => (sel(FOPS), opd(), opd(), opd()).prop_map(|(op, a, b, c)| HS::Fast { op, a, b, c }),
        1 => (0u8..7, opd(), opd(), opd()).prop_map(|(mode, a, b, sel)| HS::Prmt { mode, a, b, sel }),
    ]
    .boxed()
}

const ETS: &[ET] = &[
    ET::U8,
    ET::I8,
    ET::U16,
    ET::I16,
    ET::U32,
    ET::I32,
    ET::U64,
    ET::I64,
    ET::F32,
    ET::F64,
];
const V2_ETS: &[ET] = &[ET::U8, ET::I16, ET::U32, ET::I64, ET::F32, ET::F64];
const V4_ETS: &[ET] = &[ET::U8, ET::I8, ET::U16, ET::U32, ET::F32];
/// One element type of each size (what `index` cares about).
const SIZE_ETS: &[ET] = &[ET::U8, ET::U16, ET::U32, ET::F64];
const CAS_ETS: &[ET] = &[ET::U32, ET::I32, ET::U64, ET::I64];
/// What `st.async` stores (`.v4`: the 32-bit ones).
const ASYNC_ETS: &[ET] = &[ET::U32, ET::I32, ET::U64, ET::I64, ET::F32, ET::F64];
const ASYNC_V4_ETS: &[ET] = &[ET::U32, ET::I32, ET::F32];
const REDUX_OPS: &[ReduxOp] = &[
    ReduxOp::Add,
    ReduxOp::Min,
    ReduxOp::Max,
    ReduxOp::And,
    ReduxOp::Or,
    ReduxOp::Xor,
];
const RED_ASYNC_OPS: &[AtomOp] = &[
    AtomOp::Add,
    AtomOp::Min,
    AtomOp::Max,
    AtomOp::Inc,
    AtomOp::Dec,
    AtomOp::And,
    AtomOp::Or,
    AtomOp::Xor,
];

/// The element types `red.async` takes with `op`.
fn red_async_ets(op: AtomOp) -> &'static [ET] {
    match op {
        AtomOp::Add => &[ET::U32, ET::I32, ET::U64, ET::I64],
        AtomOp::Inc | AtomOp::Dec => &[ET::U32],
        _ => &[ET::U32, ET::I32],
    }
}
/// Element types for the steps that care little about them (isspacep, selp of pointers …).
const FEW_ETS: &[ET] = &[ET::U8, ET::U32, ET::F64];
/// The element types `ldmatrix`/`stmatrix` move (that have pools).
const MATRIX_ETS: &[ET] = &[ET::U8, ET::I8, ET::U16, ET::U32];
/// Whether row `id` is picked by its operand types through the builder trait `by`
/// ([`Shape::ByOperands`]).
fn picked_by(id: FormId, by: &str) -> bool {
    matches!(id.form().shape, Shape::ByOperands { by: b, .. } if b == by)
}
/// The `mma.sync` rows (picked by `Mma`), by `Step::Mma::kind`.
fn mma_rows() -> Vec<FormId> {
    FORMS
        .iter()
        .filter(|f| picked_by(f.id, "Mma"))
        .map(|f| f.id)
        .collect()
}
const ORS: &[Or] = &[
    Or::Unknown,
    Or::UnkRw,
    Or::UnkRo,
    Or::Global,
    Or::Shared,
    Or::Cluster,
    Or::Local,
    Or::Const,
    Or::Param,
];
const NAMED: &[Nm] = &[
    Nm::Global,
    Nm::Shared,
    Nm::Cluster,
    Nm::Local,
    Nm::Const,
    Nm::Param,
];
const W3S: &[W3] = &[W3::Shared, W3::Cluster, W3::Local, W3::Const];
const VSS: &[VS] = &[
    VS::Global,
    VS::Shared,
    VS::Cluster,
    VS::Local,
    VS::Const,
    VS::Param,
];
/// The unknown origins, one per access.
const UNK_ORS: &[Or] = &[Or::Unknown, Or::UnkRw, Or::UnkRo];
const SP_ALL: &[Sp] = &[
    Sp::Global,
    Sp::Shared,
    Sp::Cluster,
    Sp::Local,
    Sp::Const,
    Sp::Param,
    Sp::Gen(Or::Unknown),
    Sp::Gen(Or::UnkRw),
    Sp::Gen(Or::UnkRo),
    Sp::Gen(Or::Global),
    Sp::Gen(Or::Shared),
    Sp::Gen(Or::Cluster),
    Sp::Gen(Or::Local),
    Sp::Gen(Or::Const),
    Sp::Gen(Or::Param),
];
/// The spaces whose pointers `mov_ptr`, `assign_ptr` and device functions take: every
/// one but `.param::entry` (inside a `.func`, `ld.param` reads the function's own
/// parameters).
const SP_PASS: &[Sp] = &[
    Sp::Global,
    Sp::Shared,
    Sp::Cluster,
    Sp::Local,
    Sp::Const,
    Sp::Gen(Or::Unknown),
    Sp::Gen(Or::UnkRw),
    Sp::Gen(Or::UnkRo),
    Sp::Gen(Or::Global),
    Sp::Gen(Or::Shared),
    Sp::Gen(Or::Cluster),
    Sp::Gen(Or::Local),
    Sp::Gen(Or::Const),
    Sp::Gen(Or::Param),
];
/// The spaces whose pointers are not generic of a known origin (vectors use these; the
/// generic `ld.v2`/`st.v4` spelling is the same whatever the origin).
const SP_BASE: &[Sp] = &[
    Sp::Global,
    Sp::Shared,
    Sp::Cluster,
    Sp::Local,
    Sp::Const,
    Sp::Param,
    Sp::Gen(Or::Unknown),
];
const SP_BASE_STORE: &[Sp] = &[
    Sp::Global,
    Sp::Shared,
    Sp::Cluster,
    Sp::Local,
    Sp::Gen(Or::Unknown),
];

/// Element types of scalar loads and stores: all of them, except through generic
/// pointers of a known origin (the same instruction as an unknown origin's), which take
/// [`FEW_ETS`] to keep the test's compile time down.
fn mem_ets(sp: Sp) -> &'static [ET] {
    match sp {
        Sp::Gen(o) if o != Or::Unknown => FEW_ETS,
        _ => ETS,
    }
}

const SP_STORE: &[Sp] = &[
    Sp::Global,
    Sp::Shared,
    Sp::Cluster,
    Sp::Local,
    Sp::Gen(Or::Unknown),
    Sp::Gen(Or::UnkRw),
    Sp::Gen(Or::Global),
    Sp::Gen(Or::Shared),
    Sp::Gen(Or::Cluster),
    Sp::Gen(Or::Local),
];
const SP_ATOM: &[Sp] = &[
    Sp::Global,
    Sp::Shared,
    Sp::Cluster,
    Sp::Gen(Or::Unknown),
    Sp::Gen(Or::Global),
    Sp::Gen(Or::Shared),
    Sp::Gen(Or::Cluster),
];
const CMPS: &[Cmp] = &[Cmp::Eq, Cmp::Ne, Cmp::Lt, Cmp::Le, Cmp::Gt, Cmp::Ge];
const LDC: &[LdCache] = &[
    LdCache::Ca,
    LdCache::Cg,
    LdCache::Cs,
    LdCache::Lu,
    LdCache::Cv,
];
const STC: &[StCache] = &[StCache::Wb, StCache::Cg, StCache::Cs, StCache::Wt];
const SHFL: &[Shfl] = &[Shfl::Up, Shfl::Down, Shfl::Bfly, Shfl::Idx];
const ATOM_OPS: &[AtomOp] = &[
    AtomOp::Add,
    AtomOp::Min,
    AtomOp::Max,
    AtomOp::And,
    AtomOp::Or,
    AtomOp::Xor,
    AtomOp::Exch,
    AtomOp::Inc,
    AtomOp::Dec,
];
const RED_OPS: &[AtomOp] = &[
    AtomOp::Add,
    AtomOp::Min,
    AtomOp::Max,
    AtomOp::And,
    AtomOp::Or,
    AtomOp::Xor,
    AtomOp::Inc,
    AtomOp::Dec,
];

/// The element types the builder accepts for an atomic operation.
fn atom_ets(op: AtomOp) -> &'static [ET] {
    match op {
        AtomOp::Add => &[ET::U32, ET::I32, ET::U64, ET::F32, ET::F64],
        AtomOp::Min | AtomOp::Max => &[ET::U32, ET::I32, ET::U64, ET::I64],
        AtomOp::And | AtomOp::Or | AtomOp::Xor => &[ET::U32, ET::I32, ET::U64, ET::I64],
        AtomOp::Exch => &[ET::U32, ET::I32, ET::U64, ET::I64, ET::F32, ET::F64],
        AtomOp::Inc | AtomOp::Dec => &[ET::U32],
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BK {
    IfThen,
    When,
    Unless,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BraK {
    Plain,
    Uni,
    If,
    Unless,
}

#[derive(Clone, Copy, Debug)]
enum Bar {
    Sync(u8),
    Count(u8, u8),
    Barrier(u8),
    Warp(Opd),
}

macro_rules! sregs {
    ($($v:ident => $m:ident : $ty:ty, $form:ident;)*) => {
        /// A special register.
        #[derive(Clone, Copy, Debug)]
        #[allow(non_camel_case_types)]
        enum SR { $($v),* }
        const SREGS: &[SR] = &[$(SR::$v),*];
        impl Cx<'_> {
            fn sreg(&mut self, k: &mut Kernel<'_>, s: SR) {
                match s {
                    $(SR::$v => {
                        if self.need(FormId::$form) {
                            let r: Reg<$ty> = k.$m();
                            self.push(r);
                        }
                    })*
                }
            }
        }
    };
}
sregs! {
    TidX => tid_x: u32, TidX;
    TidY => tid_y: u32, TidY;
    TidZ => tid_z: u32, TidZ;
    NtidX => ntid_x: u32, NtidX;
    NtidY => ntid_y: u32, NtidY;
    NtidZ => ntid_z: u32, NtidZ;
    CtaidX => ctaid_x: u32, CtaidX;
    CtaidY => ctaid_y: u32, CtaidY;
    CtaidZ => ctaid_z: u32, CtaidZ;
    NctaidX => nctaid_x: u32, NctaidX;
    NctaidY => nctaid_y: u32, NctaidY;
    NctaidZ => nctaid_z: u32, NctaidZ;
    Laneid => laneid: u32, Laneid;
    Warpid => warpid: u32, Warpid;
    Smid => smid: u32, Smid;
    Clock => clock: u32, Clock;
    Clock64 => clock64: u64, Clock64;
    Globaltimer => globaltimer: u64, Globaltimer;
    DynamicSmemSize => dynamic_smem_size: u32, DynamicSmemSize;
    TotalSmemSize => total_smem_size: u32, TotalSmemSize;
    ClusterCtarank => cluster_ctarank: u32, ClusterCtarank;
    ClusterNctarank => cluster_nctarank: u32, ClusterNctarank;
    ClusterCtaidX => cluster_ctaid_x: u32, ClusterCtaidX;
    ClusterNctaidX => cluster_nctaid_x: u32, ClusterNctaidX;
    ClusteridX => clusterid_x: u32, ClusteridX;
    NclusteridX => nclusterid_x: u32, NclusteridX;
    ClusterCtaidY => cluster_ctaid_y: u32, ClusterCtaidY;
    ClusterCtaidZ => cluster_ctaid_z: u32, ClusterCtaidZ;
    ClusterNctaidY => cluster_nctaid_y: u32, ClusterNctaidY;
    ClusterNctaidZ => cluster_nctaid_z: u32, ClusterNctaidZ;
    ClusteridY => clusterid_y: u32, ClusteridY;
    ClusteridZ => clusterid_z: u32, ClusteridZ;
    NclusteridY => nclusterid_y: u32, NclusteridY;
    NclusteridZ => nclusterid_z: u32, NclusteridZ;
    Nwarpid => nwarpid: u32, Nwarpid;
    Nsmid => nsmid: u32, Nsmid;
    Gridid => gridid: u64, Gridid;
    ClockHi => clock_hi: u32, ClockHi;
    GlobaltimerLo => globaltimer_lo: u32, GlobaltimerLo;
    GlobaltimerHi => globaltimer_hi: u32, GlobaltimerHi;
    AggrSmemSize => aggr_smem_size: u32, AggrSmemSize;
    CurrentGraphExec => current_graph_exec: u64, CurrentGraphExec;
    LanemaskEq => lanemask_eq: u32, LanemaskEq;
    LanemaskLe => lanemask_le: u32, LanemaskLe;
    LanemaskLt => lanemask_lt: u32, LanemaskLt;
    LanemaskGe => lanemask_ge: u32, LanemaskGe;
    LanemaskGt => lanemask_gt: u32, LanemaskGt;
}

/// One operation of a program.
#[derive(Clone, Debug)]
enum Step {
    /// A generated arithmetic/logic method, `popc`/`clz`, approximations, shifts (`mul_wide`:
    /// the row step, [`St::Row`]).
    Arith {
        op: AOp,
        t: RT,
        a: Opd,
        b: Opd,
        c: Opd,
    },
    /// Half precision, packed floats, the f32 fast forms, bit manipulation.
    Half(HS),
    Setp {
        cmp: Cmp,
        t: RT,
        a: Opd,
        b: Opd,
    },
    Selp {
        t: RT,
        a: Opd,
        b: Opd,
        p: u8,
    },
    Mov {
        t: RT,
        a: Opd,
    },
    Assign {
        t: RT,
        dst: u8,
        a: Opd,
    },
    Fresh {
        t: RT,
    },
    Cvt {
        d: RT,
        s: RT,
        a: u8,
    },
    Sreg(SR),
    Ld {
        e: ET,
        sp: Sp,
        am: Am,
        cache: Option<LdCache>,
    },
    St {
        e: ET,
        sp: Sp,
        am: Am,
        v: Opd,
        cache: Option<StCache>,
    },
    LdVec {
        e: ET,
        sp: Sp,
        am: Am,
        four: bool,
    },
    StVec {
        e: ET,
        sp: Sp,
        am: Am,
        four: bool,
        v: [u8; 4],
    },
    LdNc {
        e: ET,
        am: Am,
    },
    Atom {
        op: AtomOp,
        e: ET,
        sp: Sp,
        am: Am,
        v: Opd,
    },
    Cas {
        e: ET,
        sp: Sp,
        am: Am,
        c: Opd,
        n: Opd,
    },
    Red {
        op: AtomOp,
        e: ET,
        sp: Sp,
        am: Am,
        v: Opd,
    },
    AddrOf {
        e: ET,
        vs: VS,
        pick: u8,
    },
    Cvta {
        e: ET,
        n: Nm,
        pick: u8,
    },
    CvtaVar {
        e: ET,
        vs: VS,
        pick: u8,
        elems: u8,
    },
    CvtaTo {
        e: ET,
        n: Nm,
        pick: u8,
        specific: bool,
    },
    /// `cvta_to_unchecked` of a generic pointer of unknown origin `o` (of any access).
    CvtaToUnchecked {
        e: ET,
        n: Nm,
        o: Or,
        pick: u8,
    },
    Isspacep {
        e: ET,
        n: Nm,
        o: Or,
        pick: u8,
    },
    ToU32 {
        e: ET,
        w: W3,
        pick: u8,
    },
    ToU64 {
        e: ET,
        w: W3,
        pick: u8,
    },
    Index {
        e: ET,
        sp: Sp,
        pick: u8,
        idx: u8,
        wide: bool,
    },
    Index32 {
        e: ET,
        w: W3,
        pick: u8,
        idx: u8,
    },
    /// `kind` % 3: a pointer, a 32-bit pointer, a variable.
    Widen {
        e: ET,
        kind: u8,
        pick: u8,
    },
    SelpPtr {
        e: ET,
        a: Or,
        b: Or,
        pa: u8,
        pb: u8,
        p: u8,
    },
    /// `erase` (keeps the origin's access) or, with `ro`, `erase_readonly`.
    Erase {
        e: ET,
        o: Or,
        pick: u8,
        ro: bool,
    },
    Cast {
        sp: Sp,
        to: ET,
        pick: u8,
    },
    Bits {
        e: ET,
        sp: Sp,
        pick: u8,
    },
    Bits32 {
        e: ET,
        w: W3,
        pick: u8,
    },
    /// `Ptr::from_bits` (read-only), or the unsafe `from_bits_unchecked` (read-write-atomic).
    FromBits {
        e: ET,
        pick: u8,
        unchecked: bool,
    },
    AssignPtr {
        e: ET,
        sp: Sp,
        dst: u8,
        src: u8,
        from: Or,
    },
    AssignPtr32 {
        e: ET,
        w: W3,
        dst: u8,
        src: u8,
    },
    /// `mov_ptr`: an assignable copy of a pointer.
    MovPtr {
        e: ET,
        sp: Sp,
        pick: u8,
    },
    MovPtr32 {
        e: ET,
        w: W3,
        pick: u8,
    },
    /// `name` picks one of [`TRICKY`] when below its length, else a fresh name.
    DeclShared {
        e: ET,
        len: u8,
        align: u8,
        name: u8,
    },
    DeclLocal {
        e: ET,
        len: u8,
        align: u8,
        name: u8,
    },
    Param {
        t: RT,
        name: u8,
    },
    ParamPtr {
        e: ET,
        name: u8,
    },
    ParamVar {
        e: ET,
        name: u8,
    },
    Label,
    Place(u8),
    LoopHead,
    Bra {
        kind: BraK,
        back: bool,
        l: u8,
        p: u8,
    },
    Ret,
    Exit,
    Call {
        f: u8,
        a: [u8; 6],
        o: Or,
    },
    Bar(Bar),
    Shfl {
        mode: Shfl,
        t: RT,
        a: u8,
        b: Opd,
        c: u16,
        mask: Opd,
    },
    CpAsync {
        cg: bool,
        size: CpSize,
        e: ET,
        dst: Am,
        src: Am,
    },
    Mapa {
        e: ET,
        from_cluster: bool,
        pick: u8,
        rank: Opd,
    },
    Mapa32 {
        e: ET,
        from_cluster: bool,
        pick: u8,
        rank: Opd,
    },
    MapaGeneric {
        e: ET,
        from_cluster: bool,
        pick: u8,
        rank: Opd,
    },
    ClusterArrive,
    ClusterWait,
    /// A `Shape::Row` row of the table, from the row alone: `row` picks the row, `picks`
    /// its slot values, `o` its sources (`tests/generated/row_cases.rs` calls its method).
    Row {
        row: u16,
        picks: [u8; 6],
        o: [Opd; 4],
    },
    /// A bulk copy of `16 * (size % 8 + 1)` bytes of `e`: `kind % 7` picks global to
    /// shared, its multicast, shared to cluster, shared to global, the reductions to
    /// global and to cluster (`op`), or the L2 prefetch; `how` picks the forms of the
    /// addresses (variable, pointer, 32-bit pointer, `mapa`, a register size).
    Bulk {
        kind: u8,
        e: ET,
        size: u8,
        how: u8,
        pick: u8,
        op: u8,
        x: Opd,
    },
    /// `cp.async.bulk.commit_group`, `wait_group n`, `wait_group.read n`.
    BulkGroup {
        kind: u8,
        n: u8,
    },
    /// A TMA instruction (`kind % 6`: load, multicast load, store, reduction, tensor
    /// prefetch, tensor-map prefetch) on a map of `e` and rank `rank % 5 + 1`, taken from
    /// a kernel parameter (its address or the `.param` variable) or the program's
    /// `.const`/`.global` maps (`via`); coordinates `c` (registers or immediates).
    Tma {
        kind: u8,
        e: ET,
        rank: u8,
        via: u8,
        c: [Opd; 5],
        op: u8,
        x: Opd,
    },
    /// `cvt.rna.tf32.f32` into the tf32 pool.
    Tf32 {
        a: Opd,
    },
    /// `mma.sync` of row `kind` (of [`mma_rows`], modulo their count) at the value
    /// combination of its type slots that `a[0] & 1` and `b[0] & 1` pick, its fragments
    /// picked from the pools.
    Mma {
        kind: u8,
        a: [u8; 4],
        b: [u8; 2],
        c: [u8; 4],
    },
    /// `ldmatrix` (`x` % 3: x1, x2, x4) of 16-byte rows of `.shared::cta`.
    Ldmatrix {
        x: u8,
        trans: bool,
        e: ET,
        am: Am,
    },
    /// `stmatrix` (sm_90) of registers picked from the pools.
    Stmatrix {
        x: u8,
        trans: bool,
        e: ET,
        am: Am,
        v: [u8; 4],
    },
    WgmmaFence,
    WgmmaCommit,
    WgmmaWait(u8),
    /// `wgmma.mma_async` (sm_90a): `kind` picks the pair of rows ([`wgmma_rows`], modulo
    /// their count), `regs` the row of A from registers, `n` picks N, `f16acc` with `a & 1`
    /// and `b & 1` the value combination of its type slots, `opts` bits negate (1, 2) and
    /// transpose (4, 8).
    Wgmma {
        kind: u8,
        n: u8,
        regs: bool,
        f16acc: bool,
        opts: u8,
        a: u8,
        b: u8,
        scale: Opd,
        frag: [u8; 4],
    },
    /// `setmaxnreg.inc`/`.dec` of `8 * n` registers (`n` in 3..=32).
    Setmaxnreg {
        inc: bool,
        n: u8,
    },
    /// `kind % 3`: `bar.arrive`, `barrier.sync` with a count, `barrier.arrive`; `32 * count`
    /// threads.
    NamedBar {
        kind: u8,
        id: u8,
        count: u8,
    },
    /// `t` is `u32` or `i32`.
    Redux {
        op: ReduxOp,
        t: RT,
        a: Opd,
        mask: Opd,
    },
    ReduxF32 {
        max: bool,
        abs: bool,
        nan: bool,
        a: Opd,
        mask: Opd,
    },
    /// `from % 4`: a `.shared::cta`, a `.shared::cluster` address (any address mode), or a
    /// generic one that came from either.
    Getctarank {
        e: ET,
        from: u8,
        am: Am,
    },
    /// `st.async` of `n` (1, 2 or 4) elements.
    StAsync {
        e: ET,
        n: u8,
        am: Am,
        v: [u8; 4],
        bar: MbarSrc,
    },
    RedAsync {
        op: AtomOp,
        e: ET,
        am: Am,
        v: Opd,
        bar: MbarSrc,
    },
    /// 128-bit data (PTX ISA 8.3): a `.b128` value packed from two `u64` registers
    /// (`lo`, `hi`), then `kind % 5`: `ld`, `st`, `atom.cas`, `atom.exch` (sm_90) or a
    /// copy (the unpacking: the row step, `St::Row`); `sp % 4` picks the address's space (`ld`/`st`: .global,
    /// .shared::cta, .local, generic from .global; atomics: .global, .shared::cta,
    /// .shared::cluster, generic from .global), `p` the pointer of the pool.
    B128 {
        kind: u8,
        sp: u8,
        p: u8,
        lo: u8,
        hi: u8,
    },
    /// `ld.{relaxed,acquire}.<scope>` (`acquire` picks the semantics).
    LdOrd {
        acquire: bool,
        scope: Scope,
        e: ET,
        sp: Sp,
        am: Am,
    },
    /// `st.{relaxed,release}.<scope>`.
    StOrd {
        release: bool,
        scope: Scope,
        e: ET,
        sp: Sp,
        am: Am,
        v: Opd,
    },
    /// `atom.<sem>.<scope>.<op>`.
    AtomOrd {
        sem: Sem,
        scope: Scope,
        op: AtomOp,
        e: ET,
        sp: Sp,
        am: Am,
        v: Opd,
    },
    /// `atom.<sem>.<scope>.cas`.
    CasOrd {
        sem: Sem,
        scope: Scope,
        e: ET,
        sp: Sp,
        am: Am,
        c: Opd,
        n: Opd,
    },
    /// `red.{relaxed,release}.<scope>.<op>`.
    RedOrd {
        release: bool,
        scope: Scope,
        op: AtomOp,
        e: ET,
        sp: Sp,
        am: Am,
        v: Opd,
    },
    /// A proxy fence: `kind` % 5 picks `fence.mbarrier_init` or `fence.proxy.tensormap`
    /// acquire at each scope (of a generic address of `.global` or of unknown origin, by
    /// `pick`). `fence.proxy.async{.space}` and the tensormap release are `Shape::Row` rows:
    /// [`Step::Row`].
    ProxyFence {
        kind: u8,
        pick: u8,
    },
    /// An mbarrier instruction (`op` % [`MBAR_OPS`]) on element `bar` % 4 of the
    /// function's mbarrier array, through the address kind `kind` (variable, pointer,
    /// 32-bit pointer, generic; for the remote forms: widened variable, widened pointer,
    /// `mapa`); `x` is its count, transaction count, parity or `mapa` rank; `cluster`
    /// picks the scope of the forms that name one.
    Mbar {
        op: u8,
        kind: u8,
        bar: u8,
        x: Opd,
        cluster: bool,
    },
    Block {
        kind: BK,
        p: u8,
        body: Vec<Step>,
    },
    IfSpace {
        e: ET,
        n: Nm,
        o: Or,
        pick: u8,
        body: Vec<Step>,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DK {
    Global,
    GlobalAligned,
    GlobalInit,
    Const,
    ConstInit,
    Shared,
    ExternShared,
}

/// A module-scope variable.
#[derive(Clone, Debug)]
struct Decl {
    kind: DK,
    e: ET,
    len: u8,
    align: u8,
    init: Vec<i32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DirK {
    Maxntid,
    Reqntid,
    Minnctapersm,
    Reqnctapercluster,
    Explicitcluster,
}

/// Device-function signatures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sig {
    /// `(Ptr<Generic, u32>, Reg<u32>) -> Reg<u32>`
    A,
    /// `(Ptr<Generic, f32>, Ptr<Generic, u64>) -> ()`
    B,
    /// `(Ptr<Global, f64>, Ptr32<Shared<Cta>, u32>, Reg<i64>) -> Reg<f64>`
    C,
    /// `() -> ()`
    D,
    /// `(Reg<u16>, Reg<i16>, Reg<f64>, Reg<u64>, Reg<i32>, Reg<f32>) -> Reg<i16>`
    E,
    /// `(Ptr<Shared<Cta>, u8>, Ptr32<Local, i32>, Ptr<Generic, i64>) -> Reg<u64>`
    F,
    /// `(Ptr<Generic<Global>, f32>, Ptr32<Const, u32>) -> Reg<f32>`
    G,
    /// `(Ptr<Generic<Unknown<ReadOnly>>, u32>, Reg<u32>) -> Reg<u32>`: any generic pointer.
    H,
    /// `(Ptr<Generic<Unknown<ReadWrite>>, f64>, Ptr<Const, u16>) -> ()`
    I,
}

/// One illegal construct a program may carry (put at the start of its kernel, or in a
/// device function of its own): `emit` must refuse the program, for that reason.
///
/// Each is something an earlier version of this generator produced and the builder now
/// refuses (or never produced because it was the shape of a bug): the generator keeps
/// every other program clear of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bad {
    /// A register made inside an `if_then` body, read after it.
    ReadAfterIfThen,
    /// The named pointer `if_space` gives its body, used after the body.
    ReadAfterIfSpace,
    /// A register made under a `when` guard, read after it.
    ReadAfterGuard,
    /// A register made under a `when` guard, read under the opposite (`unless`) guard.
    ReadUnderOtherGuard,
    /// A register made under a `when` guard, read under the same guard after a label
    /// that a branch under that guard reaches from before the write (on that path the
    /// guard held and the write was skipped). Without the branch the read is legal: what
    /// the guard wrote is known across blocks while its predicate is unchanged.
    ReadGuardedAcrossLabel,
    /// A `fresh` register read before anything is assigned to it.
    ReadFresh,
    /// A register made after a forward branch, read after the branch's label.
    ReadAfterBranch,
    /// A branch to a label placed inside a later `if_then` body.
    BranchIntoIfThen,
    /// A backward branch to a label placed inside an earlier `if_then` body.
    BranchBackIntoIfThen,
    /// A branch to a label placed under a later `unless` guard.
    BranchIntoGuard,
    /// A device function returning a value: an early `ret` before the value is made.
    RetBeforeValue,
    /// A device function: a load through a `.param::entry` address.
    ParamLoadInFunc,
    /// `.maxntid` asking for more than 1024 threads per CTA.
    NtidOver1024,
    /// `.reqnctapercluster` asking for more than 16 CTAs per cluster.
    ClusterOver16,
    /// A 4-byte access at a byte offset of 2.
    Misaligned,
    /// A `.v4.u32` access (16 bytes) of a variable declared 4-byte aligned.
    VarUnderaligned,
    /// An access past the end of a variable.
    PastEnd,
}

impl Bad {
    /// Whether `e` is the builder's refusal of this construct.
    fn refused_by(self, e: &Error) -> bool {
        let misuse = |s: &str| matches!(e, Error::Misuse { what, .. } if what.contains(s));
        match self {
            Bad::ReadAfterIfThen
            | Bad::ReadAfterIfSpace
            | Bad::ReadAfterGuard
            | Bad::ReadUnderOtherGuard
            | Bad::ReadGuardedAcrossLabel
            | Bad::ReadFresh
            | Bad::ReadAfterBranch
            | Bad::RetBeforeValue => matches!(e, Error::Unassigned { .. }),
            Bad::BranchIntoIfThen | Bad::BranchBackIntoIfThen | Bad::BranchIntoGuard => {
                misuse("a branch into a")
            }
            Bad::ParamLoadInFunc => misuse(".param::entry (kernel parameter) address"),
            Bad::NtidOver1024 => misuse("threads per CTA"),
            Bad::ClusterOver16 => misuse("CTAs per cluster"),
            Bad::Misaligned | Bad::VarUnderaligned => matches!(e, Error::AccessMisaligned { .. }),
            Bad::PastEnd => matches!(e, Error::AccessOutOfBounds { size: Some(_), .. }),
        }
    }
}

const BADS: &[Bad] = &[
    Bad::ReadAfterIfThen,
    Bad::ReadAfterIfSpace,
    Bad::ReadAfterGuard,
    Bad::ReadUnderOtherGuard,
    Bad::ReadGuardedAcrossLabel,
    Bad::ReadFresh,
    Bad::ReadAfterBranch,
    Bad::BranchIntoIfThen,
    Bad::BranchBackIntoIfThen,
    Bad::BranchIntoGuard,
    Bad::RetBeforeValue,
    Bad::ParamLoadInFunc,
    Bad::NtidOver1024,
    Bad::ClusterOver16,
    Bad::Misaligned,
    Bad::VarUnderaligned,
    Bad::PastEnd,
];

#[derive(Clone, Debug)]
struct Func {
    sig: Sig,
    body: Vec<Step>,
}

/// One random program: one kernel, its device functions and module variables.
#[derive(Clone, Debug)]
struct Program {
    target: Target,
    explicit: bool,
    pin: Option<Version>,
    /// Keep steps the target cannot do: `emit` must refuse them.
    free: bool,
    /// An illegal construct: `emit` must refuse it.
    bad: Option<Bad>,
    decls: Vec<Decl>,
    dirs: Vec<(DirK, [u16; 3])>,
    funcs: Vec<Func>,
    body: Vec<Step>,
    /// A tensor-memory block at the top of the kernel ([`tmem_block`]): the column count
    /// (`% 5`: 32 … 512) and which operations (bits), where the target has `tcgen05`.
    tmem: Option<(u8, u8)>,
}

// =====================================================================================
// Strategies
// =====================================================================================

fn sel<T: Clone + Debug + 'static>(v: &'static [T]) -> BoxedStrategy<T> {
    prop::sample::select(v).boxed()
}

fn opd() -> BoxedStrategy<Opd> {
    prop_oneof![
        6 => any::<u8>().prop_map(Opd::R),
        2 => (-300i32..300).prop_map(Opd::I),
        1 => any::<i32>().prop_map(Opd::I),
        1 => any::<u8>().prop_map(Opd::X),
    ]
    .boxed()
}

/// Names a program may give its kernel-local symbols besides fresh `r<n>_..._v<i>` ones:
/// PTX opcodes, type and space words, `$`/`_` names, and the names typed-ptx itself
/// uses in the call blocks it emits.
const TRICKY: &[&str] = &[
    "param0_",
    "paramx",
    "retval",
    "param_1",
    "add",
    "ret",
    "ld",
    "st",
    "call",
    "bra",
    "mov",
    "exit",
    "cvta",
    "shared",
    "global",
    "local",
    "const",
    "param",
    "entry",
    "func",
    "reg",
    "pred",
    "u32",
    "b64",
    "f32",
    "s8",
    "v4",
    "tid",
    "ntid",
    "clock",
    "align",
    "version",
    "target",
    "uni",
    "sync",
    "cluster",
    "cta",
    "__x",
    "_x",
    "$x",
    "x$",
    "$L",
    "$L1",
    "$Lx_0",
    "sreg",
    "texref",
    "samplerref",
    "surfref",
    "NULL",
    "true",
    "false",
    "inf",
    "nan",
    "extern",
    "visible",
    "weak",
    "common",
    "maxntid",
    "pragma",
    "file",
    "loc",
    "section",
    "_param_0",
    "k_retval",
];

/// Names ptxas misreads and the builder must therefore refuse: the predefined `WARP_SZ`,
/// and `param<N>`/`retval<N>`, the names of the call blocks' parameters (a kernel
/// parameter `param0` or a function `retval0` breaks every call next to it).
const RESERVED: &[&str] = &[
    "WARP_SZ", "param0", "param1", "param2", "param5", "param00", "retval0", "retval1",
];

/// A name selector: about one in seven picks a [`TRICKY`] name.
fn name() -> BoxedStrategy<u8> {
    prop_oneof![6 => Just(255u8), 1 => 0..TRICKY.len() as u8].boxed()
}

fn am() -> BoxedStrategy<Am> {
    (0u8..3, any::<u8>(), 0u8..3, -40i16..40)
        .prop_map(|(kind, pick, mode, off)| Am {
            kind,
            pick,
            mode,
            off,
        })
        .boxed()
}

fn leaf() -> BoxedStrategy<Step> {
    use Step::*;
    let p = || any::<u8>();
    prop_oneof![
        14 => sel(AOp::ALL)
            .prop_flat_map(|op| (Just(op), sel(op.types()), opd(), opd(), opd()))
            .prop_map(|(op, t, a, b, c)| Arith { op, t, a, b, c }),
        8 => half_step().prop_map(Half),
        3 => (sel(CMPS), sel(NUM), opd(), opd()).prop_map(|(cmp, t, a, b)| Setp { cmp, t, a, b }),
        2 => (sel(NUM), opd(), opd(), p()).prop_map(|(t, a, b, p)| Selp { t, a, b, p }),
        2 => (sel(ALL_RT), opd()).prop_map(|(t, a)| Mov { t, a }),
        1 => (sel(ALL_RT), p(), opd()).prop_map(|(t, dst, a)| Assign { t, dst, a }),
        1 => sel(ALL_RT).prop_map(|t| Fresh { t }),
        3 => (sel(NUM), sel(NUM), p())
            .prop_map(|(d, s, a)| {
                // cvt has no f32 -> f32 or f64 -> f64 pair.
                let s = if d == s && FLOAT.contains(&d) { if d == RT::F32 { RT::F64 } else { RT::F32 } } else { s };
                Cvt { d, s, a }
            }),
        2 => sel(SREGS).prop_map(Sreg),
        8 => (sel(SP_ALL), am(), prop::option::weighted(0.3, sel(LDC)))
            .prop_flat_map(|(sp, am, cache)| (sel(mem_ets(sp)), Just(sp), Just(am), Just(cache)))
            .prop_map(|(e, sp, am, cache)| Ld { e, sp, am, cache }),
        8 => (sel(SP_STORE), am(), opd(), prop::option::weighted(0.3, sel(STC)))
            .prop_flat_map(|(sp, am, v, cache)| (sel(mem_ets(sp)), Just(sp), Just(am), Just(v), Just(cache)))
            .prop_map(|(e, sp, am, v, cache)| St { e, sp, am, v, cache }),
        2 => (any::<bool>(), sel(SP_BASE), am())
            .prop_flat_map(|(four, sp, am)| (sel(if four { V4_ETS } else { V2_ETS }), Just(sp), Just(am), Just(four)))
            .prop_map(|(e, sp, am, four)| LdVec { e, sp, am, four }),
        2 => (any::<bool>(), sel(SP_BASE_STORE), am(), any::<[u8; 4]>())
            .prop_flat_map(|(four, sp, am, v)| (sel(if four { V4_ETS } else { V2_ETS }), Just(sp), Just(am), Just(four), Just(v)))
            .prop_map(|(e, sp, am, four, v)| StVec { e, sp, am, four, v }),
        1 => (sel(ETS), am()).prop_map(|(e, am)| LdNc { e, am }),
        3 => sel(ATOM_OPS)
            .prop_flat_map(|op| (Just(op), sel(atom_ets(op)), sel(SP_ATOM), am(), opd()))
            .prop_map(|(op, e, sp, am, v)| Atom { op, e, sp, am, v }),
        1 => (sel(CAS_ETS), sel(SP_ATOM), am(), opd(), opd()).prop_map(|(e, sp, am, c, n)| Cas { e, sp, am, c, n }),
        2 => sel(RED_OPS)
            .prop_flat_map(|op| (Just(op), sel(atom_ets(op)), sel(SP_ATOM), am(), opd()))
            .prop_map(|(op, e, sp, am, v)| Red { op, e, sp, am, v }),
        2 => (sel(ETS), sel(VSS), p()).prop_map(|(e, vs, pick)| AddrOf { e, vs, pick }),
        3 => (sel(ETS), sel(NAMED), p()).prop_map(|(e, n, pick)| Cvta { e, n, pick }),
        2 => (sel(ETS), sel(VSS), p(), p()).prop_map(|(e, vs, pick, elems)| CvtaVar { e, vs, pick, elems }),
        3 => (sel(ETS), sel(NAMED), p(), any::<bool>()).prop_map(|(e, n, pick, specific)| CvtaTo { e, n, pick, specific }),
        1 => (sel(ETS), sel(NAMED), sel(UNK_ORS), p()).prop_map(|(e, n, o, pick)| CvtaToUnchecked { e, n, o, pick }),
        2 => (sel(FEW_ETS), sel(NAMED), sel(ORS), p()).prop_map(|(e, n, o, pick)| Isspacep { e, n, o, pick }),
        2 => (sel(ETS), sel(W3S), p()).prop_map(|(e, w, pick)| ToU32 { e, w, pick }),
        1 => (sel(ETS), sel(W3S), p()).prop_map(|(e, w, pick)| ToU64 { e, w, pick }),
        2 => (sel(SIZE_ETS), sel(SP_ALL), p(), p(), any::<bool>()).prop_map(|(e, sp, pick, idx, wide)| Index { e, sp, pick, idx, wide }),
        1 => (sel(SIZE_ETS), sel(W3S), p(), p()).prop_map(|(e, w, pick, idx)| Index32 { e, w, pick, idx }),
        1 => (sel(ETS), 0u8..3, p()).prop_map(|(e, kind, pick)| Widen { e, kind, pick }),
        2 => (sel(FEW_ETS), sel(ORS), sel(ORS), p(), p(), p()).prop_map(|(e, a, b, pa, pb, p)| SelpPtr { e, a, b, pa, pb, p }),
        1 => (sel(ETS), sel(ORS), p(), prop::bool::weighted(0.3)).prop_map(|(e, o, pick, ro)| Erase { e, o, pick, ro }),
        1 => (sel(SP_ALL), sel(ETS), p()).prop_map(|(sp, to, pick)| Cast { sp, to, pick }),
        1 => (sel(FEW_ETS), sel(SP_ALL), p()).prop_map(|(e, sp, pick)| Bits { e, sp, pick }),
        1 => (sel(FEW_ETS), sel(W3S), p()).prop_map(|(e, w, pick)| Bits32 { e, w, pick }),
        1 => (sel(ETS), p(), any::<bool>()).prop_map(|(e, pick, unchecked)| FromBits { e, pick, unchecked }),
        1 => (sel(FEW_ETS), sel(SP_PASS), p(), p(), sel(ORS)).prop_map(|(e, sp, dst, src, from)| AssignPtr { e, sp, dst, src, from }),
        1 => (sel(FEW_ETS), sel(W3S), p(), p()).prop_map(|(e, w, dst, src)| AssignPtr32 { e, w, dst, src }),
        1 => (sel(FEW_ETS), sel(SP_PASS), p()).prop_map(|(e, sp, pick)| MovPtr { e, sp, pick }),
        1 => (sel(FEW_ETS), sel(W3S), p()).prop_map(|(e, w, pick)| MovPtr32 { e, w, pick }),
        1 => (sel(ETS), 1u8..40, 0u8..6, name()).prop_map(|(e, len, align, name)| DeclShared { e, len, align, name }),
        1 => (sel(ETS), 1u8..40, 0u8..6, name()).prop_map(|(e, len, align, name)| DeclLocal { e, len, align, name }),
        1 => (sel(NUM), name()).prop_map(|(t, name)| Param { t, name }),
        1 => (sel(ETS), name()).prop_map(|(e, name)| ParamPtr { e, name }),
        1 => (sel(ETS), name()).prop_map(|(e, name)| ParamVar { e, name }),
        1 => Just(Label),
        1 => p().prop_map(Place),
        1 => Just(LoopHead),
        3 => (sel(&[BraK::Plain, BraK::Uni, BraK::If, BraK::Unless]), any::<bool>(), p(), p())
            .prop_map(|(kind, back, l, p)| Bra { kind, back, l, p }),
        1 => prop_oneof![Just(Ret), Just(Exit)],
        3 => (p(), any::<[u8; 6]>(), sel(ORS)).prop_map(|(f, a, o)| Call { f, a, o }),
        2 => prop_oneof![
            (0u8..16).prop_map(|i| Bar(self::Bar::Sync(i))),
            (0u8..16, 1u8..=32).prop_map(|(i, c)| Bar(self::Bar::Count(i, c))),
            (0u8..16).prop_map(|i| Bar(self::Bar::Barrier(i))),
            opd().prop_map(|m| Bar(self::Bar::Warp(m))),
        ],
        2 => (sel(SHFL), sel(B32T), p(), opd(), 0u16..=0x1f1f, opd())
            .prop_map(|(mode, t, a, b, c, mask)| Shfl { mode, t, a, b, c, mask }),
        2 => (any::<bool>(), sel(&[CpSize::B4, CpSize::B8, CpSize::B16]), sel(FEW_ETS), am(), am())
            .prop_map(|(cg, size, e, dst, src)| CpAsync { cg, size, e, dst, src }),
        1 => (sel(ETS), any::<bool>(), p(), opd()).prop_map(|(e, from_cluster, pick, rank)| Mapa { e, from_cluster, pick, rank }),
        1 => (sel(ETS), any::<bool>(), p(), opd()).prop_map(|(e, from_cluster, pick, rank)| Mapa32 { e, from_cluster, pick, rank }),
        1 => (sel(ETS), any::<bool>(), p(), opd()).prop_map(|(e, from_cluster, pick, rank)| MapaGeneric { e, from_cluster, pick, rank }),
        1 => prop_oneof![Just(ClusterArrive), Just(ClusterWait)],
        3 => (any::<u16>(), any::<[u8; 6]>(), [opd(), opd(), opd(), opd()])
            .prop_map(|(row, picks, o)| Row { row, picks, o }),
        2 => (p(), sel(ETS), p(), p(), p(), p(), opd())
            .prop_map(|(kind, e, size, how, pick, op, x)| Bulk { kind, e, size, how, pick, op, x }),
        1 => (p(), p()).prop_map(|(kind, n)| BulkGroup { kind, n }),
        2 => (p(), sel(ETS), p(), p(), [opd(), opd(), opd(), opd(), opd()], p(), opd())
            .prop_map(|(kind, e, rank, via, c, op, x)| Tma { kind, e, rank, via, c, op, x }),
        1 => opd().prop_map(|a| Tf32 { a }),
        3 => (any::<u8>(), any::<[u8; 4]>(), any::<[u8; 2]>(), any::<[u8; 4]>())
            .prop_map(|(kind, a, b, c)| Mma { kind, a, b, c }),
        2 => (0u8..3, any::<bool>(), sel(MATRIX_ETS), am())
            .prop_map(|(x, trans, e, am)| Ldmatrix { x, trans, e, am }),
        2 => (0u8..3, any::<bool>(), sel(MATRIX_ETS), am(), any::<[u8; 4]>())
            .prop_map(|(x, trans, e, am, v)| Stmatrix { x, trans, e, am, v }),
        1 => prop_oneof![Just(WgmmaFence), Just(WgmmaCommit), (0u8..8).prop_map(WgmmaWait)],
        3 => (any::<u8>(), any::<u8>(), any::<bool>(), any::<bool>(), any::<u8>(), p(), p(), opd(), any::<[u8; 4]>())
            .prop_map(|(kind, n, regs, f16acc, opts, a, b, scale, frag)| Wgmma { kind, n, regs, f16acc, opts, a, b, scale, frag }),
        1 => (any::<bool>(), 3u8..=32).prop_map(|(inc, n)| Setmaxnreg { inc, n }),
        1 => (0u8..3, 0u8..16, 1u8..=32).prop_map(|(kind, id, count)| NamedBar { kind, id, count }),
        2 => (sel(REDUX_OPS), sel(&[RT::U32, RT::I32]), opd(), opd()).prop_map(|(op, t, a, mask)| Redux { op, t, a, mask }),
        1 => (any::<bool>(), any::<bool>(), any::<bool>(), opd(), opd())
            .prop_map(|(max, abs, nan, a, mask)| ReduxF32 { max, abs, nan, a, mask }),
        1 => (sel(ETS), any::<u8>(), am()).prop_map(|(e, from, am)| Getctarank { e, from, am }),
        2 => (sel(&[1u8, 2, 4]), am(), any::<[u8; 4]>(), 0u8..3, opd())
            .prop_flat_map(|(n, am, v, kind, rank)| (sel(if n == 4 { ASYNC_V4_ETS } else { ASYNC_ETS }), Just(n), Just(am), Just(v), Just(MbarSrc { kind, rank })))
            .prop_map(|(e, n, am, v, bar)| StAsync { e, n, am, v, bar }),
        1 => (sel(RED_ASYNC_OPS), am(), opd(), 0u8..3, opd())
            .prop_flat_map(|(op, am, v, kind, rank)| (Just(op), sel(red_async_ets(op)), Just(am), Just(v), Just(MbarSrc { kind, rank })))
            .prop_map(|(op, e, am, v, bar)| RedAsync { op, e, am, v, bar }),
        2 => (any::<u8>(), any::<u8>(), any::<u8>(), any::<u8>(), any::<u8>())
            .prop_map(|(kind, sp, p, lo, hi)| B128 { kind, sp, p, lo, hi }),
        2 => (any::<bool>(), sel(SCOPES), sel(FEW_ETS), sel(SP_ATOM), am())
            .prop_map(|(acquire, scope, e, sp, am)| LdOrd { acquire, scope, e, sp, am }),
        2 => (any::<bool>(), sel(SCOPES), sel(FEW_ETS), sel(SP_ATOM), am(), opd())
            .prop_map(|(release, scope, e, sp, am, v)| StOrd { release, scope, e, sp, am, v }),
        2 => (sel(SEMS), sel(SCOPES), sel(ATOM_OPS))
            .prop_flat_map(|(sem, scope, op)| (Just(sem), Just(scope), Just(op), sel(atom_ets(op)), sel(SP_ATOM), am(), opd()))
            .prop_map(|(sem, scope, op, e, sp, am, v)| AtomOrd { sem, scope, op, e, sp, am, v }),
        1 => (sel(SEMS), sel(SCOPES), sel(CAS_ETS), sel(SP_ATOM), am(), opd(), opd())
            .prop_map(|(sem, scope, e, sp, am, c, n)| CasOrd { sem, scope, e, sp, am, c, n }),
        1 => (any::<bool>(), sel(SCOPES), sel(RED_OPS))
            .prop_flat_map(|(release, scope, op)| (Just(release), Just(scope), Just(op), sel(atom_ets(op)), sel(SP_ATOM), am(), opd()))
            .prop_map(|(release, scope, op, e, sp, am, v)| RedOrd { release, scope, op, e, sp, am, v }),
        2 => (any::<u8>(), any::<u8>()).prop_map(|(kind, pick)| ProxyFence { kind, pick }),
        6 => (any::<u8>(), any::<u8>(), any::<u8>(), opd(), any::<bool>())
            .prop_map(|(op, kind, bar, x, cluster)| Mbar { op, kind, bar, x, cluster }),
    ]
    .boxed()
}

/// The scopes of the memory-ordering qualifiers.
const SCOPES: &[Scope] = &[Scope::Cta, Scope::Cluster, Scope::Gpu, Scope::Sys];
/// The semantics of an ordered atomic.
const SEMS: &[Sem] = &[Sem::Relaxed, Sem::Acquire, Sem::Release, Sem::AcqRel];

/// Steps with blocks nested up to `depth` deep.
fn step(depth: u32) -> BoxedStrategy<Step> {
    if depth == 0 {
        return leaf();
    }
    let inner = || prop::collection::vec(step(depth - 1), 1..6);
    prop_oneof![
        30 => leaf(),
        2 => (sel(&[BK::IfThen, BK::When, BK::Unless]), any::<u8>(), inner())
            .prop_map(|(kind, p, body)| Step::Block { kind, p, body }),
        1 => (sel(FEW_ETS), sel(NAMED), sel(ORS), any::<u8>(), inner())
            .prop_map(|(e, n, o, pick, body)| Step::IfSpace { e, n, o, pick, body }),
    ]
    .boxed()
}

fn decl() -> BoxedStrategy<Decl> {
    (
        sel(&[
            DK::Global,
            DK::GlobalAligned,
            DK::GlobalInit,
            DK::Const,
            DK::ConstInit,
            DK::Shared,
            DK::ExternShared,
        ]),
        sel(ETS),
        1u8..24,
        0u8..6,
        prop::collection::vec(-1000i32..1000, 1..6),
    )
        .prop_map(|(kind, e, len, align, init)| Decl {
            kind,
            e,
            len,
            align,
            init,
        })
        .boxed()
}

fn target() -> BoxedStrategy<Target> {
    prop_oneof![
        2 => Just(Target::SM_75),
        3 => Just(Target::SM_80),
        2 => Just(Target::SM_86),
        2 => Just(Target::SM_89),
        4 => Just(Target::SM_90),
        1 => Just(Target::SM_90A),
        1 => Just(Target::SM_100),
        1 => Just(Target::SM_100A),
        1 => Just(Target::SM_100F),
        1 => Just(Target::SM_103A),
        1 => Just(Target::SM_110A),
        1 => Just(Target::SM_120A),
    ]
    .boxed()
}

/// The versions a program may pin for its target (all at least what the target needs).
fn pins_for(t: Target) -> Vec<Version> {
    let min = t.min_isa().expect("known target");
    let mut v = vec![min];
    for c in [
        Version::new(7, 7),
        Version::new(7, 8),
        Version::new(8, 3),
        Version::new(9, 0),
    ] {
        if c > min {
            v.push(c);
        }
    }
    v
}

fn program() -> BoxedStrategy<Program> {
    let dirs = prop::collection::vec(
        (
            sel(&[
                DirK::Maxntid,
                DirK::Reqntid,
                DirK::Minnctapersm,
                DirK::Reqnctapercluster,
                DirK::Explicitcluster,
            ]),
            any::<[u16; 3]>(),
        ),
        0..3,
    );
    let funcs = prop::collection::vec(
        (
            sel(&[
                Sig::A,
                Sig::B,
                Sig::C,
                Sig::D,
                Sig::E,
                Sig::F,
                Sig::G,
                Sig::H,
                Sig::I,
            ]),
            prop::collection::vec(step(1), 0..10),
        )
            .prop_map(|(sig, body)| Func { sig, body }),
        0..3,
    );
    (
        target(),
        prop::bool::weighted(0.3),
        prop::option::weighted(0.12, any::<u8>()),
        prop::bool::weighted(0.06),
        prop::option::weighted(0.04, sel(BADS)),
        prop::collection::vec(decl(), 0..5),
        dirs,
        funcs,
        prop::collection::vec(step(2), 3..36),
        prop::option::weighted(0.3, any::<(u8, u8)>()),
    )
        .prop_map(
            |(target, explicit, pin, free, bad, decls, dirs, funcs, body, tmem)| {
                let pins = pins_for(target);
                let pin = pin.map(|i| pins[i as usize % pins.len()]);
                Program {
                    target,
                    explicit,
                    pin,
                    free,
                    bad,
                    decls,
                    dirs,
                    funcs,
                    body,
                    tmem,
                }
            },
        )
        .boxed()
}

/// `getctarank` of an address.
#[derive(Clone, Copy)]
struct RankOp;
impl<S: Space + CtaRankSpace, T: E> MemOp<S, T> for RankOp {
    fn go<A: Address<Space = S, Elem = T>>(self, cx: &mut Cx<'_>, k: &mut Kernel<'_>, a: A) {
        cx.commit();
        let r = k.getctarank(a);
        cx.push(r);
    }
}

/// The mbarrier operand of `st.async`/`red.async`: a `.shared::cluster` variable or pointer.
enum MbarA {
    V(Var<Shared<Cluster>, Mbarrier>),
    P(Ptr<Shared<Cluster>, Mbarrier>),
}

impl Cx<'_> {
    /// A fresh `.shared` mbarrier, seen in `.shared::cluster` as `src` asks.
    fn cluster_mbar(&mut self, k: &mut Kernel<'_>, src: MbarSrc) -> MbarA {
        let name = self.fresh_name();
        self.note(FormId::DeclShared);
        let b = k.shared::<Mbarrier>(&name, 1, Align(8));
        match src.kind % 3 {
            0 => MbarA::V(b.widen()),
            1 => {
                self.note(FormId::MovAddr);
                MbarA::P(k.addr_of(b).widen())
            }
            _ => {
                self.note(FormId::MovAddr);
                let p = k.addr_of(b);
                let rank = self.src::<u32>(k, src.rank);
                self.note(FormId::MapaShared);
                MbarA::P(k.mapa(p, rank))
            }
        }
    }
}

/// `st.async` of one or two elements.
#[derive(Clone, Copy)]
struct StAsyncOp {
    two: bool,
    v: [u8; 4],
    bar: MbarSrc,
}
impl<T: E + AsyncElem + RP> MemOp<Shared<Cluster>, T> for StAsyncOp {
    fn go<A: Address<Space = Shared<Cluster>, Elem = T>>(
        self,
        cx: &mut Cx<'_>,
        k: &mut Kernel<'_>,
        a: A,
    ) {
        let b = cx.cluster_mbar(k, self.bar);
        let v = self.v.map(|i| cx.reg::<T>(k, i));
        cx.commit();
        match (self.two, b) {
            (true, MbarA::V(b)) => k.st_async_v2(a, [v[0], v[1]], b),
            (true, MbarA::P(b)) => k.st_async_v2(a, [v[0], v[1]], b),
            (false, MbarA::V(b)) => k.st_async(a, v[0], b),
            (false, MbarA::P(b)) => k.st_async(a, v[0], b),
        }
    }
    fn bytes(&self) -> i64 {
        (1 + self.two as i64) * <T as Elem>::TY.size() as i64
    }
}

/// `st.async.v4` (32-bit elements).
#[derive(Clone, Copy)]
struct StAsyncV4Op {
    v: [u8; 4],
    bar: MbarSrc,
}
impl<T: E + AsyncV4Elem + RP> MemOp<Shared<Cluster>, T> for StAsyncV4Op {
    fn go<A: Address<Space = Shared<Cluster>, Elem = T>>(
        self,
        cx: &mut Cx<'_>,
        k: &mut Kernel<'_>,
        a: A,
    ) {
        let b = cx.cluster_mbar(k, self.bar);
        let v = self.v.map(|i| cx.reg::<T>(k, i));
        cx.commit();
        match b {
            MbarA::V(b) => k.st_async_v4(a, v, b),
            MbarA::P(b) => k.st_async_v4(a, v, b),
        }
    }
    fn bytes(&self) -> i64 {
        4 * <T as Elem>::TY.size() as i64
    }
}

/// `red.async`.
#[derive(Clone, Copy)]
struct RedAsyncOp {
    op: AtomOp,
    v: Opd,
    bar: MbarSrc,
}
impl<T: E + RedAsyncElem + RP> MemOp<Shared<Cluster>, T> for RedAsyncOp {
    fn go<A: Address<Space = Shared<Cluster>, Elem = T>>(
        self,
        cx: &mut Cx<'_>,
        k: &mut Kernel<'_>,
        a: A,
    ) {
        let b = cx.cluster_mbar(k, self.bar);
        let v = cx.src::<T>(k, self.v);
        cx.commit();
        match b {
            MbarA::V(b) => k.red_async(self.op, a, v, b),
            MbarA::P(b) => k.red_async(self.op, a, v, b),
        }
    }
}

// =====================================================================================
// The interpreter: pools of typed values
// =====================================================================================

macro_rules! regs {
    ($($f:ident : $t:ty),* $(,)?) => {
        /// Register pools, one per register type.
        #[derive(Default)]
        struct Regs { $($f: Vec<Reg<$t>>),* }
        impl Regs {
            /// Appends the length of every pool to `out`.
            fn lens(&self, out: &mut Vec<u32>) {
                $(out.push(self.$f.len() as u32);)*
            }
            /// Truncates every pool to the next length of `it` (the order of `lens`).
            fn cut(&mut self, it: &mut std::slice::Iter<'_, u32>) {
                $(self.$f.truncate(*it.next().expect("a length per pool") as usize);)*
            }
        }
    };
}
regs! {
    u16: u16,
    i16: i16,
    u32: u32,
    i32: i32,
    u64: u64,
    i64: i64,
    f32: f32,
    f64: f64,
    pred: Pred,
    tf32: Tf32,
    h2: F16x2,
    b2: Bf16x2,
    s8x4: S8x4,
    u8x4: U8x4,
    e4x4: E4m3x4,
    e5x4: E5m2x4,
    f16: F16,
    bf16: Bf16,
    f16x2: F16x2,
    bf16x2: Bf16x2,
    e4m3x2: E4m3x2,
    e5m2x2: E5m2x2,
}

/// A fragment register type with a pool (no immediates: a missing register is a
/// `frag_zero` of one).
trait FP: FragElem + Sized + 'static {
    fn fpool(r: &mut Regs) -> &mut Vec<Reg<Self>>;
}
macro_rules! fp {
    ($($t:ty => $f:ident),*) => {$(
        impl FP for $t {
            fn fpool(r: &mut Regs) -> &mut Vec<Reg<Self>> { &mut r.$f }
        }
    )*};
}
fp!(u32 => u32, Tf32 => tf32, F16x2 => h2, Bf16x2 => b2, S8x4 => s8x4, U8x4 => u8x4, E4m3x4 => e4x4, E5m2x4 => e5x4);

/// A register type with a pool and immediates.
trait RP: Scalar + Sized + 'static {
    fn pool(r: &mut Regs) -> &mut Vec<Reg<Self>>;
    fn imm(v: i32) -> Src<Self>;
    fn extreme(i: u8) -> Src<Self>;
}
macro_rules! rp {
    ($($t:ty => $f:ident, |$v:ident| $imm:expr, [$($x:expr),*];)*) => {$(
        impl RP for $t {
            fn pool(r: &mut Regs) -> &mut Vec<Reg<Self>> { &mut r.$f }
            fn imm($v: i32) -> Src<Self> { Src::from($imm) }
            fn extreme(i: u8) -> Src<Self> {
                let x: &[$t] = &[$($x),*];
                Src::from(x[i as usize % x.len()])
            }
        }
    )*};
}
rp! {
    u16 => u16, |v| v as u16, [u16::MAX, 0, 1, 0x8000];
    i16 => i16, |v| v as i16, [i16::MIN, i16::MAX, -1, 0];
    u32 => u32, |v| v as u32, [u32::MAX, 0, 0x8000_0000, 0xffff];
    i32 => i32, |v| v, [i32::MIN, i32::MAX, -1, 0];
    u64 => u64, |v| v as i64 as u64, [u64::MAX, 0, 1 << 63, u32::MAX as u64 + 1];
    i64 => i64, |v| v as i64, [i64::MIN, i64::MAX, -1, i32::MIN as i64 - 1];
    f32 => f32, |v| v as f32 / 4.0, [f32::NAN, f32::INFINITY, f32::NEG_INFINITY, -0.0, f32::MIN_POSITIVE / 2.0, f32::MAX, f32::MIN, f32::EPSILON];
    f64 => f64, |v| v as f64 / 8.0, [f64::NAN, f64::INFINITY, f64::NEG_INFINITY, -0.0, f64::MIN_POSITIVE / 2.0, f64::MAX, f64::MIN, f64::EPSILON];
    // Half-precision and packed immediates are bits: NaN, infinities, -0, the smallest
    // subnormal, the largest finite value.
    F16 => f16, |v| F16(v as u16), [F16(0x7e00), F16(0x7c00), F16(0x8000), F16(0x0001), F16(0x7bff)];
    Bf16 => bf16, |v| Bf16(v as u16), [Bf16(0x7fc0), Bf16(0xff80), Bf16(0x8000), Bf16(0x0001), Bf16(0x7f7f)];
    F16x2 => f16x2, |v| F16x2(v as u32), [F16x2(0x7e00_7c00), F16x2(0x8000_0001), F16x2(0x7bff_fbff)];
    Bf16x2 => bf16x2, |v| Bf16x2(v as u32), [Bf16x2(0x7fc0_ff80), Bf16x2(0x8000_0001), Bf16x2(0x7f7f_ff7f)];
    E4m3x2 => e4m3x2, |v| E4m3x2(v as u16), [E4m3x2(0x7f7e), E4m3x2(0x8001)];
    E5m2x2 => e5m2x2, |v| E5m2x2(v as u16), [E5m2x2(0x7c7f), E5m2x2(0x8001)];
    Tf32 => tf32, |v| Tf32(v as u32 & 0xffff_e000), [Tf32(0x7fc0_0000), Tf32(0x0000_2000)];
}
impl RP for Pred {
    fn pool(r: &mut Regs) -> &mut Vec<Reg<Self>> {
        &mut r.pred
    }
    fn imm(v: i32) -> Src<Self> {
        Src::from(v & 1 == 1)
    }
    fn extreme(i: u8) -> Src<Self> {
        Src::from(i & 1 == 1)
    }
}

/// A variable and its declared alignment in bytes (the builder refuses an access it does
/// not align).
type VarA<S, T> = (Var<S, T>, u64);

macro_rules! pools {
    (regs { $($f:ident : $ty:ty),* $(,)? } vars { $($v:ident : $vty:ty),* $(,)? }) => {
        /// Pointer pools (registers) and variable pools (symbols) of one element type.
        struct MemPools<T> { $($f: Vec<$ty>,)* $($v: Vec<$vty>,)* }
        impl<T> Default for MemPools<T> {
            fn default() -> Self { MemPools { $($f: Vec::new(),)* $($v: Vec::new(),)* } }
        }
        impl<T> Clone for MemPools<T> {
            fn clone(&self) -> Self { MemPools { $($f: self.$f.clone(),)* $($v: self.$v.clone(),)* } }
        }
        impl<T> MemPools<T> {
            /// Appends the length of every pointer pool to `out` (variables are symbols,
            /// not registers: they stay valid everywhere in the function).
            fn lens(&self, out: &mut Vec<u32>) {
                $(out.push(self.$f.len() as u32);)*
            }
            /// Truncates every pointer pool to the next length of `it`.
            fn cut(&mut self, it: &mut std::slice::Iter<'_, u32>) {
                $(self.$f.truncate(*it.next().expect("a length per pool") as usize);)*
            }
        }
    };
}
pools! {
    regs {
        global: Ptr<Global, T>,
        shared: Ptr<Shared<Cta>, T>,
        cluster: Ptr<Shared<Cluster>, T>,
        local: Ptr<Local, T>,
        konst: Ptr<Const, T>,
        param: Ptr<Param<Entry>, T>,
        gu: Ptr<Generic<Unknown>, T>,
        gw: Ptr<Generic<Unknown<ReadWrite>>, T>,
        gr: Ptr<Generic<Unknown<ReadOnly>>, T>,
        gg: Ptr<Generic<Global>, T>,
        gs: Ptr<Generic<Shared<Cta>>, T>,
        gc: Ptr<Generic<Shared<Cluster>>, T>,
        gl: Ptr<Generic<Local>, T>,
        gk: Ptr<Generic<Const>, T>,
        gp: Ptr<Generic<Param<Entry>>, T>,
        p32s: Ptr32<Shared<Cta>, T>,
        p32c: Ptr32<Shared<Cluster>, T>,
        p32l: Ptr32<Local, T>,
        p32k: Ptr32<Const, T>,
    }
    vars {
        vg: VarA<Global, T>,
        vs: VarA<Shared<Cta>, T>,
        vl: VarA<Local, T>,
        vk: VarA<Const, T>,
        vp: VarA<Param<Entry>, T>,
        vc: VarA<Shared<Cluster>, T>,
    }
}

macro_rules! mem {
    ($($f:ident),*) => {
        /// The pools of every element type.
        #[derive(Default, Clone)]
        struct Mem { $($f: MemPools<$f>),* }
        impl Mem {
            fn lens(&self, out: &mut Vec<u32>) {
                $(self.$f.lens(out);)*
            }
            fn cut(&mut self, it: &mut std::slice::Iter<'_, u32>) {
                $(self.$f.cut(it);)*
            }
        }
    };
}
mem!(u8, i8, u16, i16, u32, i32, u64, i64, f32, f64);

/// A memory element type with pools.
trait E: Data + V2Elem + Elem<Value: RP> + Sized + 'static {
    fn mp(m: &mut Mem) -> &mut MemPools<Self>;
    fn global_init(m: &mut Module, name: &str, vals: &[i32]) -> Var<Global, Self>;
    fn const_init(m: &mut Module, name: &str, vals: &[i32]) -> Var<Const, Self>;
}
macro_rules! elem {
    (init $($t:ident),*) => {$(
        impl E for $t {
            fn mp(m: &mut Mem) -> &mut MemPools<Self> { &mut m.$t }
            fn global_init(m: &mut Module, name: &str, vals: &[i32]) -> Var<Global, Self> {
                let v: Vec<$t> = vals.iter().map(|&x| x as $t).collect();
                m.global_init(name, &v)
            }
            fn const_init(m: &mut Module, name: &str, vals: &[i32]) -> Var<Const, Self> {
                let v: Vec<$t> = vals.iter().map(|&x| x as $t).collect();
                m.const_init(name, &v)
            }
        }
    )*};
    (plain $($t:ident),*) => {$(
        impl E for $t {
            fn mp(m: &mut Mem) -> &mut MemPools<Self> { &mut m.$t }
            fn global_init(m: &mut Module, name: &str, vals: &[i32]) -> Var<Global, Self> {
                m.global(name, vals.len() as u64)
            }
            fn const_init(m: &mut Module, name: &str, vals: &[i32]) -> Var<Const, Self> {
                m.const_(name, vals.len() as u64)
            }
        }
    )*};
}
elem!(init u16, i16, u32, i32, u64, i64, f32, f64);
elem!(plain u8, i8);

/// A space whose pointers have a pool.
trait PS: Space + Sized + 'static {
    fn pool<T: E>(m: &mut MemPools<T>) -> &mut Vec<Ptr<Self, T>>;
    /// A new `u32` pointer of this space, when the pools have none.
    fn make(cx: &mut Cx<'_>, k: &mut Kernel<'_>) -> Option<Ptr<Self, u32>>;
    /// Runs `op` on an address of this space chosen by `am`.
    fn dispatch<T: E, O: MemOp<Self, T>>(cx: &mut Cx<'_>, k: &mut Kernel<'_>, am: Am, op: O);
}

/// A space of declared variables.
trait VSp: PS {
    fn vpool<T: E>(m: &mut MemPools<T>) -> &mut Vec<VarA<Self, T>>;
    fn declare<T: E>(cx: &mut Cx<'_>, k: &mut Kernel<'_>) -> Option<VarA<Self, T>>;
}

/// A space with 32-bit pointers.
trait W32S: PS + Window32 {
    fn p32pool<T: E>(m: &mut MemPools<T>) -> &mut Vec<Ptr32<Self, T>>;
}

/// The origin of a generic pointer.
trait OP: Origin + Sized + 'static {
    fn gpool<T: E>(m: &mut MemPools<T>) -> &mut Vec<Ptr<Generic<Self>, T>>;
    fn make_gen(cx: &mut Cx<'_>, k: &mut Kernel<'_>) -> Option<Ptr<Generic<Self>, u32>>;
}

/// A named space that is also a generic pointer's origin.
trait NS: PS + Named + OP {
    /// The space's own `cvta_to_<space>` method.
    fn to_specific<T: E>(k: &mut Kernel<'_>, p: Ptr<Generic<Self>, T>) -> Ptr<Self, T>;
}
macro_rules! ns {
    ($($s:ty => $m:ident;)*) => {$(
        impl NS for $s {
            fn to_specific<T: E>(k: &mut Kernel<'_>, p: Ptr<Generic<Self>, T>) -> Ptr<Self, T> { k.$m(p) }
        }
    )*};
}
ns! {
    Global => cvta_to_global;
    Shared<Cta> => cvta_to_shared;
    Shared<Cluster> => cvta_to_shared_cluster;
    Local => cvta_to_local;
    Const => cvta_to_const;
    Param<Entry> => cvta_to_param;
}

/// Something done with an address.
trait MemOp<S: Space, T: E>: Copy {
    fn go<A: Address<Space = S, Elem = T>>(self, cx: &mut Cx<'_>, k: &mut Kernel<'_>, a: A);

    /// The bytes it accesses (a vector's or a `cp.async`'s whole size), to which its
    /// address must be aligned.
    fn bytes(&self) -> i64 {
        <T as Elem>::TY.size() as i64
    }
}

/// Runs `op` at `a` with the offset `am` asks for, aligned to the access: `at` offsets
/// step by whole elements and accesses, `byte_offset` ones by accesses. An address of
/// a variable (`var_size`: its size in bytes) takes only `var+imm` with a non-negative
/// offset, and the access stays inside the variable. (A misaligned offset, or an access
/// past a variable's end, is refused: `Bad::Misaligned`, `Bad::PastEnd`.)
#[inline(never)]
fn with_off<S: Space, T: E, A: Address<Space = S, Elem = T>, O: MemOp<S, T>>(
    cx: &mut Cx<'_>,
    k: &mut Kernel<'_>,
    a: A,
    am: Am,
    var_size: Option<i64>,
    op: O,
) {
    let esz = <T as Elem>::TY.size() as i64;
    let b = op.bytes();
    // Both are powers of two: an `at` step of `unit` bytes keeps elements and accesses.
    let unit = b.max(esz);
    let off = am.off as i64;
    match (am.mode % 3, var_size) {
        (1, None) => op.go(cx, k, a.at(off / (unit / esz) * (unit / esz))),
        (2, None) => op.go(cx, k, a.byte_offset(off / b * b)),
        (m @ (1 | 2), Some(size)) => {
            let step = if m == 1 { unit } else { b };
            let slots = (size - b) / step + 1;
            let off = off.abs() % slots * step;
            if m == 1 {
                op.go(cx, k, a.at(off / esz))
            } else {
                op.go(cx, k, a.byte_offset(off))
            }
        }
        _ => op.go(cx, k, a),
    }
}

#[inline(never)]
fn via_ptr<S: PS, T: E, O: MemOp<S, T>>(cx: &mut Cx<'_>, k: &mut Kernel<'_>, am: Am, op: O) {
    if let Some(p) = cx.ptr::<S, T>(k, am.pick) {
        with_off(cx, k, p, am, None, op)
    }
}

#[inline(never)]
fn via_var<S: VSp, T: E, O: MemOp<S, T>>(
    cx: &mut Cx<'_>,
    k: &mut Kernel<'_>,
    am: Am,
    op: O,
) -> bool {
    // The variable must be aligned to the access and hold it (an `extern` one, sized at
    // launch, is taken to hold 16 elements).
    match cx.var::<S, T>(k, am.pick) {
        Some((v, align)) => {
            let size = v.len().unwrap_or(16) as i64 * <T as Elem>::TY.size() as i64;
            if (align as i64) < op.bytes() || size < op.bytes() {
                return false;
            }
            with_off(cx, k, v, am, Some(size), op);
            true
        }
        None => false,
    }
}

#[inline(never)]
fn via_32<S: W32S, T: E, O: MemOp<S, T>>(
    cx: &mut Cx<'_>,
    k: &mut Kernel<'_>,
    am: Am,
    op: O,
) -> bool {
    match cx.ptr32::<S, T>(k, am.pick) {
        Some(p) => {
            with_off(cx, k, p, am, None, op);
            true
        }
        None => false,
    }
}

impl PS for Global {
    fn pool<T: E>(m: &mut MemPools<T>) -> &mut Vec<Ptr<Self, T>> {
        &mut m.global
    }
    fn make(cx: &mut Cx<'_>, k: &mut Kernel<'_>) -> Option<Ptr<Self, u32>> {
        if cx.entry {
            let name = cx.fresh_name();
            cx.note(FormId::Ld);
            cx.note(FormId::CvtaToSpace);
            Some(k.param_ptr::<u32>(&name))
        } else {
            let (v, _) = cx.var::<Global, u32>(k, 0)?;
            cx.note(FormId::MovAddr);
            Some(unbounded(k, v))
        }
    }
    fn dispatch<T: E, O: MemOp<Self, T>>(cx: &mut Cx<'_>, k: &mut Kernel<'_>, am: Am, op: O) {
        if am.kind % 2 == 1 && via_var::<Self, T, O>(cx, k, am, op) {
            return;
        }
        via_ptr::<Self, T, O>(cx, k, am, op)
    }
}

/// The address of `v` as a pointer of run-time bounds (see [`runtime`]).
fn unbounded<S: Space, T: Elem>(k: &mut Kernel<'_>, v: Var<S, T>) -> Ptr<S, T>
where
    Ptr<S, T>: typed_ptx::Indexable<Out = Ptr<S, T>>,
{
    let p = k.addr_of(v);
    runtime(k, p)
}

/// `p` as a pointer of run-time bounds: element 0 by a run-time index. A pointer straight
/// from `addr_of` or `cvta_var` is checked like its variable, through casts and constant
/// offsets; the pools' pointers stand for run-time addresses, whose offsets `with_off`
/// draws freely.
fn runtime<P: typed_ptx::Indexable<Out = P>>(k: &mut Kernel<'_>, p: P) -> P {
    let zero = k.mov(0u32);
    k.index(p, zero)
}

impl PS for Shared<Cta> {
    fn pool<T: E>(m: &mut MemPools<T>) -> &mut Vec<Ptr<Self, T>> {
        &mut m.shared
    }
    fn make(cx: &mut Cx<'_>, k: &mut Kernel<'_>) -> Option<Ptr<Self, u32>> {
        let (v, _) = cx.var::<Shared<Cta>, u32>(k, 0)?;
        cx.note(FormId::MovAddr);
        Some(unbounded(k, v))
    }
    fn dispatch<T: E, O: MemOp<Self, T>>(cx: &mut Cx<'_>, k: &mut Kernel<'_>, am: Am, op: O) {
        match am.kind % 3 {
            1 if via_var::<Self, T, O>(cx, k, am, op) => {}
            2 if via_32::<Self, T, O>(cx, k, am, op) => {}
            _ => via_ptr::<Self, T, O>(cx, k, am, op),
        }
    }
}

impl PS for Shared<Cluster> {
    fn pool<T: E>(m: &mut MemPools<T>) -> &mut Vec<Ptr<Self, T>> {
        &mut m.cluster
    }
    fn make(cx: &mut Cx<'_>, k: &mut Kernel<'_>) -> Option<Ptr<Self, u32>> {
        Some(cx.ptr::<Shared<Cta>, u32>(k, 0)?.widen())
    }
    fn dispatch<T: E, O: MemOp<Self, T>>(cx: &mut Cx<'_>, k: &mut Kernel<'_>, am: Am, op: O) {
        match am.kind % 3 {
            1 if via_var::<Self, T, O>(cx, k, am, op) => {}
            2 if via_32::<Self, T, O>(cx, k, am, op) => {}
            _ => via_ptr::<Self, T, O>(cx, k, am, op),
        }
    }
}

impl PS for Local {
    fn pool<T: E>(m: &mut MemPools<T>) -> &mut Vec<Ptr<Self, T>> {
        &mut m.local
    }
    fn make(cx: &mut Cx<'_>, k: &mut Kernel<'_>) -> Option<Ptr<Self, u32>> {
        let (v, _) = cx.var::<Local, u32>(k, 0)?;
        cx.note(FormId::MovAddr);
        Some(unbounded(k, v))
    }
    fn dispatch<T: E, O: MemOp<Self, T>>(cx: &mut Cx<'_>, k: &mut Kernel<'_>, am: Am, op: O) {
        match am.kind % 3 {
            1 if via_var::<Self, T, O>(cx, k, am, op) => {}
            2 if via_32::<Self, T, O>(cx, k, am, op) => {}
            _ => via_ptr::<Self, T, O>(cx, k, am, op),
        }
    }
}

impl PS for Const {
    fn pool<T: E>(m: &mut MemPools<T>) -> &mut Vec<Ptr<Self, T>> {
        &mut m.konst
    }
    fn make(cx: &mut Cx<'_>, k: &mut Kernel<'_>) -> Option<Ptr<Self, u32>> {
        let (v, _) = cx.var::<Const, u32>(k, 0)?;
        cx.note(FormId::MovAddr);
        Some(unbounded(k, v))
    }
    fn dispatch<T: E, O: MemOp<Self, T>>(cx: &mut Cx<'_>, k: &mut Kernel<'_>, am: Am, op: O) {
        match am.kind % 3 {
            1 if via_var::<Self, T, O>(cx, k, am, op) => {}
            2 if via_32::<Self, T, O>(cx, k, am, op) => {}
            _ => via_ptr::<Self, T, O>(cx, k, am, op),
        }
    }
}

impl PS for Param<Entry> {
    fn pool<T: E>(m: &mut MemPools<T>) -> &mut Vec<Ptr<Self, T>> {
        &mut m.param
    }
    fn make(cx: &mut Cx<'_>, k: &mut Kernel<'_>) -> Option<Ptr<Self, u32>> {
        let (v, _) = cx.var::<Param<Entry>, u32>(k, 0)?;
        cx.note(FormId::MovAddr);
        Some(unbounded(k, v))
    }
    fn dispatch<T: E, O: MemOp<Self, T>>(cx: &mut Cx<'_>, k: &mut Kernel<'_>, am: Am, op: O) {
        if am.kind % 2 == 1 && via_var::<Self, T, O>(cx, k, am, op) {
            return;
        }
        via_ptr::<Self, T, O>(cx, k, am, op)
    }
}

impl<O: OP> PS for Generic<O> {
    fn pool<T: E>(m: &mut MemPools<T>) -> &mut Vec<Ptr<Self, T>> {
        O::gpool(m)
    }
    fn make(cx: &mut Cx<'_>, k: &mut Kernel<'_>) -> Option<Ptr<Self, u32>> {
        O::make_gen(cx, k)
    }
    fn dispatch<T: E, Op: MemOp<Self, T>>(cx: &mut Cx<'_>, k: &mut Kernel<'_>, am: Am, op: Op) {
        via_ptr::<Self, T, Op>(cx, k, am, op)
    }
}

macro_rules! named_origin {
    ($($s:ty => $f:ident;)*) => {$(
        impl OP for $s {
            fn gpool<T: E>(m: &mut MemPools<T>) -> &mut Vec<Ptr<Generic<Self>, T>> { &mut m.$f }
            fn make_gen(cx: &mut Cx<'_>, k: &mut Kernel<'_>) -> Option<Ptr<Generic<Self>, u32>> {
                let p = cx.ptr::<$s, u32>(k, 0)?;
                cx.cvta(k, p)
            }
        }
    )*};
}
named_origin! {
    Global => gg;
    Shared<Cta> => gs;
    Shared<Cluster> => gc;
    Local => gl;
    Const => gk;
    Param<Entry> => gp;
}
/// The unknown origins, each made by erasing a known origin of its access.
macro_rules! unknown_origin {
    ($($a:ty => $f:ident, $from:ty;)*) => {$(
        impl OP for Unknown<$a> {
            fn gpool<T: E>(m: &mut MemPools<T>) -> &mut Vec<Ptr<Generic<Self>, T>> { &mut m.$f }
            fn make_gen(cx: &mut Cx<'_>, k: &mut Kernel<'_>) -> Option<Ptr<Generic<Self>, u32>> {
                Some(cx.ptr::<Generic<$from>, u32>(k, 0)?.erase())
            }
        }
    )*};
}
unknown_origin! {
    ReadWriteAtomic => gu, Global;
    ReadWrite => gw, Local;
    ReadOnly => gr, Const;
}

impl VSp for Global {
    fn vpool<T: E>(m: &mut MemPools<T>) -> &mut Vec<VarA<Self, T>> {
        &mut m.vg
    }
    fn declare<T: E>(_: &mut Cx<'_>, _: &mut Kernel<'_>) -> Option<VarA<Self, T>> {
        None
    }
}
impl VSp for Const {
    fn vpool<T: E>(m: &mut MemPools<T>) -> &mut Vec<VarA<Self, T>> {
        &mut m.vk
    }
    fn declare<T: E>(_: &mut Cx<'_>, _: &mut Kernel<'_>) -> Option<VarA<Self, T>> {
        None
    }
}
impl VSp for Shared<Cta> {
    fn vpool<T: E>(m: &mut MemPools<T>) -> &mut Vec<VarA<Self, T>> {
        &mut m.vs
    }
    fn declare<T: E>(cx: &mut Cx<'_>, k: &mut Kernel<'_>) -> Option<VarA<Self, T>> {
        let name = cx.fresh_name();
        cx.note(FormId::DeclShared);
        Some((k.shared::<T>(&name, 16, Align(16)), 16))
    }
}
impl VSp for Shared<Cluster> {
    fn vpool<T: E>(m: &mut MemPools<T>) -> &mut Vec<VarA<Self, T>> {
        &mut m.vc
    }
    fn declare<T: E>(cx: &mut Cx<'_>, k: &mut Kernel<'_>) -> Option<VarA<Self, T>> {
        let (v, align) = cx.var::<Shared<Cta>, T>(k, 0)?;
        Some((v.widen(), align))
    }
}
impl VSp for Local {
    fn vpool<T: E>(m: &mut MemPools<T>) -> &mut Vec<VarA<Self, T>> {
        &mut m.vl
    }
    fn declare<T: E>(cx: &mut Cx<'_>, k: &mut Kernel<'_>) -> Option<VarA<Self, T>> {
        let name = cx.fresh_name();
        cx.note(FormId::DeclLocal);
        Some((k.local::<T>(&name, 16, Align(16)), 16))
    }
}
impl VSp for Param<Entry> {
    fn vpool<T: E>(m: &mut MemPools<T>) -> &mut Vec<VarA<Self, T>> {
        &mut m.vp
    }
    fn declare<T: E>(cx: &mut Cx<'_>, k: &mut Kernel<'_>) -> Option<VarA<Self, T>> {
        if !cx.entry {
            return None;
        }
        let name = cx.fresh_name();
        Some((k.param_var::<T>(&name), <T as Elem>::TY.size()))
    }
}

impl W32S for Shared<Cta> {
    fn p32pool<T: E>(m: &mut MemPools<T>) -> &mut Vec<Ptr32<Self, T>> {
        &mut m.p32s
    }
}
impl W32S for Shared<Cluster> {
    fn p32pool<T: E>(m: &mut MemPools<T>) -> &mut Vec<Ptr32<Self, T>> {
        &mut m.p32c
    }
}
impl W32S for Local {
    fn p32pool<T: E>(m: &mut MemPools<T>) -> &mut Vec<Ptr32<Self, T>> {
        &mut m.p32l
    }
}
impl W32S for Const {
    fn p32pool<T: E>(m: &mut MemPools<T>) -> &mut Vec<Ptr32<Self, T>> {
        &mut m.p32k
    }
}

// ---- dispatch macros: one arm per allowed type, the body instantiated for each ----------

macro_rules! sw {
    ($e:expr; $T:ident => $body:expr; $($p:pat => $ty:ty),+ $(,)?) => {
        match $e {
            $($p => {
                #[allow(dead_code)]
                type $T = $ty;
                $body
            })+
            #[allow(unreachable_patterns)]
            other => unreachable!("{other:?} is not generated here"),
        }
    };
}
macro_rules! with_num { ($e:expr; $T:ident => $b:expr) => { sw!($e; $T => $b; RT::U16 => u16, RT::I16 => i16, RT::U32 => u32, RT::I32 => i32, RT::U64 => u64, RT::I64 => i64, RT::F32 => f32, RT::F64 => f64) }; }
macro_rules! with_all { ($e:expr; $T:ident => $b:expr) => { sw!($e; $T => $b; RT::U16 => u16, RT::I16 => i16, RT::U32 => u32, RT::I32 => i32, RT::U64 => u64, RT::I64 => i64, RT::F32 => f32, RT::F64 => f64, RT::Pred => Pred) }; }
macro_rules! with_int { ($e:expr; $T:ident => $b:expr) => { sw!($e; $T => $b; RT::U16 => u16, RT::I16 => i16, RT::U32 => u32, RT::I32 => i32, RT::U64 => u64, RT::I64 => i64) }; }
macro_rules! with_float { ($e:expr; $T:ident => $b:expr) => { sw!($e; $T => $b; RT::F32 => f32, RT::F64 => f64) }; }
macro_rules! with_f32 { ($e:expr; $T:ident => $b:expr) => { sw!($e; $T => $b; RT::F32 => f32) }; }
macro_rules! with_signed { ($e:expr; $T:ident => $b:expr) => { sw!($e; $T => $b; RT::I16 => i16, RT::I32 => i32, RT::I64 => i64, RT::F32 => f32, RT::F64 => f64) }; }
macro_rules! with_logic { ($e:expr; $T:ident => $b:expr) => { sw!($e; $T => $b; RT::U16 => u16, RT::I16 => i16, RT::U32 => u32, RT::I32 => i32, RT::U64 => u64, RT::I64 => i64, RT::Pred => Pred) }; }
macro_rules! with_i3264 { ($e:expr; $T:ident => $b:expr) => { sw!($e; $T => $b; RT::U32 => u32, RT::I32 => i32, RT::U64 => u64, RT::I64 => i64) }; }
macro_rules! with_ht { ($e:expr; $T:ident => $b:expr) => { sw!($e; $T => $b; HT::F16 => F16, HT::Bf16 => Bf16, HT::F16x2 => F16x2, HT::Bf16x2 => Bf16x2) }; }
macro_rules! with_b32 { ($e:expr; $T:ident => $b:expr) => { sw!($e; $T => $b; RT::U32 => u32, RT::I32 => i32, RT::F32 => f32) }; }
macro_rules! with_et { ($e:expr; $T:ident => $b:expr) => { sw!($e; $T => $b; ET::U8 => u8, ET::I8 => i8, ET::U16 => u16, ET::I16 => i16, ET::U32 => u32, ET::I32 => i32, ET::U64 => u64, ET::I64 => i64, ET::F32 => f32, ET::F64 => f64) }; }
macro_rules! with_matrix { ($e:expr; $T:ident => $b:expr) => { sw!($e; $T => $b; ET::U8 => u8, ET::I8 => i8, ET::U16 => u16, ET::U32 => u32) }; }
macro_rules! with_few { ($e:expr; $T:ident => $b:expr) => { sw!($e; $T => $b; ET::U8 => u8, ET::U32 => u32, ET::F64 => f64) }; }
macro_rules! with_v4 { ($e:expr; $T:ident => $b:expr) => { sw!($e; $T => $b; ET::U8 => u8, ET::I8 => i8, ET::U16 => u16, ET::U32 => u32, ET::F32 => f32) }; }
macro_rules! with_v2 { ($e:expr; $T:ident => $b:expr) => { sw!($e; $T => $b; ET::U8 => u8, ET::I16 => i16, ET::U32 => u32, ET::I64 => i64, ET::F32 => f32, ET::F64 => f64) }; }
macro_rules! with_size { ($e:expr; $T:ident => $b:expr) => { sw!($e; $T => $b; ET::U8 => u8, ET::U16 => u16, ET::U32 => u32, ET::F64 => f64) }; }
macro_rules! with_sp_base { ($e:expr; $S:ident => $b:expr) => { sw!($e; $S => $b;
    Sp::Global => Global, Sp::Shared => Shared<Cta>, Sp::Cluster => Shared<Cluster>, Sp::Local => Local, Sp::Const => Const, Sp::Param => Param<Entry>,
    Sp::Gen(Or::Unknown) => Generic<Unknown>) }; }
macro_rules! with_sp_base_store { ($e:expr; $S:ident => $b:expr) => { sw!($e; $S => $b;
    Sp::Global => Global, Sp::Shared => Shared<Cta>, Sp::Cluster => Shared<Cluster>, Sp::Local => Local, Sp::Gen(Or::Unknown) => Generic<Unknown>) }; }
macro_rules! with_sp_known { ($e:expr; $S:ident => $b:expr) => { sw!($e; $S => $b;
    Sp::Gen(Or::UnkRw) => Generic<Unknown<ReadWrite>>, Sp::Gen(Or::UnkRo) => Generic<Unknown<ReadOnly>>,
    Sp::Gen(Or::Global) => Generic<Global>, Sp::Gen(Or::Shared) => Generic<Shared<Cta>>, Sp::Gen(Or::Cluster) => Generic<Shared<Cluster>>,
    Sp::Gen(Or::Local) => Generic<Local>, Sp::Gen(Or::Const) => Generic<Const>, Sp::Gen(Or::Param) => Generic<Param<Entry>>) }; }
macro_rules! with_sp_known_store { ($e:expr; $S:ident => $b:expr) => { sw!($e; $S => $b;
    Sp::Gen(Or::UnkRw) => Generic<Unknown<ReadWrite>>, Sp::Gen(Or::Global) => Generic<Global>, Sp::Gen(Or::Shared) => Generic<Shared<Cta>>, Sp::Gen(Or::Cluster) => Generic<Shared<Cluster>>,
    Sp::Gen(Or::Local) => Generic<Local>) }; }
macro_rules! with_atom_et { ($e:expr; $T:ident => $b:expr) => { sw!($e; $T => $b; ET::U32 => u32, ET::I32 => i32, ET::U64 => u64, ET::I64 => i64, ET::F32 => f32, ET::F64 => f64) }; }
macro_rules! with_cas_et { ($e:expr; $T:ident => $b:expr) => { sw!($e; $T => $b; ET::U32 => u32, ET::I32 => i32, ET::U64 => u64, ET::I64 => i64) }; }
macro_rules! with_sp { ($e:expr; $S:ident => $b:expr) => { sw!($e; $S => $b;
    Sp::Global => Global, Sp::Shared => Shared<Cta>, Sp::Cluster => Shared<Cluster>, Sp::Local => Local, Sp::Const => Const, Sp::Param => Param<Entry>,
    Sp::Gen(Or::Unknown) => Generic<Unknown>, Sp::Gen(Or::UnkRw) => Generic<Unknown<ReadWrite>>, Sp::Gen(Or::UnkRo) => Generic<Unknown<ReadOnly>>,
    Sp::Gen(Or::Global) => Generic<Global>, Sp::Gen(Or::Shared) => Generic<Shared<Cta>>,
    Sp::Gen(Or::Cluster) => Generic<Shared<Cluster>>, Sp::Gen(Or::Local) => Generic<Local>, Sp::Gen(Or::Const) => Generic<Const>, Sp::Gen(Or::Param) => Generic<Param<Entry>>) }; }
macro_rules! with_sp_pass { ($e:expr; $S:ident => $b:expr) => { sw!($e; $S => $b;
    Sp::Global => Global, Sp::Shared => Shared<Cta>, Sp::Cluster => Shared<Cluster>, Sp::Local => Local, Sp::Const => Const,
    Sp::Gen(Or::Unknown) => Generic<Unknown>, Sp::Gen(Or::UnkRw) => Generic<Unknown<ReadWrite>>, Sp::Gen(Or::UnkRo) => Generic<Unknown<ReadOnly>>,
    Sp::Gen(Or::Global) => Generic<Global>, Sp::Gen(Or::Shared) => Generic<Shared<Cta>>,
    Sp::Gen(Or::Cluster) => Generic<Shared<Cluster>>, Sp::Gen(Or::Local) => Generic<Local>, Sp::Gen(Or::Const) => Generic<Const>, Sp::Gen(Or::Param) => Generic<Param<Entry>>) }; }
macro_rules! with_sp_atom { ($e:expr; $S:ident => $b:expr) => { sw!($e; $S => $b;
    Sp::Global => Global, Sp::Shared => Shared<Cta>, Sp::Cluster => Shared<Cluster>,
    Sp::Gen(Or::Unknown) => Generic<Unknown>, Sp::Gen(Or::Global) => Generic<Global>, Sp::Gen(Or::Shared) => Generic<Shared<Cta>>,
    Sp::Gen(Or::Cluster) => Generic<Shared<Cluster>>) }; }
macro_rules! with_named { ($e:expr; $S:ident => $b:expr) => { sw!($e; $S => $b;
    Nm::Global => Global, Nm::Shared => Shared<Cta>, Nm::Cluster => Shared<Cluster>, Nm::Local => Local, Nm::Const => Const, Nm::Param => Param<Entry>) }; }
/// The named spaces whose access is read-write-atomic.
macro_rules! with_named_rwa { ($e:expr; $S:ident => $b:expr) => { sw!($e; $S => $b;
    Nm::Global => Global, Nm::Shared => Shared<Cta>, Nm::Cluster => Shared<Cluster>) }; }
/// The named spaces whose access is read-only.
macro_rules! with_named_ro { ($e:expr; $S:ident => $b:expr) => { sw!($e; $S => $b;
    Nm::Const => Const, Nm::Param => Param<Entry>) }; }
macro_rules! with_or { ($e:expr; $S:ident => $b:expr) => { sw!($e; $S => $b;
    Or::Unknown => Unknown, Or::UnkRw => Unknown<ReadWrite>, Or::UnkRo => Unknown<ReadOnly>, Or::Global => Global, Or::Shared => Shared<Cta>,
    Or::Cluster => Shared<Cluster>, Or::Local => Local, Or::Const => Const, Or::Param => Param<Entry>) }; }
/// The origins that allow stores (`Covers<ReadWrite>`).
macro_rules! with_or_rw { ($e:expr; $S:ident => $b:expr) => { sw!($e; $S => $b;
    Or::Unknown => Unknown, Or::UnkRw => Unknown<ReadWrite>, Or::Global => Global, Or::Shared => Shared<Cta>,
    Or::Cluster => Shared<Cluster>, Or::Local => Local) }; }
/// The origins that allow atomics (`Covers<ReadWriteAtomic>`).
macro_rules! with_or_rwa { ($e:expr; $S:ident => $b:expr) => { sw!($e; $S => $b;
    Or::Unknown => Unknown, Or::Global => Global, Or::Shared => Shared<Cta>, Or::Cluster => Shared<Cluster>) }; }
/// The unknown origins.
macro_rules! with_unk { ($e:expr; $S:ident => $b:expr) => { sw!($e; $S => $b;
    Or::Unknown => Unknown, Or::UnkRw => Unknown<ReadWrite>, Or::UnkRo => Unknown<ReadOnly>) }; }
macro_rules! with_w3 { ($e:expr; $S:ident => $b:expr) => { sw!($e; $S => $b;
    W3::Shared => Shared<Cta>, W3::Cluster => Shared<Cluster>, W3::Local => Local, W3::Const => Const) }; }
macro_rules! with_vs { ($e:expr; $S:ident => $b:expr) => { sw!($e; $S => $b;
    VS::Global => Global, VS::Shared => Shared<Cta>, VS::Cluster => Shared<Cluster>, VS::Local => Local, VS::Const => Const,
    VS::Param => Param<Entry>) }; }

// ---- which table row an operation is (the model the gate is checked against) ------------

#[derive(Clone, Copy)]
enum MK {
    Ld,
    St,
    Atom,
    Red,
}

fn mem_form(kind: MK) -> FormId {
    match kind {
        MK::Ld => FormId::Ld,
        MK::St => FormId::St,
        MK::Atom => FormId::Atom,
        MK::Red => FormId::Red,
    }
}

/// The gate of row `f`'s `{.space}` value for an address of space `s`, spelled explicitly
/// when `x` (`.shared::cluster`, `.shared::cta`): a gated value counts like a row of its
/// own.
fn space_gate(f: FormId, s: IsaSpace, x: bool) -> Option<(FormId, usize)> {
    let form = f.form();
    let (i, values) = form.space_slot()?;
    let v = s.slot_value(values, x)?;
    form.gates
        .iter()
        .position(|g| usize::from(g.slot) == i && g.value == v)
        .map(|g| (f, g))
}

/// A row of one `{.space}` slot (`cvta`, `cvta.to`, `isspacep`) with the value of a
/// space, as a module spelling sub-qualifiers explicitly or not spells it: the row, and the
/// index of the value's gate in the row's `gates` when the table gates it (recorded like a
/// row of its own).
#[derive(Clone, Copy, Debug)]
struct Spaced {
    row: FormId,
    gate: Option<usize>,
}

fn spaced(row: FormId, s: IsaSpace, x: bool) -> Spaced {
    Spaced {
        row,
        gate: space_gate(row, s, x).map(|(_, i)| i),
    }
}

/// `cvta` of space `s` (of a declared variable where `var`).
/// The gate of row `f`'s `.b128` type value (PTX ISA 8.3).
fn type_gate(f: FormId) -> Option<(FormId, usize)> {
    f.form()
        .gates
        .iter()
        .position(|g| g.value == typed_ptx::isa::Mod::B128)
        .map(|i| (f, i))
}

/// The model's space gates against a hand table, independent of the table helpers the
/// builder reads too: which row, space and spelling (explicit or not) carry which gated
/// value (`.shared::cluster` always, `.shared::cta` only when spelled explicitly).
#[test]
fn the_model_gates_the_spaces_ptx_gates() {
    use IsaSpace as S;
    let want: &[(FormId, IsaSpace, bool, Option<&str>)] = &[
        (FormId::Ld, S::Generic, true, None),
        (FormId::Ld, S::Global, true, None),
        (FormId::Ld, S::SharedCta, false, None),
        (FormId::Ld, S::SharedCta, true, Some(".shared::cta")),
        (
            FormId::Ld,
            S::SharedCluster,
            false,
            Some(".shared::cluster"),
        ),
        (FormId::Ld, S::Local, true, None),
        (FormId::Ld, S::Param, true, None),
        (FormId::St, S::SharedCta, true, Some(".shared::cta")),
        (FormId::Atom, S::SharedCta, true, Some(".shared::cta")),
        (
            FormId::Atom,
            S::SharedCluster,
            false,
            Some(".shared::cluster"),
        ),
        (FormId::Red, S::SharedCta, false, None),
        (FormId::LdOrdered, S::SharedCta, true, Some(".shared::cta")),
        (
            FormId::StOrdered,
            S::SharedCluster,
            false,
            Some(".shared::cluster"),
        ),
        (FormId::Ldmatrix, S::SharedCta, true, Some(".shared::cta")),
        (FormId::Ldmatrix, S::SharedCta, false, None),
    ];
    for &(f, s, x, gate) in want {
        let got = space_gate(f, s, x).map(|(id, i)| id.form().gates[i].value.text());
        assert_eq!(got, gate, "{f:?} {s:?} explicit {x}");
    }
}

fn cvta_form(s: IsaSpace, x: bool, var: bool) -> Spaced {
    spaced(
        if var {
            FormId::CvtaSpaceVar
        } else {
            FormId::CvtaSpace
        },
        s,
        x,
    )
}

fn cvta_to_form(s: IsaSpace, x: bool) -> Spaced {
    spaced(FormId::CvtaToSpace, s, x)
}

fn isspacep_form(s: IsaSpace, x: bool) -> Spaced {
    spaced(FormId::IsspacepSpace, s, x)
}

// ---- tensor cores -------------------------------------------------------------------------

/// An element type `wgmma` reads, and how a `.shared::cta` pointer to it is found (a pool
/// pointer, cast).
trait DescSrc: WgmmaElem + Sized {
    fn src(cx: &mut Cx<'_>, k: &mut Kernel<'_>, i: u8) -> Option<Ptr<Shared<Cta>, Self>>;
}
macro_rules! desc_src {
    ($($t:ty => $pool:ty),*) => {$(
        impl DescSrc for $t {
            fn src(cx: &mut Cx<'_>, k: &mut Kernel<'_>, i: u8) -> Option<Ptr<Shared<Cta>, Self>> {
                cx.ptr::<Shared<Cta>, $pool>(k, i).map(|p| p.cast::<$t>())
            }
        }
    )*};
}
desc_src!(F16 => u16, Bf16 => u16, f32 => f32, E4m3x2 => u16, E5m2x2 => u16, E4m3x4 => u32);

/// `wgmma_with` for the N that `n` picks, with the accumulator `$acc` (a [`WgmmaAcc`]) of
/// that N.
macro_rules! wgmma_n {
    ($cx:ident, $n:expr, $acc:ty, $ae:ty, $be:ty, $args:tt) => {
        match $n % 8 {
            0..=2 => $cx.wgmma_with::<M64N<8>, $ae, $be, <$acc as WgmmaAcc<M64N<8>>>::D> $args,
            3 | 4 => $cx.wgmma_with::<M64N<24>, $ae, $be, <$acc as WgmmaAcc<M64N<24>>>::D> $args,
            5 | 6 => $cx.wgmma_with::<M64N<64>, $ae, $be, <$acc as WgmmaAcc<M64N<64>>>::D> $args,
            _ => $cx.wgmma_with::<M64N<256>, $ae, $be, <$acc as WgmmaAcc<M64N<256>>>::D> $args,
        }
    };
}

/// The element type a `.shared::cta` matrix of the wgmma element type `Self` (a
/// `WgmmaKind`) is read as, from the pools.
trait DescKind: WgmmaKind {
    type E: DescSrc<Kind = Self>;
}
macro_rules! desc_kind {
    ($($k:ty => $e:ty),*) => { $(impl DescKind for $k { type E = $e; })* };
}
desc_kind!(F16x2 => F16, Bf16x2 => Bf16, Tf32 => f32, E4m3x4 => E4m3x2, E5m2x4 => E5m2x2);

/// A register type of an `mma.sync` fragment, with the pool its registers come from and
/// go to: f32 and i32 the ordinary pools, the packed types the fragment pools.
trait MmaReg: FragElem + Sized {
    fn get(cx: &mut Cx<'_>, k: &mut Kernel<'_>, i: u8) -> Reg<Self>;
    fn put(cx: &mut Cx<'_>, r: Reg<Self>);
}
macro_rules! mma_reg {
    (rp: $($r:ty),*; fp: $($f:ty),*) => {
        $(impl MmaReg for $r {
            fn get(cx: &mut Cx<'_>, k: &mut Kernel<'_>, i: u8) -> Reg<Self> { cx.reg(k, i) }
            fn put(cx: &mut Cx<'_>, r: Reg<Self>) { cx.push(r) }
        })*
        $(impl MmaReg for $f {
            fn get(cx: &mut Cx<'_>, k: &mut Kernel<'_>, i: u8) -> Reg<Self> { cx.freg(k, i) }
            fn put(cx: &mut Cx<'_>, r: Reg<Self>) { cx.fpush(r) }
        })*
    };
}
mma_reg!(rp: f32, i32; fp: F16x2, Bf16x2, Tf32, S8x4, U8x4, E4m3x4, E5m2x4);

/// An `mma.sync` fragment from the pools (the picks in turn), and back to them.
trait MmaFrag: Sized {
    fn pick(cx: &mut Cx<'_>, k: &mut Kernel<'_>, picks: &[u8]) -> Self;
    fn keep(self, cx: &mut Cx<'_>);
}
impl<T: MmaReg, const N: usize> MmaFrag for [Reg<T>; N] {
    fn pick(cx: &mut Cx<'_>, k: &mut Kernel<'_>, picks: &[u8]) -> Self {
        core::array::from_fn(|i| T::get(cx, k, picks[i % picks.len()]))
    }
    fn keep(self, cx: &mut Cx<'_>) {
        for r in self {
            T::put(cx, r);
        }
    }
}

/// The `wgmma.mma_async` rows (picked by `WgmmaOperands`) in pairs, by `Step::Wgmma::kind`:
/// A from a descriptor, A from registers (the row spelled alike).
fn wgmma_rows() -> Vec<[FormId; 2]> {
    let rows: Vec<&Form> = FORMS
        .iter()
        .filter(|f| picked_by(f.id, "WgmmaOperands"))
        .collect();
    rows.iter()
        .filter(|f| f.operands[1] == Operand::Desc)
        .map(|d| {
            let r = rows
                .iter()
                .find(|r| r.spell.template == d.spell.template && r.id != d.id)
                .expect("a wgmma row of A in registers");
            [d.id, r.id]
        })
        .collect()
}

/// The `ldmatrix` (or `stmatrix`) row (one row: its count and `.trans` are slots, its
/// space `.shared::cta`, a gated value when spelled explicitly).
fn matrix_form(store: bool) -> FormId {
    if store {
        FormId::Stmatrix
    } else {
        FormId::Ldmatrix
    }
}

#[derive(Clone, Copy)]
struct LdmatrixOp {
    x: u8,
    trans: bool,
}
impl<T: E + MatrixElem<Frag: FP>> MemOp<Shared<Cta>, T> for LdmatrixOp {
    fn go<A: Address<Space = Shared<Cta>, Elem = T>>(
        self,
        cx: &mut Cx<'_>,
        k: &mut Kernel<'_>,
        a: A,
    ) {
        cx.commit();
        let t = self.trans;
        match self.x % 3 {
            0 => {
                let f = if t {
                    k.ldmatrix_trans(X1, a)
                } else {
                    k.ldmatrix(X1, a)
                };
                f.into_iter().for_each(|r| cx.fpush(r));
            }
            1 => {
                let f = if t {
                    k.ldmatrix_trans(X2, a)
                } else {
                    k.ldmatrix(X2, a)
                };
                f.into_iter().for_each(|r| cx.fpush(r));
            }
            _ => {
                let f = if t {
                    k.ldmatrix_trans(X4, a)
                } else {
                    k.ldmatrix(X4, a)
                };
                f.into_iter().for_each(|r| cx.fpush(r));
            }
        }
    }
    fn bytes(&self) -> i64 {
        16
    }
}

#[derive(Clone, Copy)]
struct StmatrixOp {
    x: u8,
    trans: bool,
    v: [u8; 4],
}
impl<T: E + MatrixElem<Frag: FP>> MemOp<Shared<Cta>, T> for StmatrixOp {
    fn go<A: Address<Space = Shared<Cta>, Elem = T>>(
        self,
        cx: &mut Cx<'_>,
        k: &mut Kernel<'_>,
        a: A,
    ) {
        let t = self.trans;
        match self.x % 3 {
            0 => {
                let f = cx.frag::<T::Frag, 1>(k, &self.v);
                cx.commit();
                if t {
                    k.stmatrix_trans(X1, a, f)
                } else {
                    k.stmatrix(X1, a, f)
                }
            }
            1 => {
                let f = cx.frag::<T::Frag, 2>(k, &self.v);
                cx.commit();
                if t {
                    k.stmatrix_trans(X2, a, f)
                } else {
                    k.stmatrix(X2, a, f)
                }
            }
            _ => {
                let f = cx.frag::<T::Frag, 4>(k, &self.v);
                cx.commit();
                if t {
                    k.stmatrix_trans(X4, a, f)
                } else {
                    k.stmatrix(X4, a, f)
                }
            }
        }
    }
    fn bytes(&self) -> i64 {
        16
    }
}

// ---- memory operations ------------------------------------------------------------------

#[derive(Clone, Copy)]
struct LdOp(Option<LdCache>);
impl<S: Space, T: E> MemOp<S, T> for LdOp {
    fn go<A: Address<Space = S, Elem = T>>(self, cx: &mut Cx<'_>, k: &mut Kernel<'_>, a: A) {
        cx.commit();
        let r = match self.0 {
            Some(c) => k.ld_cached(a, c),
            None => k.ld(a),
        };
        cx.push(r);
    }
}

#[derive(Clone, Copy)]
struct StOp(Opd, Option<StCache>);
impl<S: Space + Storable, T: E> MemOp<S, T> for StOp {
    fn go<A: Address<Space = S, Elem = T>>(self, cx: &mut Cx<'_>, k: &mut Kernel<'_>, a: A) {
        cx.commit();
        let v = cx.src::<T::Value>(k, self.0);
        match self.1 {
            Some(c) => k.st_cached(a, v, c),
            None => k.st(a, v),
        }
    }
}

#[derive(Clone, Copy)]
struct LdV2;
impl<S: Space, T: E> MemOp<S, T> for LdV2 {
    fn go<A: Address<Space = S, Elem = T>>(self, cx: &mut Cx<'_>, k: &mut Kernel<'_>, a: A) {
        cx.commit();
        for r in k.ld_v2(a) {
            cx.push(r);
        }
    }
    fn bytes(&self) -> i64 {
        2 * <T as Elem>::TY.size() as i64
    }
}

#[derive(Clone, Copy)]
struct LdV4;
impl<S: Space, T: E + V4Elem> MemOp<S, T> for LdV4 {
    fn go<A: Address<Space = S, Elem = T>>(self, cx: &mut Cx<'_>, k: &mut Kernel<'_>, a: A) {
        cx.commit();
        for r in k.ld_v4(a) {
            cx.push(r);
        }
    }
    fn bytes(&self) -> i64 {
        4 * <T as Elem>::TY.size() as i64
    }
}

#[derive(Clone, Copy)]
struct StV2([u8; 4]);
impl<S: Space + Storable, T: E> MemOp<S, T> for StV2 {
    fn go<A: Address<Space = S, Elem = T>>(self, cx: &mut Cx<'_>, k: &mut Kernel<'_>, a: A) {
        cx.commit();
        let v = [
            cx.reg::<T::Value>(k, self.0[0]),
            cx.reg::<T::Value>(k, self.0[1]),
        ];
        k.st_v2(a, v);
    }
    fn bytes(&self) -> i64 {
        2 * <T as Elem>::TY.size() as i64
    }
}

#[derive(Clone, Copy)]
struct StV4([u8; 4]);
impl<S: Space + Storable, T: E + V4Elem> MemOp<S, T> for StV4 {
    fn go<A: Address<Space = S, Elem = T>>(self, cx: &mut Cx<'_>, k: &mut Kernel<'_>, a: A) {
        cx.commit();
        let v = self.0.map(|i| cx.reg::<T::Value>(k, i));
        k.st_v4(a, v);
    }
    fn bytes(&self) -> i64 {
        4 * <T as Elem>::TY.size() as i64
    }
}

#[derive(Clone, Copy)]
struct LdNcOp;
impl<T: E> MemOp<Global, T> for LdNcOp {
    fn go<A: Address<Space = Global, Elem = T>>(self, cx: &mut Cx<'_>, k: &mut Kernel<'_>, a: A) {
        cx.commit();
        let r = k.ld_nc(a);
        cx.push(r);
    }
}

#[derive(Clone, Copy)]
struct AtomOpS(AtomOp, Opd);
impl<S: Space + Atomic, T: E + AtomicElem + RP> MemOp<S, T> for AtomOpS {
    fn go<A: Address<Space = S, Elem = T>>(self, cx: &mut Cx<'_>, k: &mut Kernel<'_>, a: A) {
        cx.commit();
        let v = cx.src::<T>(k, self.1);
        let r = k.atom(self.0, a, v);
        cx.push(r);
    }
}

#[derive(Clone, Copy)]
struct RedOpS(AtomOp, Opd);
impl<S: Space + Atomic, T: E + AtomicElem + RP> MemOp<S, T> for RedOpS {
    fn go<A: Address<Space = S, Elem = T>>(self, cx: &mut Cx<'_>, k: &mut Kernel<'_>, a: A) {
        cx.commit();
        let v = cx.src::<T>(k, self.1);
        k.red(self.0, a, v);
    }
}

#[derive(Clone, Copy)]
struct CasOp(Opd, Opd);
impl<S: Space + Atomic, T: E + AtomicElem + Int + RP> MemOp<S, T> for CasOp {
    fn go<A: Address<Space = S, Elem = T>>(self, cx: &mut Cx<'_>, k: &mut Kernel<'_>, a: A) {
        cx.commit();
        let c = cx.src::<T>(k, self.0);
        let n = cx.src::<T>(k, self.1);
        let r = k.atom_cas(a, c, n);
        cx.push(r);
    }
}

// ---- memory-ordering qualifiers ---------------------------------------------------------

#[derive(Clone, Copy)]
struct LdOrdOp(bool, Scope);
impl<S: Space + Ordered, T: E> MemOp<S, T> for LdOrdOp {
    fn go<A: Address<Space = S, Elem = T>>(self, cx: &mut Cx<'_>, k: &mut Kernel<'_>, a: A) {
        cx.commit();
        let r = if self.0 {
            k.ld_acquire(a, self.1)
        } else {
            k.ld_relaxed(a, self.1)
        };
        cx.push(r);
    }
}

#[derive(Clone, Copy)]
struct StOrdOp(bool, Scope, Opd);
impl<S: Space + Ordered + Storable, T: E> MemOp<S, T> for StOrdOp {
    fn go<A: Address<Space = S, Elem = T>>(self, cx: &mut Cx<'_>, k: &mut Kernel<'_>, a: A) {
        cx.commit();
        let v = cx.src::<T::Value>(k, self.2);
        if self.0 {
            k.st_release(a, v, self.1)
        } else {
            k.st_relaxed(a, v, self.1)
        }
    }
}

#[derive(Clone, Copy)]
struct AtomOrdOp(Sem, Scope, AtomOp, Opd);
impl<S: Space + Atomic, T: E + AtomicElem + RP> MemOp<S, T> for AtomOrdOp {
    fn go<A: Address<Space = S, Elem = T>>(self, cx: &mut Cx<'_>, k: &mut Kernel<'_>, a: A) {
        cx.commit();
        let v = cx.src::<T>(k, self.3);
        let r = k.atom_sem(self.2, a, v, self.0, self.1);
        cx.push(r);
    }
}

#[derive(Clone, Copy)]
struct CasOrdOp(Sem, Scope, Opd, Opd);
impl<S: Space + Atomic, T: E + AtomicElem + Int + RP> MemOp<S, T> for CasOrdOp {
    fn go<A: Address<Space = S, Elem = T>>(self, cx: &mut Cx<'_>, k: &mut Kernel<'_>, a: A) {
        cx.commit();
        let c = cx.src::<T>(k, self.2);
        let n = cx.src::<T>(k, self.3);
        let r = k.atom_cas_sem(a, c, n, self.0, self.1);
        cx.push(r);
    }
}

#[derive(Clone, Copy)]
struct RedOrdOp(bool, Scope, AtomOp, Opd);
impl<S: Space + Atomic, T: E + AtomicElem + RP> MemOp<S, T> for RedOrdOp {
    fn go<A: Address<Space = S, Elem = T>>(self, cx: &mut Cx<'_>, k: &mut Kernel<'_>, a: A) {
        cx.commit();
        let v = cx.src::<T>(k, self.3);
        if self.0 {
            k.red_release(self.2, a, v, self.1)
        } else {
            k.red_relaxed(self.2, a, v, self.1)
        }
    }
}

// ---- mbarrier ------------------------------------------------------------------------------

/// How many mbarrier operations [`Step::Mbar`] chooses from (see [`Cx::mbar`]).
const MBAR_OPS: u8 = 60;

/// The address kinds of the local mbarrier forms: the variable, a 64-bit pointer, a
/// 32-bit pointer, a generic pointer (only where the form takes one).
#[derive(Clone, Copy, PartialEq, Eq)]
enum MbK {
    Var,
    Ptr,
    Ptr32,
    Gen,
}

/// Runs `$body` with `$a` bound to the address of element `$i` of the mbarrier array
/// `$v`, of kind `$kind` (whose rows the caller has checked and recorded).
macro_rules! with_mbar {
    ($k:expr, $v:expr, $i:expr, $kind:expr; $a:ident => $body:expr) => {
        match $kind {
            MbK::Var => {
                let $a = $v.at($i);
                $body
            }
            MbK::Ptr => {
                let $a = $k.addr_of($v).at($i);
                $body
            }
            MbK::Ptr32 => {
                let p = $k.addr_of($v);
                let $a = $k.to_u32(p).at($i);
                $body
            }
            MbK::Gen => {
                let $a = $k.cvta_var($v, $i as u64);
                $body
            }
        }
    };
}

/// [`with_mbar`] for the forms that take only `.shared::cta` (a generic kind takes the
/// variable).
macro_rules! with_mbar_cta {
    ($k:expr, $v:expr, $i:expr, $kind:expr; $a:ident => $body:expr) => {
        match $kind {
            MbK::Ptr => {
                let $a = $k.addr_of($v).at($i);
                $body
            }
            MbK::Ptr32 => {
                let p = $k.addr_of($v);
                let $a = $k.to_u32(p).at($i);
                $body
            }
            MbK::Var | MbK::Gen => {
                let $a = $v.at($i);
                $body
            }
        }
    };
}

/// The rows an mbarrier address of kind `kind` needs.
fn mbar_addr_forms(kind: MbK, explicit: bool) -> Vec<FormId> {
    match kind {
        MbK::Var => vec![],
        MbK::Ptr => vec![FormId::MovAddr],
        MbK::Ptr32 => vec![FormId::MovAddr, FormId::CvtAddrTrunc],
        MbK::Gen => vec![cvta_form(IsaSpace::SharedCta, explicit, true).row],
    }
}

/// Runs `$body` with `$a` bound to a `.shared::cluster` address of element `$i` of the
/// mbarrier array `$v`: `kind` % 5 picks the widened variable, a widened pointer, a
/// widened 32-bit pointer, or `mapa` of a pointer or a 32-bit pointer.
macro_rules! with_remote {
    ($k:expr, $v:expr, $i:expr, $kind:expr, $rank:expr; $a:ident => $body:expr) => {
        match $kind % 5 {
            0 => {
                let $a = $v.widen().at($i);
                $body
            }
            1 => {
                let $a = $k.addr_of($v).widen().at($i);
                $body
            }
            2 => {
                let p = $k.addr_of($v);
                let $a = $k.to_u32(p).widen().at($i);
                $body
            }
            3 => {
                let p = $k.addr_of($v);
                let $a = $k.mapa(p, $rank).at($i);
                $body
            }
            _ => {
                let p = $k.addr_of($v);
                let q = $k.to_u32(p);
                let $a = $k.mapa32(q, $rank).at($i);
                $body
            }
        }
    };
}

fn remote_addr_forms(kind: u8) -> Vec<FormId> {
    match kind % 5 {
        0 => vec![],
        1 => vec![FormId::MovAddr],
        2 => vec![FormId::MovAddr, FormId::CvtAddrTrunc],
        3 => vec![FormId::MovAddr, FormId::MapaShared],
        _ => vec![FormId::MovAddr, FormId::CvtAddrTrunc, FormId::MapaShared],
    }
}

impl<'u> Cx<'u> {
    /// A proxy fence ([`Step::ProxyFence`]).
    fn proxy_fence(&mut self, k: &mut Kernel<'_>, kind: u8, pick: u8) {
        use FormId as F;
        const SC: [Scope; 4] = [Scope::Cta, Scope::Cluster, Scope::Gpu, Scope::Sys];
        let kind = kind % 5;
        match kind {
            0 => {
                if self.need(F::FenceMbarrierInit) {
                    k.fence_mbarrier_init()
                }
            }
            _ => {
                let scope = SC[kind as usize - 1];
                let f = F::FenceProxyTensormapAcquire;
                if !self.ok(f) {
                    return;
                }
                if pick.is_multiple_of(2) {
                    if let Some(g) = self.ptr::<Generic<Global>, u32>(k, pick / 2) {
                        self.note(f);
                        k.fence_proxy_tensormap_acquire(g, scope)
                    }
                } else if let Some(g) = self.ptr::<Generic<Unknown>, u64>(k, pick / 2) {
                    self.note(f);
                    k.fence_proxy_tensormap_acquire(g, scope)
                }
            }
        }
    }

    /// A u32 operand of an mbarrier instruction: a register of the pool, or an immediate
    /// that `imm` keeps in range.
    fn mbar_x(&mut self, k: &mut Kernel<'_>, x: Opd, imm: impl Fn(u32) -> u32) -> Src<u32> {
        match x {
            Opd::R(i) => self.reg::<u32>(k, i).into(),
            Opd::I(v) => Src::from(imm(v.unsigned_abs())),
            Opd::X(i) => Src::from(imm(i as u32)),
        }
    }

    /// An mbarrier instruction ([`Step::Mbar`]): the rows it needs are checked against the
    /// target first, then recorded and emitted (a fresh 4-element mbarrier array, the
    /// address, a state token when the form waits on one, the form).
    #[inline(never)]
    fn mbar(&mut self, k: &mut Kernel<'_>, op: u8, kind: u8, bar: u8, x: Opd, cluster: bool) {
        use FormId as F;
        let op = op % MBAR_OPS;
        let i = (bar % 4) as i64;
        let sc = if cluster {
            MbarScope::Cluster
        } else {
            MbarScope::Cta
        };
        let count = |v: u32| 1 + v % 1000;
        let tx = |v: u32| (v % 4096) * 16;
        let parity = |v: u32| v & 1;
        // The wait loops branch: not under a `when`/`unless` guard.
        if self.guarded && matches!(op, 10 | 17) {
            return;
        }
        let local = [MbK::Var, MbK::Ptr, MbK::Ptr32, MbK::Gen][kind as usize % 4];
        let cta = [MbK::Var, MbK::Ptr, MbK::Ptr32][kind as usize % 3];
        let g = local == MbK::Gen;
        let pair = |a: FormId, b: FormId| if g { b } else { a };
        // (address kind, the rows of the instruction after the address)
        let (ak, rows): (Option<MbK>, Vec<FormId>) = match op {
            0 => (
                Some(local),
                vec![pair(F::MbarrierInit, F::MbarrierInitGeneric)],
            ),
            1 => (
                Some(local),
                vec![pair(F::MbarrierInval, F::MbarrierInvalGeneric)],
            ),
            2 => (
                Some(local),
                vec![pair(F::MbarrierArrive, F::MbarrierArriveGeneric)],
            ),
            3 => (
                Some(local),
                vec![pair(
                    F::MbarrierArriveExpectTx,
                    F::MbarrierArriveExpectTxGeneric,
                )],
            ),
            4 => (
                Some(local),
                vec![pair(F::MbarrierExpectTx, F::MbarrierExpectTxGeneric)],
            ),
            5 => (
                Some(local),
                vec![pair(F::MbarrierCompleteTx, F::MbarrierCompleteTxGeneric)],
            ),
            6 => (
                Some(local),
                vec![
                    pair(F::MbarrierArrive, F::MbarrierArriveGeneric),
                    pair(F::MbarrierTestWait, F::MbarrierTestWaitGeneric),
                ],
            ),
            7 => (
                Some(local),
                vec![pair(
                    F::MbarrierTestWaitParity,
                    F::MbarrierTestWaitParityGeneric,
                )],
            ),
            8 => (
                Some(local),
                vec![
                    pair(F::MbarrierArrive, F::MbarrierArriveGeneric),
                    pair(F::MbarrierTryWait, F::MbarrierTryWaitGeneric),
                ],
            ),
            9 | 10 => (
                Some(local),
                vec![pair(
                    F::MbarrierTryWaitParity,
                    F::MbarrierTryWaitParityGeneric,
                )],
            ),
            11 => (Some(cta), vec![F::MbarrierArriveRelease]),
            12 => (Some(cta), vec![F::MbarrierArriveExpectTxRelease]),
            13 => (
                Some(cta),
                vec![F::MbarrierArrive, F::MbarrierTestWaitAcquire],
            ),
            14 => (Some(cta), vec![F::MbarrierTestWaitParityAcquire]),
            15 => (
                Some(cta),
                vec![F::MbarrierArrive, F::MbarrierTryWaitAcquire],
            ),
            16 | 17 => (Some(cta), vec![F::MbarrierTryWaitParityAcquire]),
            18 => (Some(cta), vec![F::MbarrierArriveNoComplete]),
            19 => (Some(cta), vec![F::MbarrierArriveDrop]),
            20 => (Some(cta), vec![F::MbarrierArrive, F::MbarrierPendingCount]),
            21 => (
                Some(local),
                vec![pair(
                    F::CpAsyncMbarrierArrive,
                    F::CpAsyncMbarrierArriveGeneric,
                )],
            ),
            22 => (
                Some(local),
                vec![pair(
                    F::CpAsyncMbarrierArriveNoinc,
                    F::CpAsyncMbarrierArriveNoincGeneric,
                )],
            ),
            23 => (None, vec![F::MbarrierArriveRemote]),
            24 => (None, vec![F::MbarrierArriveExpectTxRemote]),
            25 => (None, vec![F::MbarrierExpectTxRemote]),
            26 => (None, vec![F::MbarrierCompleteTxRemote]),
            27 => (None, vec![F::MbarrierArriveDropRemote]),
            // The `.relaxed` forms and the time-limit hints.
            28 => (Some(cta), vec![F::MbarrierArriveRelaxed]),
            29 => (Some(cta), vec![F::MbarrierArriveExpectTxRelaxed]),
            30 => (Some(cta), vec![F::MbarrierExpectTxRelaxed]),
            31 => (Some(cta), vec![F::MbarrierCompleteTxRelaxed]),
            32 => (
                Some(cta),
                vec![F::MbarrierArrive, F::MbarrierTestWaitRelaxed],
            ),
            33 => (Some(cta), vec![F::MbarrierTestWaitParityRelaxed]),
            34 => (
                Some(cta),
                vec![F::MbarrierArrive, F::MbarrierTryWaitRelaxed],
            ),
            35 => (Some(cta), vec![F::MbarrierTryWaitParityRelaxed]),
            36 => (Some(cta), vec![F::MbarrierArrive, F::MbarrierTryWaitHint]),
            37 => (Some(cta), vec![F::MbarrierTryWaitParityHint]),
            38 => (
                Some(cta),
                vec![F::MbarrierArrive, F::MbarrierTryWaitAcquireHint],
            ),
            39 => (Some(cta), vec![F::MbarrierTryWaitParityAcquireHint]),
            40 => (
                Some(cta),
                vec![F::MbarrierArrive, F::MbarrierTryWaitRelaxedHint],
            ),
            41 => (Some(cta), vec![F::MbarrierTryWaitParityRelaxedHint]),
            42 => (None, vec![F::MbarrierArriveRelaxedRemote]),
            43 => (None, vec![F::MbarrierArriveExpectTxRelaxedRemote]),
            // Arrivals with a count.
            44 => (Some(cta), vec![F::MbarrierArriveCount]),
            45 => (Some(cta), vec![F::MbarrierArriveReleaseCount]),
            46 => (Some(cta), vec![F::MbarrierArriveRelaxedCount]),
            47 => (None, vec![F::MbarrierArriveRemoteCount]),
            48 => (None, vec![F::MbarrierArriveRelaxedRemoteCount]),
            // The arrive_drop forms with a semantics, a count or expect_tx, and the
            // `.cta`-scoped remote transaction counts.
            49 => (Some(cta), vec![F::MbarrierArriveDropReleaseCount]),
            50 => (Some(cta), vec![F::MbarrierArriveDropRelaxedCount]),
            51 => (None, vec![F::MbarrierArriveDropRemoteCount]),
            52 => (None, vec![F::MbarrierArriveDropRelaxedRemoteCount]),
            53 => (Some(cta), vec![F::MbarrierArriveDropNoCompleteRelease]),
            54 => (Some(cta), vec![F::MbarrierArriveDropExpectTxRelease]),
            55 => (Some(cta), vec![F::MbarrierArriveDropExpectTxRelaxed]),
            56 => (None, vec![F::MbarrierArriveDropExpectTxRemote]),
            57 => (None, vec![F::MbarrierArriveDropExpectTxRelaxedRemote]),
            58 => (None, vec![F::MbarrierExpectTxRemoteCta]),
            _ => (None, vec![F::MbarrierCompleteTxRemoteCta]),
        };
        let mut forms = vec![F::DeclShared];
        match ak {
            Some(a) => forms.extend(mbar_addr_forms(a, self.explicit)),
            None => forms.extend(remote_addr_forms(kind)),
        }
        forms.extend(&rows);
        if !forms.iter().all(|f| self.ok(*f)) {
            return;
        }
        // A generic address is `cvta` of the `.shared` variable: its space's value, which
        // the table gates when spelled `.shared::cta`.
        let gen_cvta = matches!(ak, Some(MbK::Gen))
            .then(|| cvta_form(IsaSpace::SharedCta, self.explicit, true));
        if gen_cvta.is_some_and(|u| !self.ok_spaced(u)) {
            return;
        }
        // The `.cluster` scope of the forms with explicit semantics: a value some rows gate,
        // recorded like a row (refused below the gate's `sm` unless the program is free).
        let mut gates = Vec::new();
        for f in rows.iter().filter(|_| cluster && (11..=17).contains(&op)) {
            let Some(i) = f
                .form()
                .gates
                .iter()
                .position(|g| g.value == typed_ptx::isa::Mod::Cluster)
            else {
                continue;
            };
            if !self.free && f.form().gates[i].min_sm > self.target.sm {
                return;
            }
            gates.push((*f, i));
        }
        self.gates.extend(gates);
        if let Some(Spaced { row, gate: Some(i) }) = gen_cvta {
            self.gates.push((row, i));
        }
        let name = self.fresh_name();
        // The operand first: it may `mov` a register into the pool.
        let xs = match op {
            0 | 18 | 44..=53 => self.mbar_x(k, x, count),
            3..=5 | 12 | 24..=26 | 29..=31 | 43 | 54.. => self.mbar_x(k, x, tx),
            7 | 9 | 10 | 14 | 16 | 17 | 33 | 35 | 37 | 39 | 41 => self.mbar_x(k, x, parity),
            _ => Src::from(0u32),
        };
        // A try_wait's time limit hint, in nanoseconds.
        let hint = Src::from(1u32 << (bar % 20));
        self.used.extend(forms);
        let v = k.shared::<Mbarrier>(&name, 4, Align(8));
        if let Some(a) = ak {
            if op <= 10 || op == 21 || op == 22 {
                with_mbar!(k, v, i, a; b => match op {
                    0 => k.mbarrier_init(b, xs),
                    1 => k.mbarrier_inval(b),
                    2 => {
                        k.mbarrier_arrive(b);
                    }
                    3 => {
                        k.mbarrier_arrive_expect_tx(b, xs);
                    }
                    4 => k.mbarrier_expect_tx(b, xs),
                    5 => k.mbarrier_complete_tx(b, xs),
                    6 => {
                        let t = k.mbarrier_arrive(b);
                        let p = k.mbarrier_test_wait(b, t);
                        self.push(p);
                    }
                    7 => {
                        let p = k.mbarrier_test_wait_parity(b, xs);
                        self.push(p);
                    }
                    8 => {
                        let t = k.mbarrier_arrive(b);
                        let p = k.mbarrier_try_wait(b, t);
                        self.push(p);
                    }
                    9 => {
                        let p = k.mbarrier_try_wait_parity(b, xs);
                        self.push(p);
                    }
                    21 => k.cp_async_mbarrier_arrive(b),
                    22 => k.cp_async_mbarrier_arrive_noinc(b),
                    _ => k.mbarrier_wait_parity(b, xs),
                })
            } else {
                with_mbar_cta!(k, v, i, a; b => match op {
                    11 => {
                        k.mbarrier_arrive_release(b, sc);
                    }
                    12 => {
                        k.mbarrier_arrive_expect_tx_release(b, sc, xs);
                    }
                    13 => {
                        let t = k.mbarrier_arrive(b);
                        let p = k.mbarrier_test_wait_acquire(b, t, sc);
                        self.push(p);
                    }
                    14 => {
                        let p = k.mbarrier_test_wait_parity_acquire(b, xs, sc);
                        self.push(p);
                    }
                    15 => {
                        let t = k.mbarrier_arrive(b);
                        let p = k.mbarrier_try_wait_acquire(b, t, sc);
                        self.push(p);
                    }
                    16 => {
                        let p = k.mbarrier_try_wait_parity_acquire(b, xs, sc);
                        self.push(p);
                    }
                    17 => k.mbarrier_wait_parity_acquire(b, xs, sc),
                    18 => {
                        k.mbarrier_arrive_no_complete(b, xs);
                    }
                    19 => {
                        k.mbarrier_arrive_drop(b);
                    }
                    20 => {
                        let t = k.mbarrier_arrive(b);
                        let n = k.mbarrier_pending_count(t);
                        self.push(n);
                    }
                    28 => {
                        k.mbarrier_arrive_relaxed(b, sc);
                    }
                    29 => {
                        k.mbarrier_arrive_expect_tx_relaxed(b, xs, sc);
                    }
                    30 => k.mbarrier_expect_tx_relaxed(b, xs, sc),
                    31 => k.mbarrier_complete_tx_relaxed(b, xs, sc),
                    32 => {
                        let t = k.mbarrier_arrive(b);
                        let p = k.mbarrier_test_wait_relaxed(b, t, sc);
                        self.push(p);
                    }
                    33 => {
                        let p = k.mbarrier_test_wait_parity_relaxed(b, xs, sc);
                        self.push(p);
                    }
                    34 => {
                        let t = k.mbarrier_arrive(b);
                        let p = k.mbarrier_try_wait_relaxed(b, t, sc);
                        self.push(p);
                    }
                    35 => {
                        let p = k.mbarrier_try_wait_parity_relaxed(b, xs, sc);
                        self.push(p);
                    }
                    36 => {
                        let t = k.mbarrier_arrive(b);
                        let p = k.mbarrier_try_wait_hint(b, t, hint);
                        self.push(p);
                    }
                    37 => {
                        let p = k.mbarrier_try_wait_parity_hint(b, xs, hint);
                        self.push(p);
                    }
                    38 => {
                        let t = k.mbarrier_arrive(b);
                        let p = k.mbarrier_try_wait_acquire_hint(b, t, hint, sc);
                        self.push(p);
                    }
                    39 => {
                        let p = k.mbarrier_try_wait_parity_acquire_hint(b, xs, hint, sc);
                        self.push(p);
                    }
                    40 => {
                        let t = k.mbarrier_arrive(b);
                        let p = k.mbarrier_try_wait_relaxed_hint(b, t, hint, sc);
                        self.push(p);
                    }
                    44 => {
                        k.mbarrier_arrive_count(b, xs);
                    }
                    45 => {
                        k.mbarrier_arrive_release_count(b, xs, sc);
                    }
                    46 => {
                        k.mbarrier_arrive_relaxed_count(b, xs, sc);
                    }
                    49 => {
                        k.mbarrier_arrive_drop_release_count(b, xs, sc);
                    }
                    50 => {
                        k.mbarrier_arrive_drop_relaxed_count(b, xs, sc);
                    }
                    53 => {
                        k.mbarrier_arrive_drop_no_complete_release(b, xs);
                    }
                    54 => {
                        k.mbarrier_arrive_drop_expect_tx_release(b, xs, sc);
                    }
                    55 => {
                        k.mbarrier_arrive_drop_expect_tx_relaxed(b, xs, sc);
                    }
                    _ => {
                        let p = k.mbarrier_try_wait_parity_relaxed_hint(b, xs, hint, sc);
                        self.push(p);
                    }
                })
            }
        } else {
            let rank = Src::from(((bar / 4) % 2) as u32);
            with_remote!(k, v, i, kind, rank; b => match op {
                23 => k.mbarrier_arrive_remote(b),
                24 => k.mbarrier_arrive_expect_tx_remote(b, xs),
                25 => k.mbarrier_expect_tx_remote(b, xs),
                26 => k.mbarrier_complete_tx_remote(b, xs),
                27 => k.mbarrier_arrive_drop_remote(b),
                42 => k.mbarrier_arrive_relaxed_remote(b),
                43 => k.mbarrier_arrive_expect_tx_relaxed_remote(b, xs),
                47 => k.mbarrier_arrive_remote_count(b, xs),
                48 => k.mbarrier_arrive_relaxed_remote_count(b, xs),
                51 => k.mbarrier_arrive_drop_remote_count(b, xs),
                52 => k.mbarrier_arrive_drop_relaxed_remote_count(b, xs),
                56 => k.mbarrier_arrive_drop_expect_tx_remote(b, xs),
                57 => k.mbarrier_arrive_drop_expect_tx_relaxed_remote(b, xs),
                58 => k.mbarrier_expect_tx_remote_cta(b, xs),
                _ => k.mbarrier_complete_tx_remote_cta(b, xs),
            })
        }
    }
}

/// cp.async: the destination first, then (inside) the source.
#[derive(Clone, Copy)]
struct CpDst {
    cg: bool,
    size: CpSize,
    src: Am,
}
impl<T: E> MemOp<Shared<Cta>, T> for CpDst {
    fn go<A: Address<Space = Shared<Cta>, Elem = T>>(
        self,
        cx: &mut Cx<'_>,
        k: &mut Kernel<'_>,
        a: A,
    ) {
        Global::dispatch::<T, CpSrc<A>>(
            cx,
            k,
            self.src,
            CpSrc {
                cg: self.cg,
                size: self.size,
                dst: a,
            },
        );
    }
    fn bytes(&self) -> i64 {
        cp_bytes(self.cg, self.size)
    }
}

/// The bytes a `cp.async` copies (`.cg` copies 16).
fn cp_bytes(cg: bool, size: CpSize) -> i64 {
    match (cg, size) {
        (true, _) | (false, CpSize::B16) => 16,
        (false, CpSize::B8) => 8,
        (false, CpSize::B4) => 4,
    }
}
#[derive(Clone, Copy)]
struct CpSrc<D> {
    cg: bool,
    size: CpSize,
    dst: D,
}
impl<T: E, D: Address<Space = Shared<Cta>, Elem: Data>> MemOp<Global, T> for CpSrc<D> {
    fn go<A: Address<Space = Global, Elem = T>>(self, cx: &mut Cx<'_>, k: &mut Kernel<'_>, a: A) {
        cx.commit();
        if self.cg {
            k.cp_async_cg(self.dst, a);
        } else {
            k.cp_async_ca(self.dst, a, self.size);
        }
    }
    fn bytes(&self) -> i64 {
        cp_bytes(self.cg, self.size)
    }
}

// =====================================================================================
// The interpreter
// =====================================================================================

/// The parameters of signature [`Sig::A`].
type ArgsA = (Ptr<Generic, u32>, Reg<u32>);
/// The parameters of signature [`Sig::B`].
type ArgsB = (Ptr<Generic, f32>, Ptr<Generic, u64>);
/// The parameters of signature [`Sig::C`].
type ArgsC = (Ptr<Global, f64>, Ptr32<Shared<Cta>, u32>, Reg<i64>);
/// The parameters of signature [`Sig::E`].
type ArgsE = (Reg<u16>, Reg<i16>, Reg<f64>, Reg<u64>, Reg<i32>, Reg<f32>);
/// The parameters of signature [`Sig::F`].
type ArgsF = (Ptr<Shared<Cta>, u8>, Ptr32<Local, i32>, Ptr<Generic, i64>);
/// The parameters of signature [`Sig::G`].
type ArgsG = (Ptr<Generic<Global>, f32>, Ptr32<Const, u32>);
/// The parameters of signature [`Sig::H`].
type ArgsH = (Ptr<Generic<Unknown<ReadOnly>>, u32>, Reg<u32>);
/// The parameters of signature [`Sig::I`].
type ArgsI = (Ptr<Generic<Unknown<ReadWrite>>, f64>, Ptr<Const, u16>);

#[derive(Clone, Copy)]
enum FuncH {
    A(FuncRef<ArgsA, Reg<u32>>),
    B(FuncRef<ArgsB, ()>),
    C(FuncRef<ArgsC, Reg<f64>>),
    D(FuncRef<(), ()>),
    E(FuncRef<ArgsE, Reg<i16>>),
    F(FuncRef<ArgsF, Reg<u64>>),
    G(FuncRef<ArgsG, Reg<f32>>),
    H(FuncRef<ArgsH, Reg<u32>>),
    I(FuncRef<ArgsI, ()>),
}

/// The length of every register pool (values, pointers, and the assignable ones, in
/// [`Cx::lens`] order): a state of the pools. The pools only grow between two points of
/// one path, so an earlier state is a prefix of a later one, and cutting the pools back
/// to an earlier state leaves exactly the registers it had.
#[derive(Clone, Debug)]
struct Lens(Vec<u32>);

impl Lens {
    /// The pools both states have (both are prefixes of the current pools).
    fn min(&mut self, o: &Lens) {
        for (a, b) in self.0.iter_mut().zip(&o.0) {
            *a = (*a).min(*b);
        }
    }

    /// Whether every pool of `self` is a prefix of `o`'s.
    fn le(&self, o: &Lens) -> bool {
        self.0.iter().zip(&o.0).all(|(a, b)| a <= b)
    }
}

/// A region of the function being built: its body, or the body of an `if_then`,
/// `if_space` or guarded block. The builder lets a branch leave a region but not enter
/// one, and a register is assigned after a region only where it was before it.
///
/// The pools hold only registers assigned on every path to the current point (the
/// builder's definite assignment): a region's own registers are cut off when it ends, a
/// label's state is what every branch to it and the fall-through into it have in common,
/// a backward branch goes only to a label whose state is still a prefix of the current
/// one, and an instruction under a `when`/`unless` guard adds nothing (it may not run).
struct Region {
    /// Labels made or branched to here and not placed yet, with the pools' state common
    /// to their branches (`None`: not branched to yet). They are placed in this region,
    /// or after it ends (it hands them to the enclosing one), never in a region inside.
    fwd: Vec<(Label, Option<Lens>)>,
    /// Labels placed in this region, with the pools' state there: the targets of
    /// backward branches from this region and the regions inside it.
    back: Vec<(Label, Lens)>,
    /// The pools' state when the region began.
    entry: Lens,
}

/// The interpreter's state while one kernel or device function is built.
struct Cx<'u> {
    target: Target,
    explicit: bool,
    free: bool,
    entry: bool,
    prefix: String,
    names: u32,
    regs: Regs,
    mem: Mem,
    funcs: Vec<FuncH>,
    /// The regions being built, the function's body first.
    scopes: Vec<Region>,
    /// In a device function that returns a value, where an early `ret` goes (a branch to
    /// the epilogue that stores the value): the pools' state common to every `ret`.
    ret_at: Option<Lens>,
    /// Whether this is a device function that returns a value.
    value_ret: bool,
    /// Under a `when`/`unless` guard: the instructions may not run, so what they write
    /// is assigned only for instructions under the same guard, until the basic block
    /// ends (a label, a branch, `ret`, `exit`, or a new value of a predicate): then the
    /// pools are cut back to `guard_start`, their state before the guarded block.
    guarded: bool,
    guard_start: Lens,
    used: &'u mut Vec<FormId>,
    /// The gated slot values used: (row, index of the gate in the row).
    gates: &'u mut Vec<(FormId, usize)>,
    /// The rows of the memory operation being dispatched, recorded when it is emitted.
    pending: Vec<FormId>,
    /// The gated slot values of the pending memory operation (its space's).
    pending_gates: Vec<(FormId, usize)>,
    /// The [`TRICKY`] names this function has used.
    tricky: Vec<&'static str>,
    /// Registers and pointers that `assign`/`assign_ptr` may overwrite: those made by
    /// `mov`, `fresh` and `mov_ptr` (every other register is written once). A `fresh`
    /// register is only here until something is assigned to it.
    aregs: Regs,
    amem: Mem,
    /// The program's `.const` and `.global` tensor maps (of u32, rank 2).
    tmaps: Option<ModuleMaps>,
    /// The kernel limits its threads (`.maxntid`, `.reqntid`, `.minnctapersm`), and so
    /// each thread's registers: `wgmma` takes its smallest accumulator then (a large one
    /// may not fit, which the builder refuses or `ptxas` cannot compile).
    few_regs: bool,
    /// The most registers `setmaxnreg.dec` may ask for in this program: what a thread of
    /// its kernel has at entry, else its largest `setmaxnreg.inc` (ptxas refuses more), see
    /// [`entry_regs`].
    max_dec: u32,
}

/// The `.const` and `.global` tensor maps every program declares.
type ModuleMaps = (
    Var<Const, TensorMap<u32, 2>>,
    Var<Global, TensorMap<u32, 2>>,
);

fn pick<T: Copy>(v: &[T], i: u8) -> Option<T> {
    if v.is_empty() {
        None
    } else {
        Some(v[i as usize % v.len()])
    }
}

impl<'u> Cx<'u> {
    fn fresh_name(&mut self) -> String {
        self.names += 1;
        format!("{}_v{}", self.prefix, self.names)
    }

    /// A [`TRICKY`] name not yet used in this function, or a fresh one.
    fn name(&mut self, i: u8) -> String {
        if let Some(&t) = TRICKY.get(i as usize)
            && !self.tricky.contains(&t)
        {
            self.tricky.push(t);
            return t.to_owned();
        }
        self.fresh_name()
    }

    /// Whether the target allows `f` (always, for `free` programs): its `sm`, and its
    /// architecture-specific target where it needs one (`setmaxnreg`: `sm_90a` …).
    /// A [`St::B128`] step.
    fn b128(&mut self, k: &mut Kernel<'_>, kind: u8, sp: u8, p: u8, lo: u8, hi: u8) {
        use FormId as F;
        if !self.ok(F::MovB128Pack) {
            return;
        }
        let lo = self.reg::<u64>(k, lo);
        let hi = self.reg::<u64>(k, hi);
        self.note(F::MovB128Pack);
        let v = k.mov_b128(lo, hi);
        match kind % 5 {
            0 | 1 => {
                let store = kind % 5 == 1;
                match sp % 4 {
                    0 => self.b128_ld_st::<Global>(k, store, p, v),
                    1 => self.b128_ld_st::<Shared<Cta>>(k, store, p, v),
                    2 => self.b128_ld_st::<Local>(k, store, p, v),
                    _ => self.b128_ld_st::<Generic<Global>>(k, store, p, v),
                }
            }
            2 | 3 => {
                let cas = kind % 5 == 2;
                match sp % 4 {
                    0 => self.b128_atom::<Global>(k, cas, p, v),
                    1 => self.b128_atom::<Shared<Cta>>(k, cas, p, v),
                    2 => self.b128_atom::<Shared<Cluster>>(k, cas, p, v),
                    _ => self.b128_atom::<Generic<Global>>(k, cas, p, v),
                }
            }
            // `mov.b128 {lo, hi}, a`: the row step (`St::Row`).
            _ => {
                self.note(F::Mov);
                self.gates.extend(type_gate(F::Mov));
                k.mov(v);
            }
        }
    }

    /// `ld`/`st` of a `.b128` value through a pointer of space `S`'s pool, seen as 16-byte
    /// elements.
    fn b128_ld_st<S: PS + Storable>(
        &mut self,
        k: &mut Kernel<'_>,
        store: bool,
        i: u8,
        v: Reg<B128>,
    ) {
        let Some(q) = self.ptr::<S, u64>(k, i) else {
            return;
        };
        let q = q.cast::<B128>();
        let kind = if store { MK::St } else { MK::Ld };
        let f = mem_form(kind);
        self.note(f);
        self.gates
            .extend(space_gate(f, <S as Space>::SPACE, self.explicit));
        // The row's `.b128` value, a gate of its type slot.
        self.gates.extend(type_gate(f));
        if store {
            k.st(q, v);
        } else {
            k.ld(q);
        }
    }

    /// A 128-bit `atom.cas`/`atom.exch` through a pointer of space `S`'s pool (sm_90: the
    /// `atom` row's gated `.b128`).
    fn b128_atom<S: PS + Atomic>(&mut self, k: &mut Kernel<'_>, cas: bool, i: u8, v: Reg<B128>) {
        let f = mem_form(MK::Atom);
        let gate = space_gate(f, <S as Space>::SPACE, self.explicit);
        let b128 = type_gate(f).expect("the atom row gates its .b128");
        if !(self.ok(f) && self.gate_ok(b128) && gate.is_none_or(|g| self.gate_ok(g))) {
            return;
        }
        let Some(q) = self.ptr::<S, u64>(k, i) else {
            return;
        };
        let q = q.cast::<B128>();
        self.note(f);
        // The gated values (the space's, the type's), recorded only for an access that
        // is emitted.
        self.gates.extend(gate);
        self.gates.push(b128);
        if cas {
            k.atom_cas_b128(q, v, v);
        } else {
            k.atom_exch_b128(q, v);
        }
    }

    /// A `Shape::Row` row, from the row alone: the row, its slot values and its sources
    /// drawn, its method called through `tests/generated/row_cases.rs`. A value the
    /// table gates is recorded like a row; unless the program is `free`, one whose `sm`
    /// the target lacks is replaced by the slot's first value.
    fn row(&mut self, k: &mut Kernel<'_>, row: u16, picks: [u8; 6], o: [Opd; 4]) {
        // A row of the mbarrier chapter (an address, or a state token) is drawn by its own
        // step, which records the rows its address needs ([`Step::Mbar`]); `setmaxnreg` by
        // its own step too ([`St::Setmaxnreg`]), which keeps a `.dec` no higher than the
        // kernel's largest `.inc` (the module refuses a higher one).
        // A row whose addresses the row says how to take ([`Form::addrs`]) takes them from
        // the program's pools (`RowOps::addr`).
        let rows: Vec<&'static Form> = typed_ptx::isa::row::rows()
            .filter(|f| {
                (f.addr_space().is_none() || !f.addrs.is_empty()) && f.family != Family::Mbarrier
            })
            .filter(|f| !matches!(f.id, FormId::SetmaxnregInc | FormId::SetmaxnregDec))
            .collect();
        let Some(f) = rows.get(row as usize % rows.len().max(1)).copied() else {
            return;
        };
        // Recorded once emitted: a row with address arguments may find no address.
        if !self.ok(f.id) {
            return;
        }
        let mut vals: Vec<Val> = f
            .slots
            .iter()
            .zip(picks)
            .map(|(s, p)| {
                let v = s.values();
                v[p as usize % v.len()]
            })
            .collect();
        // A row of two type slots takes pairs of its values (`cvt.rn.f32.s32`): one drawn.
        if f.type_pairs().is_some() {
            let cover = f.cover_values();
            vals = cover[picks[0] as usize % cover.len()].clone();
        }
        // A row with rules of combinations (`red.async`: which operation takes which type)
        // takes one they allow: one drawn.
        if !f.combo_ok(&vals) {
            let combos = f.value_combos();
            vals = combos[picks[0] as usize % combos.len()].clone();
        }
        // A kernel names one `tcgen05` CTA group (ptxas refuses two): the commits of the
        // random programs all name `.cta_group::1` (the gating matrix has both).
        if matches!(f.id, FormId::Tcgen05Commit | FormId::Tcgen05CommitMulticast) {
            vals[0] = Val::from(Mod::CtaGroup1);
        }
        // A space the method takes as a type parameter is spelled as the module spells it
        // (`.shared` or `.shared::cta`): its value is the program's spelling of the space.
        if let Some((i, values)) = f.space_slot()
            && let Some(sp) = vals[i].as_mod().and_then(IsaSpace::of_modifier)
            && let Some(v) = sp.slot_value(values, self.explicit)
        {
            vals[i] = Val::from(v);
        }
        let mut gates = Vec::new();
        for (i, g) in f.gates.iter().enumerate() {
            let slot = g.slot as usize;
            if vals[slot] != Val::from(g.value) {
                continue;
            }
            if self.free || g.min_sm <= self.target.sm {
                gates.push((f.id, i));
            } else {
                vals[slot] = f.first_values()[slot];
            }
        }
        let mut ops = RowOps { cx: self, o, i: 0 };
        // `None`: an address the program had none of (`RowOps::addr`), a tensor map
        // outside a kernel (`RowOps::tensor_map`), or a type the builder lacks
        // (`row_cases::builder_lacks`); the row is then not emitted.
        if row_cases::emit(k, f.id, &vals, &mut ops).is_none() {
            assert!(
                !f.addrs.is_empty()
                    || f.operands.contains(&Operand::TensorMap)
                    || row_cases::builder_lacks(f.id, &vals),
                "{:?}: a Shape::Row row and its values",
                f.id
            );
            return;
        }
        self.note(f.id);
        self.gates.extend(gates);
    }

    fn ok(&self, f: FormId) -> bool {
        self.free || (f.form().min_sm <= self.target.sm && f.form().arch.accepts(self.target))
    }

    /// Records that the builder is about to emit `f`.
    fn note(&mut self, f: FormId) {
        self.used.push(f);
    }

    /// [`ok`](Cx::ok), and records the use: for operations that are emitted for sure.
    fn need(&mut self, f: FormId) -> bool {
        let ok = self.ok(f);
        if ok {
            self.note(f);
        }
        ok
    }

    /// [`ok`](Cx::ok) of a row of one `{.space}` slot with its value: the value's gate,
    /// unless the program is `free`, refused on a target below the gate's `sm`.
    fn ok_spaced(&self, u: Spaced) -> bool {
        self.ok(u.row)
            && u.gate
                .is_none_or(|i| self.free || u.row.form().gates[i].min_sm <= self.target.sm)
    }

    /// [`note`](Cx::note) of a row of one `{.space}` slot, and of its value's gate.
    fn note_spaced(&mut self, u: Spaced) {
        self.note(u.row);
        if let Some(i) = u.gate {
            self.gates.push((u.row, i));
        }
    }

    /// [`need`](Cx::need) of a row of one `{.space}` slot with its value.
    fn need_spaced(&mut self, u: Spaced) -> bool {
        let ok = self.ok_spaced(u);
        if ok {
            self.note_spaced(u);
        }
        ok
    }

    /// Whether a memory-ordering access of row `row` at `scope` may be emitted: the row
    /// on the target, and the `.cluster` scope, a value the row gates, recorded like a
    /// row (unless the program is `free`, refused on a target below the gate's `sm`); its
    /// space's gated value is [`space`](Cx::space)'s.
    fn ordered(&mut self, row: FormId, scope: Scope) -> bool {
        if !self.ok(row) {
            return false;
        }
        if scope != Scope::Cluster {
            return true;
        }
        let gates = row.form().gates;
        let Some(i) = gates
            .iter()
            .position(|g| g.value == typed_ptx::isa::Mod::Cluster)
        else {
            return true;
        };
        if !self.free && gates[i].min_sm > self.target.sm {
            return false;
        }
        self.gates.push((row, i));
        true
    }

    /// Records the pending rows of a memory operation (called just before emitting it).
    fn commit(&mut self) {
        let p = std::mem::take(&mut self.pending);
        self.used.extend(p);
        let g = std::mem::take(&mut self.pending_gates);
        self.gates.extend(g);
    }

    /// Whether gated value `g` of a row may be emitted: on the target (unless the
    /// program is `free`).
    fn gate_ok(&self, (f, i): (FormId, usize)) -> bool {
        self.free || f.form().gates[i].min_sm <= self.target.sm
    }

    /// Sets the gated `{.space}` value of the next memory operation of row `f` through an
    /// address of space `S` ([`space_gate`]), for [`dispatch`](Cx::dispatch).
    fn space<S: Space>(&mut self, f: FormId) {
        self.pending_gates = space_gate(f, <S as Space>::SPACE, self.explicit)
            .into_iter()
            .collect();
    }

    /// Dispatches a memory operation whose rows are `forms` (when the target allows them).
    #[inline(never)]
    fn dispatch<S: PS, T: E, O: MemOp<S, T>>(
        &mut self,
        k: &mut Kernel<'_>,
        forms: &[FormId],
        am: Am,
        op: O,
    ) {
        if forms.iter().all(|f| self.ok(*f)) && self.pending_gates.iter().all(|g| self.gate_ok(*g))
        {
            self.pending = forms.to_vec();
            S::dispatch::<T, O>(self, k, am, op);
            self.pending.clear();
        }
        self.pending_gates.clear();
    }

    /// Adds a register just written (or a view of one) to its pool.
    fn push<T: RP>(&mut self, r: Reg<T>) {
        T::pool(&mut self.regs).push(r);
    }

    fn pushp<S: PS, T: E>(&mut self, p: Ptr<S, T>) {
        S::pool(T::mp(&mut self.mem)).push(p);
    }

    fn push32<S: W32S, T: E>(&mut self, p: Ptr32<S, T>) {
        S::p32pool(T::mp(&mut self.mem)).push(p);
    }

    /// A basic block ends here (a label, a branch, `ret`, `exit`): under a guard, what
    /// the block wrote is no longer known to be there.
    fn block_end(&mut self) {
        if self.guarded {
            let g = self.guard_start.clone();
            self.shrink(&g);
        }
    }

    // ---- regions, labels and definite assignment ------------------------------------

    /// The pools' current state.
    fn lens(&self) -> Lens {
        let mut v = Vec::with_capacity(544);
        self.regs.lens(&mut v);
        self.mem.lens(&mut v);
        self.aregs.lens(&mut v);
        self.amem.lens(&mut v);
        Lens(v)
    }

    /// Cuts the pools back to `to` (what every path to this point assigned), and the
    /// recorded states with them: a pending label's or `ret`'s state to what is left, and
    /// a placed label whose state is no longer a prefix of the pools is dropped (a
    /// backward branch to it would lose registers read after it).
    fn shrink(&mut self, to: &Lens) {
        let mut it = to.0.iter();
        self.regs.cut(&mut it);
        self.mem.cut(&mut it);
        self.aregs.cut(&mut it);
        self.amem.cut(&mut it);
        let cur = self.lens();
        for s in &mut self.scopes {
            for (_, r) in &mut s.fwd {
                if let Some(r) = r {
                    r.min(&cur);
                }
            }
            s.back.retain(|(_, at)| at.le(&cur));
        }
        if let Some(r) = &mut self.ret_at {
            r.min(&cur);
        }
    }

    fn scope(&mut self) -> &mut Region {
        self.scopes.last_mut().expect("the function's body")
    }

    /// Runs `body` as a region of its own.
    fn scoped(&mut self, k: &mut Kernel<'_>, body: &[Step]) {
        self.enter();
        self.run(k, body);
        self.leave();
    }

    fn enter(&mut self) {
        let entry = self.lens();
        self.scopes.push(Region {
            fwd: Vec::new(),
            back: Vec::new(),
            entry,
        });
    }

    /// Ends a region: its labels still to be placed go to the enclosing one, its placed
    /// labels are gone, and the pools are what they were when it began.
    fn leave(&mut self) {
        let s = self.scopes.pop().expect("a region");
        self.scope().fwd.extend(s.fwd);
        self.shrink(&s.entry);
    }

    /// The target of a branch: with `back`, a label placed in this region or an
    /// enclosing one; else a label of this region or an enclosing one still to be placed
    /// (its state becomes what it had in common with this point); else a new one.
    fn branch_target(&mut self, k: &mut Kernel<'_>, back: bool, l: u8) -> Label {
        if back {
            let n: usize = self.scopes.iter().map(|s| s.back.len()).sum();
            if n > 0 {
                let mut i = l as usize % n;
                for s in &self.scopes {
                    if i < s.back.len() {
                        return s.back[i].0;
                    }
                    i -= s.back.len();
                }
            }
        }
        let cur = self.lens();
        let n: usize = self.scopes.iter().map(|s| s.fwd.len()).sum();
        if n > 0 {
            let mut i = l as usize % n;
            for s in &mut self.scopes {
                if i < s.fwd.len() {
                    let (x, rec) = &mut s.fwd[i];
                    match rec {
                        Some(r) => r.min(&cur),
                        None => *rec = Some(cur),
                    }
                    return *x;
                }
                i -= s.fwd.len();
            }
        }
        let x = k.label();
        self.scope().fwd.push((x, Some(cur)));
        x
    }

    /// Places label `i` of this region's pending ones, if any.
    fn place(&mut self, k: &mut Kernel<'_>, i: usize) {
        if self.scope().fwd.is_empty() {
            return;
        }
        self.block_end();
        let fwd = &mut self.scope().fwd;
        let (l, rec) = fwd.remove(i % fwd.len());
        if let Some(r) = rec {
            self.shrink(&r);
        }
        k.place(l);
        let at = self.lens();
        self.scope().back.push((l, at));
    }

    /// Enters a `when`/`unless` block. A predicate is made first if there is none: the
    /// branches of `if_then` and `bra_unless` inside replace the guard with their own, so
    /// they must read a predicate assigned before the guard.
    fn guard_on(&mut self, k: &mut Kernel<'_>) {
        self.reg::<Pred>(k, 0);
        self.guarded = true;
        self.guard_start = self.lens();
    }

    fn reg<T: RP>(&mut self, k: &mut Kernel<'_>, i: u8) -> Reg<T> {
        if let Some(r) = pick(T::pool(&mut self.regs), i) {
            return r;
        }
        self.mov_imm(k, i)
    }

    /// `mov` of an immediate: a new register, assignable.
    fn mov_imm<T: RP>(&mut self, k: &mut Kernel<'_>, i: u8) -> Reg<T> {
        self.note(FormId::Mov);
        let r = k.mov::<T>(T::imm(i as i32 + 1));
        self.push_assignable(r);
        r
    }

    /// A fragment register of the pool, or a `frag_zero` one.
    fn freg<T: FP>(&mut self, k: &mut Kernel<'_>, i: u8) -> Reg<T> {
        if let Some(r) = pick(T::fpool(&mut self.regs), i) {
            return r;
        }
        self.note(FormId::Mov);
        let [r]: [Reg<T>; 1] = k.frag_zero();
        T::fpool(&mut self.regs).push(r);
        r
    }

    fn frag<T: FP, const N: usize>(&mut self, k: &mut Kernel<'_>, picks: &[u8]) -> [Reg<T>; N] {
        core::array::from_fn(|i| self.freg::<T>(k, picks[i % picks.len()]))
    }

    fn fpush<T: FP>(&mut self, r: Reg<T>) {
        T::fpool(&mut self.regs).push(r);
    }

    /// A `.shared::cta` pointer to a matrix of `T`, for a descriptor.
    fn desc_src<T: DescSrc>(&mut self, k: &mut Kernel<'_>, i: u8) -> Option<Ptr<Shared<Cta>, T>> {
        T::src(self, k, i)
    }

    /// The descriptor of `p` (its rows noted), from the 64-bit or the 32-bit pointer.
    fn desc<T: DescSrc>(
        &mut self,
        k: &mut Kernel<'_>,
        p: Ptr<Shared<Cta>, T>,
        i: u8,
    ) -> Reg<WgmmaDesc<T>> {
        for f in [
            FormId::CvtAddrTrunc,
            FormId::Shr,
            FormId::And,
            FormId::Or,
            FormId::Cvt,
        ] {
            self.note(f);
        }
        let sw = [Swizzle::None, Swizzle::B32, Swizzle::B64, Swizzle::B128][i as usize % 4];
        let lbo = 16 * (1 + (i as u32 >> 2) % 8);
        let sbo = 128 << (i as u32 >> 5);
        let d = if i & 0x10 != 0 {
            let q = k.to_u32(p);
            k.wgmma_desc(q, sw, lbo, sbo)
        } else {
            k.wgmma_desc(p, sw, lbo, sbo)
        };
        if i & 0x40 != 0 {
            self.note(FormId::Add);
            k.wgmma_desc_advance(d, 32)
        } else {
            d
        }
    }

    /// `wgmma.mma_async` with N, the element types and the accumulator of `S` and `D`
    /// (a fresh zero accumulator: its registers are overwritten in place).
    #[allow(clippy::too_many_arguments)]
    fn wgmma_with<S, AE, BE, D>(
        &mut self,
        k: &mut Kernel<'_>,
        shape: S,
        regs: bool,
        (pa, pb): (Ptr<Shared<Cta>, AE>, Ptr<Shared<Cta>, BE>),
        (a, b): (u8, u8),
        frag: [u8; 4],
        sc: Src<Pred>,
        o: WgmmaOpts,
    ) where
        S: WgmmaShape + WgmmaOperands<AE::Kind, BE::Kind, D>,
        AE: DescSrc<Kind: FP>,
        BE: DescSrc,
        D: Fragment,
    {
        let bd = self.desc(k, pb, b);
        self.note(FormId::Mov);
        let mut acc: D = k.frag_zero();
        if regs {
            let fa: [Reg<AE::Kind>; 4] = self.frag(k, &frag);
            k.wgmma_mma_async(shape, &mut acc, fa, bd, sc, o);
        } else {
            let ad = self.desc(k, pa, a);
            k.wgmma_mma_async(shape, &mut acc, ad, bd, sc, o);
        }
    }

    /// A register just written that `assign` may overwrite.
    fn push_assignable<T: RP>(&mut self, r: Reg<T>) {
        self.push(r);
        T::pool(&mut self.aregs).push(r);
    }

    /// A register `assign` may overwrite.
    fn areg<T: RP>(&mut self, k: &mut Kernel<'_>, i: u8) -> Reg<T> {
        match pick(T::pool(&mut self.aregs), i) {
            Some(r) => r,
            None => self.mov_imm(k, i),
        }
    }

    /// A pointer `assign_ptr` may overwrite (made by `mov_ptr`).
    fn aptr<S: PS + Passable, T: E>(&mut self, k: &mut Kernel<'_>, i: u8) -> Option<Ptr<S, T>> {
        if let Some(p) = pick(S::pool(T::mp(&mut self.amem)), i) {
            return Some(p);
        }
        let p = self.ptr::<S, T>(k, i)?;
        self.note(FormId::Mov);
        let q = k.mov_ptr(p);
        self.pushp(q);
        S::pool(T::mp(&mut self.amem)).push(q);
        Some(q)
    }

    /// A 32-bit pointer `assign_ptr` may overwrite (made by `mov_ptr`).
    fn aptr32<S: W32S, T: E>(&mut self, k: &mut Kernel<'_>, i: u8) -> Option<Ptr32<S, T>> {
        if let Some(p) = pick(S::p32pool(T::mp(&mut self.amem)), i) {
            return Some(p);
        }
        let p = self.ptr32::<S, T>(k, i)?;
        self.note(FormId::Mov);
        let q = k.mov_ptr(p);
        self.push32(q);
        S::p32pool(T::mp(&mut self.amem)).push(q);
        Some(q)
    }

    fn src<T: RP>(&mut self, k: &mut Kernel<'_>, o: Opd) -> Src<T> {
        match o {
            Opd::R(i) => self.reg::<T>(k, i).into(),
            Opd::I(v) => T::imm(v),
            Opd::X(i) => T::extreme(i),
        }
    }

    #[inline(never)]
    fn ptr<S: PS, T: E>(&mut self, k: &mut Kernel<'_>, i: u8) -> Option<Ptr<S, T>> {
        if let Some(p) = pick(S::pool(T::mp(&mut self.mem)), i) {
            return Some(p);
        }
        let u = match pick(S::pool(u32::mp(&mut self.mem)), 0) {
            Some(u) => u,
            None => {
                let u = S::make(self, k)?;
                S::pool(u32::mp(&mut self.mem)).push(u);
                u
            }
        };
        let p = u.cast::<T>();
        if let Some(q) = pick(S::pool(T::mp(&mut self.mem)), i) {
            return Some(q); // `make` may have filled this pool already
        }
        self.pushp(p);
        Some(p)
    }

    #[inline(never)]
    fn ptr32<S: W32S, T: E>(&mut self, k: &mut Kernel<'_>, i: u8) -> Option<Ptr32<S, T>> {
        if let Some(p) = pick(S::p32pool(T::mp(&mut self.mem)), i) {
            return Some(p);
        }
        let p = self.ptr::<S, T>(k, i)?;
        self.note(FormId::CvtAddrTrunc);
        let q = k.to_u32(p);
        self.push32(q);
        Some(q)
    }

    #[inline(never)]
    fn var<S: VSp, T: E>(&mut self, k: &mut Kernel<'_>, i: u8) -> Option<VarA<S, T>> {
        if let Some(v) = pick(S::vpool(T::mp(&mut self.mem)), i) {
            return Some(v);
        }
        let v = S::declare::<T>(self, k)?;
        S::vpool(T::mp(&mut self.mem)).push(v);
        Some(v)
    }

    fn cvta<S: NS, T: E>(
        &mut self,
        k: &mut Kernel<'_>,
        p: Ptr<S, T>,
    ) -> Option<Ptr<Generic<S>, T>> {
        if !self.need_spaced(cvta_form(<S as Space>::SPACE, self.explicit, false)) {
            return None;
        }
        Some(k.cvta(p))
    }

    #[inline(never)]
    fn mem<S: PS, T: E, O: MemOp<S, T>>(&mut self, k: &mut Kernel<'_>, kind: MK, am: Am, op: O) {
        // A `.param::entry` address is the kernel's: inside a device function `ld.param`
        // would read the function's own parameters (the builder refuses it:
        // `Bad::ParamLoadInFunc`). Such an address reaches a function only through
        // `if_space`/`cvta_to_unchecked` into `.param`.
        if matches!(kind, MK::Ld) && <S as Space>::SPACE == IsaSpace::Param && !self.entry {
            return;
        }
        let f = mem_form(kind);
        self.space::<S>(f);
        self.dispatch::<S, T, O>(k, &[f], am, op);
    }

    fn run(&mut self, k: &mut Kernel<'_>, steps: &[Step]) {
        for s in steps {
            self.step(k, s);
        }
    }

    /// Runs a function body and places every label still waiting; then, in a device
    /// function that returns a value, the pools are what every path to its epilogue (the
    /// end and each `ret`) assigned.
    fn run_top(&mut self, k: &mut Kernel<'_>, steps: &[Step]) {
        self.run(k, steps);
        while !self.scope().fwd.is_empty() {
            self.place(k, 0);
        }
        if let Some(r) = self.ret_at.take() {
            self.shrink(&r);
        }
    }

    // ---- bulk copies and TMA ---------------------------------------------------------

    /// A fresh `.shared` tile of 256 bytes of `T`, 128-byte aligned (what TMA wants).
    fn tile<T: E>(&mut self, k: &mut Kernel<'_>) -> Var<Shared<Cta>, T> {
        let name = self.fresh_name();
        self.note(FormId::DeclShared);
        k.shared::<T>(&name, (256 / <T as Elem>::TY.size()).max(1), Align(128))
    }

    /// A fresh mbarrier.
    fn bulk_bar(&mut self, k: &mut Kernel<'_>) -> Var<Shared<Cta>, Mbarrier> {
        let name = self.fresh_name();
        self.note(FormId::DeclShared);
        k.shared::<Mbarrier>(&name, 1, Align(8))
    }

    /// The address of `v` in the CTA of rank `x` of the cluster (`mapa`).
    fn remote<T: Elem>(
        &mut self,
        k: &mut Kernel<'_>,
        v: Var<Shared<Cta>, T>,
        x: Opd,
    ) -> Ptr<Shared<Cluster>, T> {
        let r = self.src::<u32>(k, x);
        self.note(FormId::MovAddr);
        self.note(FormId::MapaShared);
        let p = k.addr_of(v);
        k.mapa(p, r)
    }

    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    fn bulk<T: E + TmaElem>(
        &mut self,
        k: &mut Kernel<'_>,
        kind: u8,
        size: u8,
        how: u8,
        pick: u8,
        op: u8,
        x: Opd,
    ) {
        use FormId as F;
        let kind = kind % 7;
        let form = [
            F::CpAsyncBulkGlobalToCluster,
            F::CpAsyncBulkGlobalToClusterMulticast,
            F::CpAsyncBulkCtaToCluster,
            F::CpAsyncBulkCtaToGlobal,
            F::CpReduceAsyncBulkCtaToGlobal,
            F::CpReduceAsyncBulkCtaToCluster,
            F::CpAsyncBulkPrefetchL2,
        ][kind as usize];
        if !self.ok(form) {
            return;
        }
        let bytes = 16 * (size as u32 % 8 + 1);
        let n: Src<u32> = if how & 1 == 1 {
            self.note(F::Mov);
            k.mov(bytes).into()
        } else {
            bytes.into()
        };
        // The form of the shared operand: a variable, a pointer or a 32-bit pointer.
        let shape = (how >> 1) % 3;
        let rop = BulkRedOp::ALL[op as usize % 8];
        match kind {
            0 | 1 | 6 => {
                let Some(g) = self.ptr::<Global, T>(k, pick) else {
                    return;
                };
                if kind == 6 {
                    self.note(form);
                    return k.cp_async_bulk_prefetch_l2(g, n);
                }
                let (tile, bar) = (self.tile::<T>(k), self.bulk_bar(k));
                if kind == 1 {
                    let mask = self.src::<u16>(k, x);
                    self.note(form);
                    return k.cp_async_bulk_global_to_shared_multicast(tile, g, n, bar, mask);
                }
                match shape {
                    0 => {
                        self.note(form);
                        k.cp_async_bulk_global_to_shared(tile.widen(), g, n, bar.widen())
                    }
                    1 => {
                        self.note(F::MovAddr);
                        let (p, b) = (k.addr_of(tile), k.addr_of(bar));
                        self.note(form);
                        k.cp_async_bulk_global_to_shared(p, g, n, b)
                    }
                    _ => {
                        self.note(F::MovAddr);
                        self.note(F::CvtAddrTrunc);
                        let (p, b) = (k.addr_of(tile), k.addr_of(bar));
                        let (p, b) = (k.to_u32(p), k.to_u32(b));
                        self.note(form);
                        k.cp_async_bulk_global_to_shared(p, g, n, b)
                    }
                }
            }
            2 | 5 => {
                let (src, dst, bar) = (self.tile::<T>(k), self.tile::<T>(k), self.bulk_bar(k));
                if shape == 0 {
                    let (d, b) = (dst.widen(), bar.widen());
                    self.note(form);
                    if kind == 2 {
                        k.cp_async_bulk_shared_to_cluster(d, src, n, b)
                    } else {
                        k.cp_reduce_async_bulk_shared_to_cluster(rop, d, src, n, b)
                    }
                } else {
                    let d = self.remote(k, dst, x);
                    let b = self.remote(k, bar, x);
                    self.note(form);
                    if kind == 2 {
                        k.cp_async_bulk_shared_to_cluster(d, src, n, b)
                    } else {
                        k.cp_reduce_async_bulk_shared_to_cluster(rop, d, src, n, b)
                    }
                }
            }
            _ => {
                let Some(g) = self.ptr::<Global, T>(k, pick) else {
                    return;
                };
                let tile = self.tile::<T>(k);
                let go = |k: &mut Kernel<'_>, s| {
                    if kind == 3 {
                        k.cp_async_bulk_shared_to_global(g, s, n)
                    } else {
                        k.cp_reduce_async_bulk_shared_to_global(rop, g, s, n)
                    }
                };
                match shape {
                    0 => {
                        self.note(form);
                        go(k, tile);
                    }
                    _ => {
                        self.note(F::MovAddr);
                        let p = k.addr_of(tile);
                        self.note(form);
                        if kind == 3 {
                            k.cp_async_bulk_shared_to_global(g, p, n)
                        } else {
                            k.cp_reduce_async_bulk_shared_to_global(rop, g, p, n)
                        }
                    }
                }
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn tma(
        &mut self,
        k: &mut Kernel<'_>,
        kind: u8,
        e: ET,
        rank: u8,
        via: u8,
        c: [Opd; 5],
        op: u8,
        x: Opd,
    ) {
        let via = via % 4;
        if via >= 2 {
            return self.tma_with::<u32, 2>(k, kind, via, c, op, x);
        }
        // A tensor-map parameter is a kernel's.
        if !self.entry {
            return;
        }
        let rop = BulkRedOp::ALL[op as usize % 8];
        let e = if kind % 6 == 3 && !with_et!(e; T => rop.to_tensor(<T as Elem>::TY)) {
            ET::U32
        } else {
            e
        };
        with_et!(e; T => match rank % 5 {
            0 => self.tma_with::<T, 1>(k, kind, via, c, op, x),
            1 => self.tma_with::<T, 2>(k, kind, via, c, op, x),
            2 => self.tma_with::<T, 3>(k, kind, via, c, op, x),
            3 => self.tma_with::<T, 4>(k, kind, via, c, op, x),
            _ => self.tma_with::<T, 5>(k, kind, via, c, op, x),
        })
    }

    /// A TMA instruction on a map of `T` and rank `R`: from a kernel parameter (`via` 0:
    /// its address, 1: the `.param` variable) or the program's `.const` (2) or `.global`
    /// (3) map.
    #[inline(never)]
    fn tma_with<T: E + TmaElem, const R: usize>(
        &mut self,
        k: &mut Kernel<'_>,
        kind: u8,
        via: u8,
        c: [Opd; 5],
        op: u8,
        x: Opd,
    ) where
        TensorMap<T, R>: Elem,
    {
        use FormId as F;
        let kind = kind % 6;
        let form = match (kind, via) {
            (0, _) => F::CpAsyncBulkTensorLoad,
            (1, _) => F::CpAsyncBulkTensorLoadMulticast,
            (2, _) => F::CpAsyncBulkTensorStore,
            (3, _) => F::CpReduceAsyncBulkTensor,
            (4, _) => F::CpAsyncBulkPrefetchTensor,
            _ => F::PrefetchTensormap,
        };
        if !self.ok(form) {
            return;
        }
        let param_cvta = cvta_form(IsaSpace::Param, self.explicit, true);
        match via {
            0 => {
                let name = self.fresh_name();
                self.note_spaced(param_cvta);
                let m = k.param_tensor_map::<T, R>(&name);
                self.tma_go(k, kind, form, m, c, op, x)
            }
            1 => {
                let name = self.fresh_name();
                let v = k.param_var::<TensorMap<T, R>>(&name);
                if kind == 5 {
                    self.note(form);
                    return k.prefetch_tensormap(v);
                }
                self.note_spaced(param_cvta);
                let m = k.cvta_var(v, 0);
                self.tma_go(k, kind, form, m, c, op, x)
            }
            _ => {
                let Some((cm, gm)) = self.tmaps else { return };
                let (cm, gm) = (cm.cast::<TensorMap<T, R>>(), gm.cast::<TensorMap<T, R>>());
                if via == 3 {
                    return self.tma_go(k, kind, form, gm, c, op, x);
                }
                if kind == 5 {
                    self.note(form);
                    return k.prefetch_tensormap(cm);
                }
                self.note_spaced(cvta_form(IsaSpace::Const, self.explicit, true));
                let m = k.cvta_var(cm, 0);
                self.tma_go(k, kind, form, m, c, op, x)
            }
        }
    }

    /// The coordinates (registers when the first is one, immediates otherwise), then
    /// the instruction.
    #[allow(clippy::too_many_arguments)]
    fn tma_go<T: E + TmaElem, M, const R: usize>(
        &mut self,
        k: &mut Kernel<'_>,
        kind: u8,
        form: FormId,
        map: M,
        c: [Opd; 5],
        op: u8,
        x: Opd,
    ) where
        M: TensorMapAddr<R> + TensorMapRef<Elem = T> + TensorMapPrefetch,
    {
        if kind == 5 {
            self.note(form);
            return k.prefetch_tensormap(map);
        }
        if let Opd::R(_) = c[0] {
            let regs: [Reg<i32>; R] = core::array::from_fn(|i| match c[i] {
                Opd::R(j) => self.reg::<i32>(k, j),
                _ => self.reg::<i32>(k, i as u8),
            });
            self.tma_op(k, kind, form, map, regs, op, x)
        } else {
            // Immediates: the builder moves each into a register.
            self.note(FormId::Mov);
            let imms: [i32; R] = core::array::from_fn(|i| match c[i] {
                Opd::I(v) => v,
                Opd::R(j) | Opd::X(j) => j as i32,
            });
            self.tma_op(k, kind, form, map, imms, op, x)
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn tma_op<T: E + TmaElem, M, C: Coords<R> + Copy, const R: usize>(
        &mut self,
        k: &mut Kernel<'_>,
        kind: u8,
        form: FormId,
        map: M,
        coords: C,
        op: u8,
        x: Opd,
    ) where
        M: TensorMapAddr<R> + TensorMapRef<Elem = T>,
    {
        let tile = self.tile::<T>(k);
        match kind {
            0 | 1 => {
                let bar = self.bulk_bar(k);
                if kind == 1 {
                    let mask = self.src::<u16>(k, x);
                    self.note(form);
                    k.cp_async_bulk_tensor_load_multicast(tile, map, coords, bar, mask)
                } else if op & 1 == 1 {
                    self.note(form);
                    k.cp_async_bulk_tensor_load(tile.widen(), map, coords, bar.widen())
                } else {
                    self.note(form);
                    k.cp_async_bulk_tensor_load(tile, map, coords, bar)
                }
            }
            2 => {
                self.note(form);
                k.cp_async_bulk_tensor_store(map, coords, tile)
            }
            3 => {
                let rop = BulkRedOp::ALL[op as usize % 8];
                if rop.to_tensor(<T as Elem>::TY) {
                    self.note(form);
                    k.cp_reduce_async_bulk_tensor(rop, map, coords, tile)
                }
            }
            _ => {
                self.note(form);
                k.cp_async_bulk_prefetch_tensor(map, coords)
            }
        }
    }

    /// The start of a device function returning `R`: a register of type `R` assigned
    /// before any `ret`, so that the pools hold one at the epilogue.
    fn value_function<R: RP>(&mut self, k: &mut Kernel<'_>) {
        self.value_ret = true;
        self.reg::<R>(k, 0);
    }

    /// A source of a half-precision instruction: an immediate is moved into a register
    /// first (PTX half arithmetic takes registers only), which uses `mov`.
    fn hsrc<T: RP>(&mut self, k: &mut Kernel<'_>, o: Opd) -> Src<T> {
        if !matches!(o, Opd::R(_)) {
            self.note(FormId::Mov);
        }
        self.src::<T>(k, o)
    }

    #[inline(never)]
    fn half(&mut self, k: &mut Kernel<'_>, h: HS) {
        use FormId as F;
        match h {
            HS::Arith { op, t, a, b, c } => {
                if !self.need(op.form(t)) {
                    return;
                }
                with_ht!(t; T => {
                    let x = self.hsrc::<T>(k, a);
                    let r = match op {
                        HOp::Neg => k.neg(x),
                        HOp::Abs => k.abs(x),
                        HOp::Ex2 => k.ex2(x),
                        HOp::Tanh => k.tanh(x),
                        _ => {
                            let y = self.hsrc::<T>(k, b);
                            match op {
                                HOp::Add => k.add(x, y),
                                HOp::Sub => k.sub(x, y),
                                HOp::Mul => k.mul(x, y),
                                HOp::Min => k.min(x, y),
                                HOp::Max => k.max(x, y),
                                _ => {
                                    let z = self.hsrc::<T>(k, c);
                                    k.fma(x, y, z)
                                }
                            }
                        }
                    };
                    self.push(r);
                })
            }
            HS::ToHalf { bf, mode, a } => {
                let form = match (bf, mode) {
                    (false, 0) => F::CvtRnF16F32,
                    (false, 1) => F::CvtRnReluF16F32,
                    (false, _) => F::CvtRnSatfiniteF16F32,
                    (true, 0) => F::CvtRnBf16F32,
                    (true, 1) => F::CvtRnReluBf16F32,
                    (true, _) => F::CvtRnSatfiniteBf16F32,
                };
                if !self.need(form) {
                    return;
                }
                macro_rules! go {
                    ($T:ty) => {{
                        let r: Reg<$T> = match mode {
                            0 => {
                                let x = self.reg::<f32>(k, a.pick());
                                k.cvt::<$T, f32>(x)
                            }
                            1 => {
                                let x = self.src::<f32>(k, a);
                                k.cvt_relu::<$T>(x)
                            }
                            _ => {
                                let x = self.src::<f32>(k, a);
                                k.cvt_satfinite::<$T>(x)
                            }
                        };
                        self.push(r);
                    }};
                }
                if bf { go!(Bf16) } else { go!(F16) }
            }
            HS::ToF32 { bf, a } => {
                if bf {
                    if self.need(F::CvtF32Bf16) {
                        let x = self.reg::<Bf16>(k, a);
                        let r = k.cvt::<f32, Bf16>(x);
                        self.push(r);
                    }
                } else if self.need(F::CvtF32F16) {
                    let x = self.reg::<F16>(k, a);
                    let r = k.cvt::<f32, F16>(x);
                    self.push(r);
                }
            }
            HS::ToTf32 { a } => {
                if self.need(F::CvtRnaTf32) {
                    let x = self.reg::<f32>(k, a);
                    let r = k.cvt::<Tf32, f32>(x);
                    self.push(r);
                }
            }
            HS::Pack { t, mode, hi, lo } => {
                let forms: [FormId; 3] = match t {
                    PT::F16x2 => [
                        F::CvtRnF16x2F32,
                        F::CvtRnReluF16x2F32,
                        F::CvtRnSatfiniteF16x2F32,
                    ],
                    PT::Bf16x2 => [
                        F::CvtRnBf16x2F32,
                        F::CvtRnReluBf16x2F32,
                        F::CvtRnSatfiniteBf16x2F32,
                    ],
                    PT::E4m3x2 => [
                        F::CvtRnSatfiniteE4m3x2F32,
                        F::CvtRnSatfiniteReluE4m3x2F32,
                        F::CvtRnSatfiniteE4m3x2F32,
                    ],
                    PT::E5m2x2 => [
                        F::CvtRnSatfiniteE5m2x2F32,
                        F::CvtRnSatfiniteReluE5m2x2F32,
                        F::CvtRnSatfiniteE5m2x2F32,
                    ],
                };
                if !self.need(forms[mode as usize % 3]) {
                    return;
                }
                sw!(t; T => {
                    let h = self.src::<f32>(k, hi);
                    let l = self.src::<f32>(k, lo);
                    let r: Reg<T> = match mode {
                        0 => k.cvt_pack::<T>(h, l),
                        1 => k.cvt_pack_relu::<T>(h, l),
                        _ => k.cvt_pack_satfinite::<T>(h, l),
                    };
                    self.push(r);
                }; PT::F16x2 => F16x2, PT::Bf16x2 => Bf16x2, PT::E4m3x2 => E4m3x2, PT::E5m2x2 => E5m2x2)
            }
            HS::Fp8 { e5, to_fp8, a } => {
                let form = match (e5, to_fp8) {
                    (false, true) => F::CvtRnSatfiniteE4m3x2F16x2,
                    (true, true) => F::CvtRnSatfiniteE5m2x2F16x2,
                    (false, false) => F::CvtRnF16x2E4m3x2,
                    (true, false) => F::CvtRnF16x2E5m2x2,
                };
                if !self.need(form) {
                    return;
                }
                match (e5, to_fp8) {
                    (false, true) => {
                        let x = self.reg::<F16x2>(k, a);
                        let r = k.cvt::<E4m3x2, F16x2>(x);
                        self.push(r);
                    }
                    (true, true) => {
                        let x = self.reg::<F16x2>(k, a);
                        let r = k.cvt::<E5m2x2, F16x2>(x);
                        self.push(r);
                    }
                    (false, false) => {
                        let x = self.reg::<E4m3x2>(k, a);
                        let r = k.cvt::<F16x2, E4m3x2>(x);
                        self.push(r);
                    }
                    (true, false) => {
                        let x = self.reg::<E5m2x2>(k, a);
                        let r = k.cvt::<F16x2, E5m2x2>(x);
                        self.push(r);
                    }
                }
            }
            HS::Bitcast { w, from, to, a } => {
                self.note(F::Mov);
                macro_rules! cast {
                    ($($i:pat => $t:ty),*) => {
                        sw!(from % 6; S => sw!(to % 6; D => {
                            let x = self.reg::<S>(k, a);
                            let r = k.bitcast::<D, S>(x);
                            self.push(r);
                        }; $($i => $t),*); $($i => $t),*)
                    };
                }
                match w % 3 {
                    0 => cast!(0 => u16, 1 => i16, 2 => F16, 3 => Bf16, 4 => E4m3x2, _ => E5m2x2),
                    1 => cast!(0 => u32, 1 => i32, 2 => f32, 3 => F16x2, 4 => Bf16x2, _ => Tf32),
                    _ => sw!(from % 3; S => sw!(to % 3; D => {
                        let x = self.reg::<S>(k, a);
                        let r = k.bitcast::<D, S>(x);
                        self.push(r);
                    }; 0 => u64, 1 => i64, _ => f64); 0 => u64, 1 => i64, _ => f64),
                }
            }
            HS::Fast { op, a, b, c } => {
                let form = match op {
                    FOp::AddFtz => F::AddFtz,
                    FOp::SubFtz => F::SubFtz,
                    FOp::MulFtz => F::MulFtz,
                    FOp::FmaFtz => F::FmaRnFtz,
                    FOp::Rcp => F::RcpApprox,
                    FOp::RcpFtz => F::RcpApproxFtz,
                    FOp::Ex2Ftz => F::Ex2ApproxFtz,
                    FOp::Tanh => F::TanhApprox,
                };
                if !self.need(form) {
                    return;
                }
                let x = self.src::<f32>(k, a);
                let r = match op {
                    FOp::Rcp => k.rcp_approx(x),
                    FOp::RcpFtz => k.rcp_approx_ftz(x),
                    FOp::Ex2Ftz => k.ex2_ftz(x),
                    FOp::Tanh => k.tanh(x),
                    _ => {
                        let y = self.src::<f32>(k, b);
                        match op {
                            FOp::AddFtz => k.add_ftz(x, y),
                            FOp::SubFtz => k.sub_ftz(x, y),
                            FOp::MulFtz => k.mul_ftz(x, y),
                            _ => {
                                let z = self.src::<f32>(k, c);
                                k.fma_ftz(x, y, z)
                            }
                        }
                    }
                };
                self.push(r);
            }
            HS::Prmt { mode, a, b, sel } => {
                self.note(F::Prmt);
                let x = self.src::<u32>(k, a);
                let y = self.src::<u32>(k, b);
                let s = self.src::<u32>(k, sel);
                const MODES: [PrmtMode; 6] = [
                    PrmtMode::F4e,
                    PrmtMode::B4e,
                    PrmtMode::Rc8,
                    PrmtMode::Ecl,
                    PrmtMode::Ecr,
                    PrmtMode::Rc16,
                ];
                let r = match mode {
                    0 => k.prmt(x, y, s),
                    m => k.prmt_mode(MODES[(m as usize - 1) % 6], x, y, s),
                };
                self.push(r);
            }
        }
    }

    fn arith(&mut self, k: &mut Kernel<'_>, op: AOp, t: RT, a: Opd, b: Opd, c: Opd) {
        self.note(op.form());
        macro_rules! bin {
            ($with:ident, $m:ident) => {
                $with!(t; T => {
                    let x = self.src::<T>(k, a);
                    let y = self.src::<T>(k, b);
                    let r = k.$m(x, y);
                    self.push(r);
                })
            };
        }
        macro_rules! un {
            ($with:ident, $m:ident) => {
                $with!(t; T => {
                    let x = self.src::<T>(k, a);
                    let r = k.$m(x);
                    self.push(r);
                })
            };
        }
        macro_rules! tern {
            ($with:ident, $m:ident) => {
                $with!(t; T => {
                    let x = self.src::<T>(k, a);
                    let y = self.src::<T>(k, b);
                    let z = self.src::<T>(k, c);
                    let r = k.$m(x, y, z);
                    self.push(r);
                })
            };
        }
        macro_rules! shift {
            ($m:ident) => {
                with_int!(t; T => {
                    let x = self.src::<T>(k, a);
                    let y = self.src::<u32>(k, b);
                    let r = k.$m(x, y);
                    self.push(r);
                })
            };
        }
        match op {
            AOp::Add => bin!(with_num, add),
            AOp::Sub => bin!(with_num, sub),
            AOp::Min => bin!(with_num, min),
            AOp::Max => bin!(with_num, max),
            AOp::MulLo => bin!(with_int, mul_lo),
            AOp::MulHi => bin!(with_int, mul_hi),
            AOp::Div => bin!(with_int, div),
            AOp::Rem => bin!(with_int, rem),
            AOp::MadLo => tern!(with_int, mad_lo),
            AOp::Abs => un!(with_signed, abs),
            AOp::Neg => un!(with_signed, neg),
            AOp::Brev => un!(with_i3264, brev),
            AOp::Popc => un!(with_i3264, popc),
            AOp::Clz => un!(with_i3264, clz),
            AOp::Mul => bin!(with_float, mul),
            AOp::Fma => tern!(with_float, fma),
            AOp::DivRn => bin!(with_float, div_rn),
            AOp::Sqrt => un!(with_float, sqrt),
            AOp::Rcp => un!(with_float, rcp),
            AOp::Ex2 => un!(with_f32, ex2),
            AOp::Lg2 => un!(with_f32, lg2),
            AOp::Sin => un!(with_f32, sin),
            AOp::Cos => un!(with_f32, cos),
            AOp::And => bin!(with_logic, and),
            AOp::Or => bin!(with_logic, or),
            AOp::Xor => bin!(with_logic, xor),
            AOp::Not => un!(with_logic, not),
            AOp::Shl => shift!(shl),
            AOp::Shr => shift!(shr),
        }
    }

    fn cvt(&mut self, k: &mut Kernel<'_>, d: RT, s: RT, a: u8) {
        let fl = |t: RT| FLOAT.contains(&t);
        match (fl(d), fl(s)) {
            (false, false) => with_int!(d; D => with_int!(s; S => {
                self.note(FormId::Cvt);
                let x = self.reg::<S>(k, a);
                let r = k.cvt::<D, S>(x);
                self.push(r);
            })),
            (true, false) => with_float!(d; D => with_int!(s; S => {
                self.note(FormId::CvtRn);
                let x = self.reg::<S>(k, a);
                let r = k.cvt::<D, S>(x);
                self.push(r);
            })),
            (false, true) => with_int!(d; D => with_float!(s; S => {
                self.note(FormId::CvtRzi);
                let x = self.reg::<S>(k, a);
                let r = k.cvt::<D, S>(x);
                self.push(r);
            })),
            (true, true) => {
                if d == RT::F64 {
                    let x = self.reg::<f32>(k, a);
                    self.note(FormId::Cvt);
                    let r = k.cvt::<f64, f32>(x);
                    self.push(r);
                } else {
                    let x = self.reg::<f64>(k, a);
                    self.note(FormId::CvtRn);
                    let r = k.cvt::<f32, f64>(x);
                    self.push(r);
                }
            }
        }
    }

    fn isspacep<S: NS, O: OP, T: E>(&mut self, k: &mut Kernel<'_>, pick: u8) {
        let f = isspacep_form(<S as Space>::SPACE, self.explicit);
        if !self.ok_spaced(f) {
            return;
        }
        if let Some(p) = self.ptr::<Generic<O>, T>(k, pick) {
            self.note_spaced(f);
            let r = k.isspacep::<S, O, T>(p);
            self.push(r);
        }
    }

    fn if_space<S: NS, O: OP, T: E>(&mut self, k: &mut Kernel<'_>, pick: u8, body: &[Step])
    where
        O::Access: Covers<<S as Origin>::Access>,
    {
        let x = self.explicit;
        let (f, g) = (
            isspacep_form(<S as Space>::SPACE, x),
            cvta_to_form(<S as Space>::SPACE, x),
        );
        if !self.ok_spaced(f) || !self.ok_spaced(g) {
            return;
        }
        if let Some(p) = self.ptr::<Generic<O>, T>(k, pick) {
            self.note_spaced(f);
            self.note_spaced(g);
            self.note(FormId::Bra);
            let r = k.if_space::<S, O, T>(p, |k, q| {
                self.enter();
                self.pushp(q);
                self.run(k, body);
                self.leave();
            });
            // `isspacep` wrote the predicate before the branch: it is assigned after.
            self.push(r);
        }
    }

    fn selp_ptr<O1: OP + Join<O2, Out: OP>, O2: OP, T: E>(
        &mut self,
        k: &mut Kernel<'_>,
        pa: u8,
        pb: u8,
        p: u8,
    ) {
        let (Some(a), Some(b)) = (
            self.ptr::<Generic<O1>, T>(k, pa),
            self.ptr::<Generic<O2>, T>(k, pb),
        ) else {
            return;
        };
        let p = self.reg::<Pred>(k, p);
        self.note(FormId::Selp);
        let r = k.selp_ptr(a, b, p);
        self.pushp(r);
    }

    fn cvta_to<S: NS, T: E>(&mut self, k: &mut Kernel<'_>, pick: u8, specific: bool) {
        let f = cvta_to_form(<S as Space>::SPACE, self.explicit);
        if !self.ok_spaced(f) {
            return;
        }
        let Some(p) = self.ptr::<Generic<S>, T>(k, pick) else {
            return;
        };
        self.note_spaced(f);
        let r: Ptr<S, T> = if specific {
            S::to_specific(k, p)
        } else {
            k.cvta_to::<S, T>(p)
        };
        self.pushp(r);
    }

    fn call(&mut self, k: &mut Kernel<'_>, f: u8, a: [u8; 6], o: Or) {
        let Some(h) = pick(&self.funcs, f) else {
            return;
        };
        // A generic pointer is passed as `Ptr<Generic<Unknown<A>>, T>` only when its origin
        // allows `A`: another origin stands for the unknown one of access `A`.
        let (rwa, rw) = (o.fit(Ac::Rwa), o.fit(Ac::Rw));
        match h {
            FuncH::A(fr) => with_or_rwa!(rwa; O => {
                let Some(p) = self.ptr::<Generic<O>, u32>(k, a[0]) else { return };
                let x = self.reg::<u32>(k, a[1]);
                self.note(FormId::Call);
                let r = k.call(fr, (p, x));
                self.push(r);
            }),
            FuncH::B(fr) => with_or_rwa!(rwa; O => {
                let Some(p) = self.ptr::<Generic<O>, f32>(k, a[0]) else { return };
                let Some(q) = self.ptr::<Generic<O>, u64>(k, a[1]) else { return };
                self.note(FormId::Call);
                k.call(fr, (p, q));
            }),
            FuncH::C(fr) => {
                let Some(p) = self.ptr::<Global, f64>(k, a[0]) else {
                    return;
                };
                let Some(q) = self.ptr32::<Shared<Cta>, u32>(k, a[1]) else {
                    return;
                };
                let x = self.reg::<i64>(k, a[2]);
                self.note(FormId::Call);
                let r = k.call(fr, (p, q, x));
                self.push(r);
            }
            FuncH::D(fr) => {
                self.note(FormId::Call);
                k.call(fr, ())
            }
            FuncH::E(fr) => {
                let args = (
                    self.reg::<u16>(k, a[0]),
                    self.reg::<i16>(k, a[1]),
                    self.reg::<f64>(k, a[2]),
                    self.reg::<u64>(k, a[3]),
                    self.reg::<i32>(k, a[4]),
                    self.reg::<f32>(k, a[5]),
                );
                self.note(FormId::Call);
                let r = k.call(fr, args);
                self.push(r);
            }
            FuncH::F(fr) => with_or_rwa!(rwa; O => {
                let Some(p) = self.ptr::<Shared<Cta>, u8>(k, a[0]) else { return };
                let Some(q) = self.ptr32::<Local, i32>(k, a[1]) else { return };
                let Some(g) = self.ptr::<Generic<O>, i64>(k, a[2]) else { return };
                self.note(FormId::Call);
                let r = k.call(fr, (p, q, g));
                self.push(r);
            }),
            FuncH::G(fr) => {
                let Some(p) = self.ptr::<Generic<Global>, f32>(k, a[0]) else {
                    return;
                };
                let Some(q) = self.ptr32::<Const, u32>(k, a[1]) else {
                    return;
                };
                self.note(FormId::Call);
                let r = k.call(fr, (p, q));
                self.push(r);
            }
            FuncH::H(fr) => with_or!(o; O => {
                let Some(p) = self.ptr::<Generic<O>, u32>(k, a[0]) else { return };
                let x = self.reg::<u32>(k, a[1]);
                self.note(FormId::Call);
                let r = k.call(fr, (p, x));
                self.push(r);
            }),
            FuncH::I(fr) => with_or_rw!(rw; O => {
                let Some(p) = self.ptr::<Generic<O>, f64>(k, a[0]) else { return };
                let Some(q) = self.ptr::<Const, u16>(k, a[1]) else { return };
                self.note(FormId::Call);
                k.call(fr, (p, q));
            }),
        }
    }

    fn step(&mut self, k: &mut Kernel<'_>, s: &Step) {
        use Step as St;
        match *s {
            St::Arith { op, t, a, b, c } => self.arith(k, op, t, a, b, c),
            St::Half(h) => self.half(k, h),
            St::Setp { cmp, t, a, b } => with_num!(t; T => {
                let x = self.src::<T>(k, a);
                let y = self.src::<T>(k, b);
                self.note(FormId::Setp);
                let r = k.setp(cmp, x, y);
                self.push(r);
            }),
            St::Selp { t, a, b, p } => with_num!(t; T => {
                let x = self.src::<T>(k, a);
                let y = self.src::<T>(k, b);
                let q = self.reg::<Pred>(k, p);
                self.note(FormId::Selp);
                let r = k.selp(x, y, q);
                self.push(r);
            }),
            St::Mov { t, a } => with_all!(t; T => {
                let x = self.src::<T>(k, a);
                self.note(FormId::Mov);
                let r = k.mov::<T>(x);
                self.push_assignable(r);
            }),
            St::Assign { t, dst, a } => with_all!(t; T => {
                let d = self.areg::<T>(k, dst);
                let x = self.src::<T>(k, a);
                self.note(FormId::Mov);
                k.assign(d, x);
                // Assigned from here on (a `fresh` register becomes readable).
                self.push(d);
                // A new value of a predicate (perhaps the guard's) ends what was
                // written under it.
                if t == RT::Pred {
                    self.block_end();
                }
            }),
            // Nothing is assigned yet: `assign` may write it, nothing may read it.
            St::Fresh { t } => with_all!(t; T => {
                let r = k.fresh::<T>();
                T::pool(&mut self.aregs).push(r);
            }),
            St::Cvt { d, s, a } => self.cvt(k, d, s, a),
            St::Sreg(r) => self.sreg(k, r),
            St::Ld { e, sp, am, cache } => match sp {
                Sp::Gen(o) if o != Or::Unknown => with_few!(e; T => with_sp_known!(sp; S => {
                    self.mem::<S, T, LdOp>(k, MK::Ld, am, LdOp(cache))
                })),
                _ => with_et!(e; T => with_sp_base!(sp; S => {
                    self.mem::<S, T, LdOp>(k, MK::Ld, am, LdOp(cache))
                })),
            },
            St::St {
                e,
                sp,
                am,
                v,
                cache,
            } => match sp {
                Sp::Gen(o) if o != Or::Unknown => with_few!(e; T => with_sp_known_store!(sp; S => {
                    self.mem::<S, T, StOp>(k, MK::St, am, StOp(v, cache))
                })),
                _ => with_et!(e; T => with_sp_base_store!(sp; S => {
                    self.mem::<S, T, StOp>(k, MK::St, am, StOp(v, cache))
                })),
            },
            St::LdVec {
                e,
                sp,
                am,
                four: false,
            } => with_v2!(e; T => with_sp_base!(sp; S => {
                self.mem::<S, T, LdV2>(k, MK::Ld, am, LdV2)
            })),
            St::LdVec {
                e,
                sp,
                am,
                four: true,
            } => with_v4!(e; T => with_sp_base!(sp; S => {
                self.mem::<S, T, LdV4>(k, MK::Ld, am, LdV4)
            })),
            St::StVec {
                e,
                sp,
                am,
                four: false,
                v,
            } => with_v2!(e; T => with_sp_base_store!(sp; S => {
                self.mem::<S, T, StV2>(k, MK::St, am, StV2(v))
            })),
            St::StVec {
                e,
                sp,
                am,
                four: true,
                v,
            } => with_v4!(e; T => with_sp_base_store!(sp; S => {
                self.mem::<S, T, StV4>(k, MK::St, am, StV4(v))
            })),
            St::LdNc { e, am } => with_et!(e; T => {
                self.dispatch::<Global, T, LdNcOp>(k, &[FormId::LdGlobalNc], am, LdNcOp);
            }),
            St::Atom { op, e, sp, am, v } => with_atom_et!(e; T => with_sp_atom!(sp; S => {
                self.mem::<S, T, AtomOpS>(k, MK::Atom, am, AtomOpS(op, v))
            })),
            St::Red { op, e, sp, am, v } => with_atom_et!(e; T => with_sp_atom!(sp; S => {
                self.mem::<S, T, RedOpS>(k, MK::Red, am, RedOpS(op, v))
            })),
            St::Cas { e, sp, am, c, n } => with_cas_et!(e; T => with_sp_atom!(sp; S => {
                // atom.cas names the space like every atom: .shared::cluster needs sm_90.
                let f = mem_form(MK::Atom);
                self.space::<S>(f);
                self.dispatch::<S, T, CasOp>(k, &[f, FormId::AtomCas], am, CasOp(c, n));
            })),
            St::AddrOf { e, vs, pick } => with_et!(e; T => with_vs!(vs; S => {
                if let Some((v, _)) = self.var::<S, T>(k, pick) {
                    self.note(FormId::MovAddr);
                    let p = k.addr_of(v);
                    let p = runtime(k, p);
                    self.pushp(p);
                }
            })),
            St::Cvta { e, n, pick } => with_et!(e; T => with_named!(n; S => {
                if let Some(p) = self.ptr::<S, T>(k, pick)
                    && let Some(g) = self.cvta(k, p)
                {
                    self.pushp(g);
                }
            })),
            St::CvtaVar { e, vs, pick, elems } => with_et!(e; T => with_vs!(vs; S => {
                let f = cvta_form(<S as Space>::SPACE, self.explicit, true);
                if self.ok_spaced(f)
                    && let Some((v, _)) = self.var::<S, T>(k, pick)
                {
                    self.note_spaced(f);
                    let g = k.cvta_var(v, elems as u64 % v.len().unwrap_or(16).max(1));
                    let g = runtime(k, g);
                    self.pushp(g);
                }
            })),
            St::CvtaTo {
                e,
                n,
                pick,
                specific,
            } => with_et!(e; T => with_named!(n; S => {
                self.cvta_to::<S, T>(k, pick, specific)
            })),
            St::CvtaToUnchecked { e, n, o, pick } => {
                with_et!(e; T => with_named!(n; S => with_unk!(o; O => {
                    let f = cvta_to_form(<S as Space>::SPACE, self.explicit);
                    if self.ok_spaced(f)
                        && let Some(p) = self.ptr::<Generic<O>, T>(k, pick)
                    {
                        self.note_spaced(f);
                        // SAFETY: nothing runs this program; ptxas only compiles it.
                        let q: Ptr<S, T> = unsafe { k.cvta_to_unchecked::<S, T>(p) };
                        self.pushp(q);
                    }
                })))
            }
            St::Isspacep { e, n, o, pick } => {
                with_few!(e; T => with_named!(n; S => with_or!(o; O => {
                    self.isspacep::<S, O, T>(k, pick)
                })))
            }
            St::ToU32 { e, w, pick } => with_et!(e; T => with_w3!(w; S => {
                if let Some(p) = self.ptr::<S, T>(k, pick) {
                    self.note(FormId::CvtAddrTrunc);
                    let q = k.to_u32(p);
                    self.push32(q);
                }
            })),
            St::ToU64 { e, w, pick } => with_et!(e; T => with_w3!(w; S => {
                if let Some(p) = self.ptr32::<S, T>(k, pick) {
                    self.note(FormId::CvtAddrZext);
                    let q = k.to_u64(p);
                    self.pushp(q);
                }
            })),
            St::Index {
                e,
                sp,
                pick,
                idx,
                wide,
            } => with_size!(e; T => with_sp!(sp; S => {
                if let Some(p) = self.ptr::<S, T>(k, pick) {
                    let q = if wide {
                        let i = self.reg::<u64>(k, idx);
                        self.note(FormId::MulLo);
                        self.note(FormId::Add);
                        k.index(p, i)
                    } else {
                        let i = self.reg::<u32>(k, idx);
                        self.note(FormId::MulWide);
                        self.note(FormId::Add);
                        k.index(p, i)
                    };
                    self.pushp(q);
                }
            })),
            St::Index32 { e, w, pick, idx } => with_size!(e; T => with_w3!(w; S => {
                if let Some(p) = self.ptr32::<S, T>(k, pick) {
                    let i = self.reg::<u32>(k, idx);
                    self.note(FormId::MadLo);
                    let q = k.index(p, i);
                    self.push32(q);
                }
            })),
            St::Widen { e, kind, pick } => with_et!(e; T => match kind {
                1 => {
                    if let Some(p) = self.ptr32::<Shared<Cta>, T>(k, pick) {
                        self.push32(p.widen());
                    }
                }
                2 => {
                    if let Some((v, align)) = self.var::<Shared<Cta>, T>(k, pick) {
                        <Shared<Cluster> as VSp>::vpool(T::mp(&mut self.mem)).push((v.widen(), align));
                    }
                }
                _ => {
                    if let Some(p) = self.ptr::<Shared<Cta>, T>(k, pick) {
                        self.pushp(p.widen());
                    }
                }
            }),
            St::SelpPtr { e, a, b, pa, pb, p } => {
                with_few!(e; T => with_or!(a; O1 => with_or!(b; O2 => {
                    self.selp_ptr::<O1, O2, T>(k, pa, pb, p)
                })))
            }
            St::Erase { e, o, pick, ro } => with_et!(e; T => with_or!(o; O => {
                if let Some(p) = self.ptr::<Generic<O>, T>(k, pick) {
                    if ro {
                        self.pushp(p.erase_readonly());
                    } else {
                        self.pushp(p.erase());
                    }
                }
            })),
            St::Cast { sp, to, pick } => with_et!(to; T => with_sp!(sp; S => {
                if let Some(p) = self.ptr::<S, u32>(k, pick) {
                    self.pushp(p.cast::<T>());
                }
            })),
            // In a device function the bits of an address stay out of the pools: they
            // might be its frame's (`.local`) and be returned, which the builder refuses.
            St::Bits { e, sp, pick } => with_few!(e; T => with_sp!(sp; S => {
                if let Some(p) = self.ptr::<S, T>(k, pick) {
                    let b = p.bits();
                    if self.entry {
                        self.push(b);
                    }
                }
            })),
            St::Bits32 { e, w, pick } => with_few!(e; T => with_w3!(w; S => {
                if let Some(p) = self.ptr32::<S, T>(k, pick) {
                    let b = p.bits();
                    if self.entry {
                        self.push(b);
                    }
                }
            })),
            St::FromBits { e, pick, unchecked } => with_et!(e; T => {
                let b = self.reg::<u64>(k, pick);
                if unchecked {
                    // SAFETY: nothing runs this program; ptxas only compiles it.
                    self.pushp(unsafe { Ptr::<Generic<Unknown>, T>::from_bits_unchecked(b) });
                } else {
                    self.pushp(Ptr::<Generic<Unknown<ReadOnly>>, T>::from_bits(b));
                }
            }),
            St::AssignPtr {
                e,
                sp,
                dst,
                src,
                from,
            } => with_few!(e; T => {
                // A generic pointer of unknown origin is assigned from any generic pointer
                // whose origin allows what it allows (`from` stands for the unknown origin of
                // that access when it allows less).
                macro_rules! from {
                    ($with:ident, $acc:expr, $D:ty) => {
                        $with!(from.fit($acc); O => {
                            if let (Some(d), Some(s)) = (self.aptr::<$D, T>(k, dst), self.ptr::<Generic<O>, T>(k, src)) {
                                self.note(FormId::Mov);
                                k.assign_ptr(d, s);
                            }
                        })
                    };
                }
                match sp {
                    Sp::Gen(Or::Unknown) => from!(with_or_rwa, Ac::Rwa, Generic<Unknown>),
                    Sp::Gen(Or::UnkRw) => from!(with_or_rw, Ac::Rw, Generic<Unknown<ReadWrite>>),
                    Sp::Gen(Or::UnkRo) => from!(with_or, Ac::Ro, Generic<Unknown<ReadOnly>>),
                    _ => with_sp_pass!(sp; S => {
                        if let (Some(d), Some(s)) = (self.aptr::<S, T>(k, dst), self.ptr::<S, T>(k, src)) {
                            self.note(FormId::Mov);
                            k.assign_ptr(d, s);
                        }
                    }),
                }
            }),
            St::AssignPtr32 { e, w, dst, src } => with_few!(e; T => with_w3!(w; S => {
                if let (Some(d), Some(s)) = (self.aptr32::<S, T>(k, dst), self.ptr32::<S, T>(k, src)) {
                    self.note(FormId::Mov);
                    k.assign_ptr(d, s);
                }
            })),
            St::MovPtr { e, sp, pick } => with_few!(e; T => with_sp_pass!(sp; S => {
                if let Some(p) = self.ptr::<S, T>(k, pick) {
                    self.note(FormId::Mov);
                    let q = k.mov_ptr(p);
                    self.pushp(q);
                    S::pool(T::mp(&mut self.amem)).push(q);
                }
            })),
            St::MovPtr32 { e, w, pick } => with_few!(e; T => with_w3!(w; S => {
                if let Some(p) = self.ptr32::<S, T>(k, pick) {
                    self.note(FormId::Mov);
                    let q = k.mov_ptr(p);
                    self.push32(q);
                    S::p32pool(T::mp(&mut self.amem)).push(q);
                }
            })),
            St::DeclShared {
                e,
                len,
                align,
                name,
            } => with_et!(e; T => {
                let name = self.name(name);
                let al = (1u64 << align).max(<T as Elem>::TY.size());
                self.note(FormId::DeclShared);
                let v = k.shared::<T>(&name, len as u64, Align(al));
                <Shared<Cta> as VSp>::vpool(T::mp(&mut self.mem)).push((v, al));
            }),
            St::DeclLocal {
                e,
                len,
                align,
                name,
            } => with_et!(e; T => {
                let name = self.name(name);
                let al = (1u64 << align).max(<T as Elem>::TY.size());
                self.note(FormId::DeclLocal);
                let v = k.local::<T>(&name, len as u64, Align(al));
                <Local as VSp>::vpool(T::mp(&mut self.mem)).push((v, al));
            }),
            St::Param { t, name } => {
                if self.entry {
                    with_num!(t; T => {
                        let name = self.name(name);
                        self.note(FormId::Ld);
                        let r = k.param::<T>(&name);
                        self.push(r);
                    })
                }
            }
            St::ParamPtr { e, name } => {
                if self.entry {
                    with_et!(e; T => {
                        let name = self.name(name);
                        self.note(FormId::Ld);
                        self.note(FormId::CvtaToSpace);
                        let p = k.param_ptr::<T>(&name);
                        self.pushp(p);
                    })
                }
            }
            St::ParamVar { e, name } => {
                if self.entry {
                    with_et!(e; T => {
                        let name = self.name(name);
                        let v = k.param_var::<T>(&name);
                        <Param<Entry> as VSp>::vpool(T::mp(&mut self.mem)).push((v, <T as Elem>::TY.size()));
                    })
                }
            }
            St::Label => {
                let l = k.label();
                self.scope().fwd.push((l, None));
            }
            St::Place(i) => self.place(k, i as usize),
            St::LoopHead => {
                self.block_end();
                let l = k.label();
                k.place(l);
                let at = self.lens();
                self.scope().back.push((l, at));
            }
            St::Bra { kind, back, l, p } => {
                // The branch ends the block (and `bra_unless` replaces the guard, so its
                // predicate must be assigned before the guard).
                self.block_end();
                let lab = self.branch_target(k, back, l);
                self.note(if kind == BraK::Uni {
                    FormId::BraUni
                } else {
                    FormId::Bra
                });
                match kind {
                    BraK::Plain => k.bra(lab),
                    BraK::Uni => k.bra_uni(lab),
                    BraK::If if !self.guarded => {
                        let q = self.reg::<Pred>(k, p);
                        k.bra_if(q, lab)
                    }
                    // Under a guard the builder refuses a conditional branch (it would
                    // replace the guard): the guard itself makes the branch conditional.
                    BraK::If | BraK::Unless if self.guarded => k.bra(lab),
                    BraK::If => unreachable!("handled above"),
                    BraK::Unless => {
                        let q = self.reg::<Pred>(k, p);
                        k.bra_unless(q, lab)
                    }
                }
            }
            // In a device function that returns a value, `ret` is a branch to the
            // epilogue, which reads the value: it must be assigned on every path there.
            St::Ret if self.value_ret => {
                self.block_end();
                self.note(FormId::Bra);
                k.ret();
                let at = self.lens();
                match &mut self.ret_at {
                    Some(r) => r.min(&at),
                    None => self.ret_at = Some(at),
                }
            }
            St::Ret => {
                self.note(FormId::Ret);
                k.ret();
                self.block_end();
            }
            St::Exit => {
                self.note(FormId::Exit);
                k.exit();
                self.block_end();
            }
            St::Call { f, a, o } => self.call(k, f, a, o),
            St::Bar(b) => match b {
                Bar::Sync(i) => {
                    self.note(FormId::BarSync);
                    k.bar_sync(i as u32)
                }
                Bar::Count(i, c) => {
                    self.note(FormId::BarSyncCount);
                    k.bar_sync_count(i as u32, c as u32 * 32)
                }
                Bar::Barrier(i) => {
                    self.note(FormId::BarrierSync);
                    k.barrier_sync(i as u32)
                }
                Bar::Warp(m) => {
                    let m = self.src::<u32>(k, m);
                    self.note(FormId::BarWarpSync);
                    k.bar_warp_sync(m)
                }
            },
            St::Shfl {
                mode,
                t,
                a,
                b,
                c,
                mask,
            } => with_b32!(t; T => {
                let x = self.reg::<T>(k, a);
                let y = self.src::<u32>(k, b);
                let m = self.src::<u32>(k, mask);
                self.note(FormId::ShflSync);
                let r = k.shfl_sync(mode, x, y, c as u32, m);
                self.push(r);
            }),
            St::CpAsync {
                cg,
                size,
                e,
                dst,
                src,
            } => with_few!(e; T => {
                let f = if cg { FormId::CpAsyncCg } else { FormId::CpAsyncCa };
                self.dispatch::<Shared<Cta>, T, CpDst>(k, &[f], dst, CpDst { cg, size, src });
            }),
            St::Mapa {
                e,
                from_cluster,
                pick,
                rank,
            } => with_et!(e; T => {
                if self.ok(FormId::MapaShared) {
                    let q = if from_cluster {
                        self.ptr::<Shared<Cluster>, T>(k, pick).map(|p| (p, self.src::<u32>(k, rank))).map(|(p, r)| {
                            self.note(FormId::MapaShared);
                            k.mapa(p, r)
                        })
                    } else {
                        self.ptr::<Shared<Cta>, T>(k, pick).map(|p| (p, self.src::<u32>(k, rank))).map(|(p, r)| {
                            self.note(FormId::MapaShared);
                            k.mapa(p, r)
                        })
                    };
                    if let Some(q) = q {
                        self.pushp(q);
                    }
                }
            }),
            St::Mapa32 {
                e,
                from_cluster,
                pick,
                rank,
            } => with_et!(e; T => {
                if self.ok(FormId::MapaShared) {
                    let q = if from_cluster {
                        self.ptr32::<Shared<Cluster>, T>(k, pick).map(|p| (p, self.src::<u32>(k, rank))).map(|(p, r)| {
                            self.note(FormId::MapaShared);
                            k.mapa32(p, r)
                        })
                    } else {
                        self.ptr32::<Shared<Cta>, T>(k, pick).map(|p| (p, self.src::<u32>(k, rank))).map(|(p, r)| {
                            self.note(FormId::MapaShared);
                            k.mapa32(p, r)
                        })
                    };
                    if let Some(q) = q {
                        self.push32(q);
                    }
                }
            }),
            St::MapaGeneric {
                e,
                from_cluster,
                pick,
                rank,
            } => with_et!(e; T => {
                if self.ok(FormId::MapaGeneric) {
                    let q = if from_cluster {
                        self.ptr::<Generic<Shared<Cluster>>, T>(k, pick).map(|p| (p, self.src::<u32>(k, rank))).map(|(p, r)| {
                            self.note(FormId::MapaGeneric);
                            k.mapa_generic(p, r)
                        })
                    } else {
                        self.ptr::<Generic<Shared<Cta>>, T>(k, pick).map(|p| (p, self.src::<u32>(k, rank))).map(|(p, r)| {
                            self.note(FormId::MapaGeneric);
                            k.mapa_generic(p, r)
                        })
                    };
                    if let Some(q) = q {
                        self.pushp(q);
                    }
                }
            }),
            St::ClusterArrive => {
                if self.need(FormId::BarrierClusterArrive) {
                    k.barrier_cluster_arrive()
                }
            }
            St::ClusterWait => {
                if self.need(FormId::BarrierClusterWait) {
                    k.barrier_cluster_wait()
                }
            }
            St::Row { row, picks, o } => self.row(k, row, picks, o),
            St::Bulk {
                kind,
                e,
                size,
                how,
                pick,
                op,
                x,
            } => {
                // A reduction of a type its operation does not take reduces u32s instead.
                let rop = BulkRedOp::ALL[op as usize % 8];
                let ok = with_et!(e; T => match kind % 7 {
                    4 => rop.to_global(<T as Elem>::TY),
                    5 => rop.to_cluster(<T as Elem>::TY),
                    _ => true,
                });
                let e = if ok { e } else { ET::U32 };
                with_et!(e; T => self.bulk::<T>(k, kind, size, how, pick, op, x))
            }
            St::BulkGroup { kind, n } => match kind % 3 {
                0 => {
                    if self.need(FormId::CpAsyncBulkCommitGroup) {
                        k.cp_async_bulk_commit_group()
                    }
                }
                1 => {
                    if self.need(FormId::CpAsyncBulkWaitGroup) {
                        k.cp_async_bulk_wait_group(n as u32 % 9)
                    }
                }
                _ => {
                    if self.need(FormId::CpAsyncBulkWaitGroupRead) {
                        k.cp_async_bulk_wait_group_read(n as u32 % 9)
                    }
                }
            },
            St::Tma {
                kind,
                e,
                rank,
                via,
                c,
                op,
                x,
            } => self.tma(k, kind, e, rank, via, c, op, x),
            St::Tf32 { a } => {
                let x = self.src::<f32>(k, a);
                if self.need(FormId::CvtRnaTf32) {
                    let r = k.cvt_rna_tf32(x);
                    self.fpush(r);
                }
            }
            St::Mma { kind, a, b, c } => {
                let rows = mma_rows();
                let f = rows[kind as usize % rows.len()];
                if self.need(f) {
                    let combos = f.form().value_combos();
                    let vals = &combos[usize::from((a[0] & 1) * 2 + (b[0] & 1)) % combos.len()];
                    with_mma!(f, vals; s, A, B, C => {
                        let (fa, fb) = (A::pick(self, k, &a), B::pick(self, k, &b));
                        let fc = C::pick(self, k, &c);
                        k.mma_sync(s, fa, fb, fc).keep(self);
                    })
                    .unwrap_or_else(|| panic!("{f:?} {vals:?}: no types pick it"));
                }
            }
            St::Ldmatrix { x, trans, e, am } => with_matrix!(e; T => {
                let f = matrix_form(false);
                self.space::<Shared<Cta>>(f);
                self.dispatch::<Shared<Cta>, T, LdmatrixOp>(k, &[f], am, LdmatrixOp { x, trans });
            }),
            St::Stmatrix { x, trans, e, am, v } => with_matrix!(e; T => {
                let f = matrix_form(true);
                self.space::<Shared<Cta>>(f);
                self.dispatch::<Shared<Cta>, T, StmatrixOp>(k, &[f], am, StmatrixOp { x, trans, v });
            }),
            St::WgmmaFence => {
                if self.need(FormId::WgmmaFence) {
                    k.wgmma_fence()
                }
            }
            St::WgmmaCommit => {
                if self.need(FormId::WgmmaCommitGroup) {
                    k.wgmma_commit_group()
                }
            }
            St::WgmmaWait(n) => {
                if self.need(FormId::WgmmaWaitGroup) {
                    k.wgmma_wait_group(n as u32)
                }
            }
            St::Wgmma {
                kind,
                n,
                regs,
                f16acc,
                opts,
                a,
                b,
                scale,
                frag,
            } => {
                let rows = wgmma_rows();
                let n = if self.few_regs { 0 } else { n };
                let form = rows[kind as usize % rows.len()][regs as usize];
                if self.ok(form) {
                    let sc = self.src::<Pred>(k, scale);
                    let f = form.form();
                    // The transpose operands: f16 and bf16 (A's only from a descriptor).
                    let transpose = f.operands.contains(&Operand::Imm(0, 1));
                    let o = WgmmaOpts {
                        neg_a: opts & 1 != 0,
                        neg_b: opts & 2 != 0,
                        trans_a: transpose && !regs && opts & 4 != 0,
                        trans_b: transpose && opts & 8 != 0,
                    };
                    let args = (a, b);
                    // The value combination (past N) that the accumulator and the operands pick.
                    let n0 = f.value_combos()[0][0];
                    let combos: Vec<Vec<Val>> = f
                        .value_combos()
                        .into_iter()
                        .filter(|v| v[0] == n0)
                        .collect();
                    let pick = usize::from(f16acc) * 4 + usize::from((a & 1) * 2 + (b & 1));
                    let vals = &combos[pick % combos.len()];
                    with_wgmma!(form, vals; A, B, D => {
                        if let (Some(pa), Some(pb)) = (
                            self.desc_src::<<A as DescKind>::E>(k, a),
                            self.desc_src::<<B as DescKind>::E>(k, b),
                        ) {
                            self.note(form);
                            wgmma_n!(
                                self,
                                n,
                                D,
                                <A as DescKind>::E,
                                <B as DescKind>::E,
                                (k, M64N, regs, (pa, pb), args, frag, sc, o)
                            )
                        }
                    })
                    .unwrap_or_else(|| panic!("{form:?} {vals:?}: no types pick it"));
                }
            }
            St::Setmaxnreg { inc, n } => {
                let f = if inc {
                    FormId::SetmaxnregInc
                } else {
                    FormId::SetmaxnregDec
                };
                if self.need(f) {
                    if inc {
                        k.setmaxnreg_inc(8 * n as u32)
                    } else {
                        k.setmaxnreg_dec((8 * n as u32).min(self.max_dec))
                    }
                }
            }
            St::NamedBar { kind, id, count } => {
                let (id, count) = (id as u32, 32 * count as u32);
                match kind % 3 {
                    0 => {
                        self.note(FormId::BarArrive);
                        k.bar_arrive(id, count)
                    }
                    1 => {
                        if self.need(FormId::BarrierSyncCount) {
                            k.barrier_sync_count(id, count)
                        }
                    }
                    _ => {
                        if self.need(FormId::BarrierArrive) {
                            k.barrier_arrive(id, count)
                        }
                    }
                }
            }
            St::Redux { op, t, a, mask } => {
                let f = match op {
                    ReduxOp::Add | ReduxOp::Min | ReduxOp::Max => FormId::ReduxSync,
                    ReduxOp::And | ReduxOp::Or | ReduxOp::Xor => FormId::ReduxSyncBitwise,
                };
                if self.ok(f) {
                    sw!(t; T => {
                        let x = self.src::<T>(k, a);
                        let m = self.src::<u32>(k, mask);
                        self.note(f);
                        let r = k.redux_sync(op, x, m);
                        self.push(r);
                    }; RT::U32 => u32, RT::I32 => i32)
                }
            }
            St::ReduxF32 {
                max,
                abs,
                nan,
                a,
                mask,
            } => {
                let (f, op) = if max {
                    (FormId::ReduxSyncF32, ReduxF32Op::Max)
                } else {
                    (FormId::ReduxSyncF32, ReduxF32Op::Min)
                };
                if self.ok(f) {
                    let x = self.src::<f32>(k, a);
                    let m = self.src::<u32>(k, mask);
                    self.note(f);
                    let r = k.redux_sync_f32(op, ReduxF32Flags { abs, nan }, x, m);
                    self.push(r);
                }
            }
            St::Getctarank { e, from, am } => with_et!(e; T => match from % 4 {
                0 => self.dispatch::<Shared<Cta>, T, RankOp>(k, &[FormId::GetctarankShared], am, RankOp),
                1 => self.dispatch::<Shared<Cluster>, T, RankOp>(k, &[FormId::GetctarankShared], am, RankOp),
                2 => self.dispatch::<Generic<Shared<Cta>>, T, RankOp>(k, &[FormId::GetctarankGeneric], am, RankOp),
                _ => self.dispatch::<Generic<Shared<Cluster>>, T, RankOp>(k, &[FormId::GetctarankGeneric], am, RankOp),
            }),
            St::StAsync { e, n, am, v, bar } => {
                if n == 4 {
                    sw!(e; T => {
                        self.dispatch::<Shared<Cluster>, T, StAsyncV4Op>(k, &[FormId::StAsyncV4], am, StAsyncV4Op { v, bar });
                    }; ET::U32 => u32, ET::I32 => i32, ET::F32 => f32)
                } else {
                    let (f, two) = if n == 2 {
                        (FormId::StAsyncV2, true)
                    } else {
                        (FormId::StAsync, false)
                    };
                    sw!(e; T => {
                        self.dispatch::<Shared<Cluster>, T, StAsyncOp>(k, &[f], am, StAsyncOp { two, v, bar });
                    }; ET::U32 => u32, ET::I32 => i32, ET::U64 => u64, ET::I64 => i64, ET::F32 => f32, ET::F64 => f64)
                }
            }
            St::RedAsync { op, e, am, v, bar } => with_cas_et!(e; T => {
                self.dispatch::<Shared<Cluster>, T, RedAsyncOp>(k, &[FormId::RedAsync], am, RedAsyncOp { op, v, bar });
            }),
            St::B128 {
                kind,
                sp,
                p,
                lo,
                hi,
            } => self.b128(k, kind, sp, p, lo, hi),
            St::LdOrd {
                acquire,
                scope,
                e,
                sp,
                am,
            } => with_few!(e; T => with_sp_atom!(sp; S => {
                if self.ordered(FormId::LdOrdered, scope) { self.space::<S>(FormId::LdOrdered); self.dispatch::<S, T, LdOrdOp>(k, &[FormId::LdOrdered], am, LdOrdOp(acquire, scope)); }
            })),
            St::StOrd {
                release,
                scope,
                e,
                sp,
                am,
                v,
            } => with_few!(e; T => with_sp_atom!(sp; S => {
                if self.ordered(FormId::StOrdered, scope) { self.space::<S>(FormId::StOrdered); self.dispatch::<S, T, StOrdOp>(k, &[FormId::StOrdered], am, StOrdOp(release, scope, v)); }
            })),
            St::AtomOrd {
                sem,
                scope,
                op,
                e,
                sp,
                am,
                v,
            } => with_atom_et!(e; T => with_sp_atom!(sp; S => {
                if self.ordered(FormId::AtomOrdered, scope) { self.space::<S>(FormId::AtomOrdered); self.dispatch::<S, T, AtomOrdOp>(k, &[FormId::AtomOrdered], am, AtomOrdOp(sem, scope, op, v)); }
            })),
            St::CasOrd {
                sem,
                scope,
                e,
                sp,
                am,
                c,
                n,
            } => with_cas_et!(e; T => with_sp_atom!(sp; S => {
                if self.ordered(FormId::AtomOrdered, scope) { self.space::<S>(FormId::AtomOrdered); self.dispatch::<S, T, CasOrdOp>(k, &[FormId::AtomOrdered], am, CasOrdOp(sem, scope, c, n)); }
            })),
            St::RedOrd {
                release,
                scope,
                op,
                e,
                sp,
                am,
                v,
            } => with_atom_et!(e; T => with_sp_atom!(sp; S => {
                if self.ordered(FormId::RedOrdered, scope) { self.space::<S>(FormId::RedOrdered); self.dispatch::<S, T, RedOrdOp>(k, &[FormId::RedOrdered], am, RedOrdOp(release, scope, op, v)); }
            })),
            St::ProxyFence { kind, pick } => self.proxy_fence(k, kind, pick),
            St::Mbar {
                op,
                kind,
                bar,
                x,
                cluster,
            } => self.mbar(k, op, kind, bar, x, cluster),
            St::Block { kind, p, ref body } => match kind {
                // `@!q bra skip; body; skip:` ends a block twice; the branch replaces the
                // guard, so `q` must be assigned before it.
                // Under a guard the builder refuses `if_then` (its branch would replace
                // the guard): the body runs as plain guarded steps.
                BK::IfThen if self.guarded => self.scoped(k, body),
                BK::IfThen => {
                    self.block_end();
                    let q = self.reg::<Pred>(k, p);
                    self.note(FormId::Bra);
                    k.if_then(q, |k| self.scoped(k, body));
                    self.block_end();
                }
                BK::When | BK::Unless if !self.guarded => {
                    let q = self.reg::<Pred>(k, p);
                    self.guard_on(k);
                    if kind == BK::When {
                        k.when(q, |k| self.scoped(k, body));
                    } else {
                        k.unless(q, |k| self.scoped(k, body));
                    }
                    self.guarded = false;
                }
                // PTX takes one guard per instruction: a nested guard runs its body
                // under the enclosing one.
                _ => self.scoped(k, body),
            },
            // Under a guard, `isspacep` would write the predicate that the (unguarded)
            // branch around the body reads only where the guard holds: the body runs
            // as a block of its own instead.
            St::IfSpace { ref body, .. } if self.guarded => self.scoped(k, body),
            // The origin must allow what the space allows (an origin that allows less
            // stands for the unknown origin of the space's access).
            St::IfSpace {
                e,
                n,
                o,
                pick,
                ref body,
            } => {
                let o = o.fit(n.access());
                with_few!(e; T => match n.access() {
                    Ac::Ro => with_named_ro!(n; S => with_or!(o; O => {
                        self.if_space::<S, O, T>(k, pick, body)
                    })),
                    Ac::Rw => with_or_rw!(o; O => self.if_space::<Local, O, T>(k, pick, body)),
                    Ac::Rwa => with_named_rwa!(n; S => with_or_rwa!(o; O => {
                        self.if_space::<S, O, T>(k, pick, body)
                    })),
                })
            }
        }
    }
}

// =====================================================================================
// Building programs into modules
// =====================================================================================

fn new_cx<'u>(
    p: &Program,
    entry: bool,
    prefix: String,
    mods: &Mem,
    funcs: &[FuncH],
    used: &'u mut Vec<FormId>,
    gates: &'u mut Vec<(FormId, usize)>,
) -> Cx<'u> {
    let mut cx = Cx {
        target: p.target,
        explicit: p.explicit,
        free: p.free,
        entry,
        prefix,
        names: 0,
        regs: Regs::default(),
        mem: mods.clone(),
        funcs: funcs.to_vec(),
        scopes: Vec::new(),
        ret_at: None,
        value_ret: false,
        guarded: false,
        guard_start: Lens(Vec::new()),
        used,
        gates,
        pending: Vec::new(),
        pending_gates: Vec::new(),
        tricky: Vec::new(),
        aregs: Regs::default(),
        amem: Mem::default(),
        tmaps: None,
        few_regs: p.bad == Some(Bad::NtidOver1024)
            || p.dirs
                .iter()
                .any(|(d, _)| matches!(d, DirK::Maxntid | DirK::Reqntid | DirK::Minnctapersm)),
        max_dec: entry_regs(p),
    };
    cx.enter();
    cx
}

fn module_decl<T: E>(m: &mut Module, mem: &mut Mem, name: &str, d: &Decl) {
    let len = d.len as u64;
    let size = <T as Elem>::TY.size();
    let align = (1u64 << d.align).max(size);
    let pools = T::mp(mem);
    match d.kind {
        DK::Global => pools.vg.push((m.global::<T>(name, len), size)),
        DK::GlobalAligned => pools
            .vg
            .push((m.global_aligned::<T>(name, len, Align(align)), align)),
        DK::GlobalInit => pools.vg.push((T::global_init(m, name, &d.init), size)),
        DK::Const => pools.vk.push((m.const_::<T>(name, len), size)),
        DK::ConstInit => pools.vk.push((T::const_init(m, name, &d.init), size)),
        DK::Shared => pools
            .vs
            .push((m.shared::<T>(name, len, Align(align)), align)),
        DK::ExternShared => pools
            .vs
            .push((m.extern_shared::<T>(name, Align(align)), align)),
    }
}

/// Puts the illegal construct `bad` at the start of a kernel (those of [`Bad`] that go in
/// a kernel); `g0` is the program's `.global` `u32[64]`, 16-byte aligned.
fn inject(k: &mut Kernel<'_>, cx: &mut Cx<'_>, bad: Bad, g0: Var<Global, u32>) {
    use FormId as F;
    let t = k.tid_x();
    let p = k.setp(Cmp::Lt, t, 7u32);
    for f in [F::TidX, F::Setp, F::Mov, F::Add, F::Bra] {
        cx.note(f);
    }
    let mut made: Option<Reg<u32>> = None;
    match bad {
        Bad::ReadAfterIfThen => k.if_then(p, |k| made = Some(k.mov::<u32>(1u32))),
        Bad::ReadAfterIfSpace => {
            let x = cx.explicit;
            for f in [
                cvta_form(IsaSpace::Global, x, true),
                isspacep_form(IsaSpace::Global, x),
                cvta_to_form(IsaSpace::Global, x),
            ] {
                cx.note_spaced(f);
            }
            cx.note(F::Ld);
            let g = k.cvta_var(g0, 0).erase();
            let mut q = None;
            k.if_space::<Global, Unknown, u32>(g, |_, named| q = Some(named));
            if let Some(q) = q {
                made = Some(k.ld(q));
            }
        }
        Bad::ReadAfterGuard => k.when(p, |k| made = Some(k.mov::<u32>(1u32))),
        Bad::ReadUnderOtherGuard => {
            k.when(p, |k| made = Some(k.mov::<u32>(1u32)));
            if let Some(r) = made.take() {
                k.unless(p, |k| {
                    k.add(r, t);
                });
            }
        }
        Bad::ReadGuardedAcrossLabel => {
            let l = k.label();
            k.bra_if(p, l);
            let mut r = None;
            k.when(p, |k| r = Some(k.mov::<u32>(1u32)));
            k.place(l);
            k.when(p, |k| {
                k.add(r.unwrap(), t);
            });
        }
        Bad::ReadFresh => made = Some(k.fresh::<u32>()),
        Bad::ReadAfterBranch => {
            let l = k.label();
            k.bra_if(p, l);
            made = Some(k.mov::<u32>(1u32));
            k.place(l);
        }
        Bad::BranchIntoIfThen => {
            let l = k.label();
            k.bra_if(p, l);
            k.if_then(p, |k| k.place(l));
        }
        Bad::BranchBackIntoIfThen => {
            let l = k.label();
            k.if_then(p, |k| k.place(l));
            k.bra_if(p, l);
        }
        Bad::BranchIntoGuard => {
            let l = k.label();
            k.bra_if(p, l);
            k.unless(p, |k| k.place(l));
        }
        Bad::Misaligned => {
            cx.note(F::Ld);
            made = Some(k.ld(g0.byte_offset(2)));
        }
        Bad::PastEnd => {
            cx.note(F::Ld);
            made = Some(k.ld(g0.at(64)));
        }
        Bad::VarUnderaligned => {
            cx.note(F::DeclLocal);
            cx.note(F::Ld);
            let name = cx.fresh_name();
            let v = k.local::<u32>(&name, 8, Align(4));
            made = Some(k.ld_v4(v)[0]);
        }
        // In a function of its own, or a directive.
        Bad::RetBeforeValue | Bad::ParamLoadInFunc | Bad::NtidOver1024 | Bad::ClusterOver16 => {}
    }
    // Read what was made (where that is the violation, the read is refused).
    if let Some(r) = made {
        k.add(r, t);
    }
}

/// Adds the device function that carries `bad` (those of [`Bad`] that need one).
fn inject_func(
    m: &mut Module,
    name: &str,
    bad: Bad,
    explicit: bool,
    used: &mut Vec<FormId>,
    gates: &mut Vec<(FormId, usize)>,
) {
    use FormId as F;
    match bad {
        Bad::RetBeforeValue => {
            used.extend([F::DeclFunc, F::Ld, F::StParam, F::Setp, F::Bra, F::Add]);
            m.func(name, |k, (x,): (Reg<u32>,)| {
                let p = k.setp(Cmp::Lt, x, 7u32);
                k.if_then(p, |k| k.ret());
                k.add(x, 1u32)
            });
        }
        Bad::ParamLoadInFunc => {
            let to_param = cvta_to_form(IsaSpace::Param, explicit);
            used.extend([F::DeclFunc, F::Ld, F::StParam, to_param.row]);
            gates.extend(to_param.gate.map(|i| (to_param.row, i)));
            m.func(name, |k, (g,): (Ptr<Generic<Unknown<ReadOnly>>, u32>,)| {
                // SAFETY: nothing runs this program; the builder refuses it.
                let q = unsafe { k.cvta_to_unchecked::<Param<Entry>, u32>(g) };
                k.ld(q)
            });
        }
        _ => {}
    }
}

/// Whether program `p`'s kernel gets its tensor-memory block ([`tmem_block`], with
/// `.reqntid 128`), its directives being `seen`: a kernel that calls no function (none may
/// exit), has no thread-count directive of its own, on a target with tcgen05 (or a `free`
/// program, whose emit must refuse it).
fn tmem_applies(p: &Program, seen: &[DirK]) -> bool {
    let alloc = FormId::Tcgen05Alloc.form();
    p.tmem.is_some()
        && p.funcs.is_empty()
        && p.bad.is_none()
        && !seen
            .iter()
            .any(|d| matches!(d, DirK::Maxntid | DirK::Reqntid))
        && (p.free || (alloc.min_sm <= p.target.sm && alloc.arch.accepts(p.target)))
}

/// `x, y, z` from `v`, each at least 1, with a product of at most `max`.
/// The registers a thread of program `p`'s kernel has at entry as ptxas computes them for
/// `setmaxnreg` (256 when its directives do not tell): the directives the kernel gets (see
/// `build_program`), the 64 Ki registers of an SM over the CTAs' warps rounded up to
/// warpgroups, in steps of 8 (the builder refuses a `setmaxnreg.dec` above it).
fn entry_regs(p: &Program) -> u32 {
    let mut seen = Vec::new();
    let mut threads = None;
    let mut ctas = 1u64;
    if p.bad == Some(Bad::NtidOver1024) {
        threads = Some(64 * 32);
        seen.extend([DirK::Maxntid, DirK::Reqntid]);
    }
    for &(d, v) in &p.dirs {
        let rival = match d {
            DirK::Maxntid => Some(DirK::Reqntid),
            DirK::Reqntid => Some(DirK::Maxntid),
            _ => None,
        };
        if seen.contains(&d) || rival.is_some_and(|r| seen.contains(&r)) {
            continue;
        }
        seen.push(d);
        match d {
            DirK::Maxntid | DirK::Reqntid => {
                threads = Some(dims(v, 1024).iter().map(|&x| x as u64).product())
            }
            DirK::Minnctapersm => ctas = v[0] as u64 % 64 + 1,
            _ => {}
        }
    }
    // The tensor-memory block fixes 128 threads.
    if tmem_applies(p, &seen) {
        threads = Some(128);
    }
    // ptxas bounds a decrease by the largest increase of the kernel, wherever it stands,
    // too (without a thread count and an increase, `setmaxnreg` is ignored).
    let by_inc = largest_inc(p).unwrap_or(256);
    let Some(t) = threads else { return by_inc };
    let warps = |c: u64| (t.div_ceil(32) * c).div_ceil(4) * 4;
    let w = if warps(ctas) * 32 > 2048 {
        warps(1)
    } else {
        warps(ctas)
    };
    ((65536 / (w * 32) / 8 * 8).min(256) as u32).min(by_inc)
}

/// A bound on the largest `setmaxnreg.inc` count the module sees in program `p`'s kernel,
/// read from the steps' debug form (the steps nest in blocks, loops and functions): the
/// module counts the kernel and the functions it reaches, so the kernel's own largest
/// increase when it has one, else the smallest increase of any function (one that the
/// kernel may call; the module's largest is no lower).
fn largest_inc(p: &Program) -> Option<u32> {
    let incs = |text: String| -> Vec<u32> {
        text.match_indices("Setmaxnreg { inc: true, n: ")
            .filter_map(|(i, m)| {
                let rest = &text[i + m.len()..];
                let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
                digits.parse::<u32>().ok().map(|n| 8 * n)
            })
            .collect()
    };
    incs(format!("{:?}", p.body))
        .into_iter()
        .max()
        .or_else(|| incs(format!("{:?}", p.funcs)).into_iter().min())
}

fn dims(v: [u16; 3], max: u32) -> [u32; 3] {
    let x = v[0] as u32 % max + 1;
    let y = v[1] as u32 % (max / x) + 1;
    let z = v[2] as u32 % (max / (x * y)) + 1;
    [x, y, z]
}

/// The table rows a program used, and the gated slot values among them.
#[derive(Clone, Debug, Default)]
struct Used {
    forms: Vec<FormId>,
    /// (row, index of the gate in the row's `gates`).
    gates: Vec<(FormId, usize)>,
}

impl std::ops::Deref for Used {
    type Target = [FormId];
    fn deref(&self) -> &[FormId] {
        &self.forms
    }
}

/// Adds program `n` (its variables, functions and kernel) to `m`; returns the table
/// rows its steps used.
fn build_program(m: &mut Module, n: u64, p: &Program) -> Used {
    // Every program declares .global, .const and .shared variables and a kernel that ends
    // in `ret` (the builder adds one when the body does not end in ret/exit/bra).
    let mut used = vec![
        FormId::DeclGlobal,
        FormId::DeclConst,
        FormId::DeclShared,
        FormId::Ret,
    ];
    let mut gates = Vec::new();
    let pre = format!("r{n}");
    let mut mods = Mem::default();
    let g0 = m.global_aligned::<u32>(&format!("{pre}_g0"), 64, Align(16));
    mods.u32.vg.push((g0, 16));
    mods.u32
        .vk
        .push((m.const_init::<u32>(&format!("{pre}_c0"), &[1, 2, 3, 4]), 4));
    mods.u32
        .vs
        .push((m.shared::<u32>(&format!("{pre}_s0"), 64, Align(16)), 16));
    let tmaps = (
        m.const_tensor_map::<u32, 2>(&format!("{pre}_tc")),
        m.global_tensor_map::<u32, 2>(&format!("{pre}_tg")),
    );
    for (i, d) in p.decls.iter().enumerate() {
        let name = format!("{pre}_d{i}");
        with_et!(d.e; T => module_decl::<T>(m, &mut mods, &name, d));
        if d.kind == DK::ExternShared {
            used.push(FormId::DeclSharedExtern);
        }
    }
    let mut funcs: Vec<FuncH> = Vec::new();
    for (j, f) in p.funcs.iter().enumerate() {
        let fname = format!("{pre}_f{j}");
        used.push(FormId::DeclFunc);
        if f.sig != Sig::D {
            used.push(FormId::Ld);
        }
        if ![Sig::B, Sig::D, Sig::I].contains(&f.sig) {
            used.push(FormId::StParam);
        }
        let mut cx = new_cx(
            p,
            false,
            fname.clone(),
            &mods,
            &funcs,
            &mut used,
            &mut gates,
        );
        cx.tmaps = Some(tmaps);
        let body = &f.body;
        let h = match f.sig {
            Sig::A => FuncH::A(m.func(&fname, |k, (a, b): (Ptr<Generic, u32>, Reg<u32>)| {
                cx.pushp(a);
                cx.push(b);
                cx.value_function::<u32>(k);
                cx.run_top(k, body);
                cx.reg::<u32>(k, 255)
            })),
            Sig::B => FuncH::B(m.func(&fname, |k, (a, b): ArgsB| {
                cx.pushp(a);
                cx.pushp(b);
                cx.run_top(k, body);
            })),
            Sig::C => FuncH::C(m.func(&fname, |k, (a, b, c): ArgsC| {
                cx.pushp(a);
                cx.push32(b);
                cx.push(c);
                cx.value_function::<f64>(k);
                cx.run_top(k, body);
                cx.reg::<f64>(k, 255)
            })),
            Sig::D => FuncH::D(m.func(&fname, |k, ()| cx.run_top(k, body))),
            Sig::E => FuncH::E(m.func(&fname, |k, (a, b, c, d, e, f): ArgsE| {
                cx.push(a);
                cx.push(b);
                cx.push(c);
                cx.push(d);
                cx.push(e);
                cx.push(f);
                cx.value_function::<i16>(k);
                cx.run_top(k, body);
                cx.reg::<i16>(k, 255)
            })),
            Sig::F => FuncH::F(m.func(&fname, |k, (a, b, c): ArgsF| {
                cx.pushp(a);
                cx.push32(b);
                cx.pushp(c);
                cx.value_function::<u64>(k);
                cx.run_top(k, body);
                cx.reg::<u64>(k, 255)
            })),
            Sig::G => FuncH::G(m.func(&fname, |k, (a, b): ArgsG| {
                cx.pushp(a);
                cx.push32(b);
                cx.value_function::<f32>(k);
                cx.run_top(k, body);
                cx.reg::<f32>(k, 255)
            })),
            Sig::H => FuncH::H(m.func(&fname, |k, (a, b): ArgsH| {
                cx.pushp(a);
                cx.push(b);
                cx.value_function::<u32>(k);
                cx.run_top(k, body);
                cx.reg::<u32>(k, 255)
            })),
            Sig::I => FuncH::I(m.func(&fname, |k, (a, b): ArgsI| {
                cx.pushp(a);
                cx.pushp(b);
                cx.run_top(k, body);
            })),
        };
        funcs.push(h);
    }
    if let Some(b) = p.bad {
        inject_func(
            m,
            &format!("{pre}_bad"),
            b,
            p.explicit,
            &mut used,
            &mut gates,
        );
    }
    let kname = format!("{pre}_k");
    let mut cx = new_cx(p, true, kname.clone(), &mods, &funcs, &mut used, &mut gates);
    cx.tmaps = Some(tmaps);
    m.entry(&kname, |k| {
        let mut seen = Vec::new();
        match p.bad {
            Some(Bad::NtidOver1024) => {
                cx.note(FormId::Maxntid);
                k.maxntid(64, 32, 1);
                seen.extend([DirK::Maxntid, DirK::Reqntid]);
            }
            Some(Bad::ClusterOver16) => {
                cx.note(FormId::Reqnctapercluster);
                k.reqnctapercluster(4, 4, 2);
                seen.push(DirK::Reqnctapercluster);
            }
            _ => {}
        }
        for &(d, v) in &p.dirs {
            // Each directive once, and never both .maxntid and .reqntid (ptxas: "Conflicting
            // directives"; the builder refuses them, see `maxntid_and_reqntid_conflict`).
            let rival = match d {
                DirK::Maxntid => Some(DirK::Reqntid),
                DirK::Reqntid => Some(DirK::Maxntid),
                _ => None,
            };
            if seen.contains(&d) || rival.is_some_and(|r| seen.contains(&r)) {
                continue;
            }
            seen.push(d);
            // At most 1024 threads per CTA and 16 CTAs per cluster (more is refused:
            // `Bad::NtidOver1024`, `Bad::ClusterOver16`).
            match d {
                DirK::Maxntid => {
                    cx.note(FormId::Maxntid);
                    let [x, y, z] = dims(v, 1024);
                    k.maxntid(x, y, z)
                }
                DirK::Reqntid => {
                    cx.note(FormId::Reqntid);
                    let [x, y, z] = dims(v, 1024);
                    k.reqntid(x, y, z)
                }
                DirK::Minnctapersm => {
                    cx.note(FormId::Minnctapersm);
                    k.minnctapersm(v[0] as u32 % 64 + 1)
                }
                DirK::Reqnctapercluster => {
                    if cx.need(FormId::Reqnctapercluster) {
                        let [x, y, z] = dims(v, 16);
                        k.reqnctapercluster(x, y, z)
                    }
                }
                DirK::Explicitcluster => {
                    if cx.need(FormId::Explicitcluster) {
                        k.explicitcluster()
                    }
                }
            }
        }
        // Tensor memory: a kernel that calls no function (none may exit) and fixes its CTA
        // size here (the allocating warp exists), on a target with tcgen05.
        if let Some((cols, ops)) = p.tmem
            && tmem_applies(p, &seen)
        {
            cx.note(FormId::Reqntid);
            k.reqntid(128, 1, 1);
            // The rest of `cols` picks the weight-stationary UMMAs' collector use.
            let ws = cols / 5;
            match cols % 5 {
                0 => tmem_block::<Cols<32>>(&mut cx, k, (ops, ws)),
                1 => tmem_block::<Cols<64>>(&mut cx, k, (ops, ws)),
                2 => tmem_block::<Cols<128>>(&mut cx, k, (ops, ws)),
                3 => tmem_block::<Cols<256>>(&mut cx, k, (ops, ws)),
                _ => tmem_block::<Cols<512>>(&mut cx, k, (ops, ws)),
            }
        }
        if let Some(b) = p.bad {
            inject(k, &mut cx, b, g0);
        }
        cx.run_top(k, &p.body);
    });
    Used { forms: used, gates }
}

/// A tensor-memory block of CTA group 1 at the kernel's top level: allocate `C` columns
/// (warp 0), then by the bits of `ops` a load and a store of the warp's lanes (and of the
/// two-half shape), a shift, an
/// UMMA (bf16, tf32 or e4m3 by `ops`, A from shared memory or from tensor memory) with its
/// commit, the fences; free, and give up the permit. The loaded value joins the pool.
fn tmem_block<C: TmemCols>(cx: &mut Cx<'_>, k: &mut Kernel<'_>, (ops, ws_pick): (u8, u8)) {
    use FormId as F;
    cx.note(F::DeclShared);
    cx.note(F::Tcgen05Alloc);
    cx.note(F::Tcgen05Dealloc);
    cx.note(F::Tcgen05FenceBefore);
    cx.note(F::Tcgen05FenceAfter);
    let t: Tmem<C> = k.tmem_alloc(0);
    if ops & 1 != 0 {
        cx.note(F::Tcgen05Ld);
        cx.note(F::Tcgen05WaitLd);
        let v: [Reg<f32>; 2] = k.tmem_ld(TmemShape::Lanes32x32b, t.warp(0));
        k.tcgen05_wait_ld();
        if ops & 2 != 0 {
            cx.note(F::Tcgen05St);
            cx.note(F::Tcgen05WaitSt);
            k.tmem_st(TmemShape::Lanes32x32b, t.warp(0), v);
            k.tcgen05_wait_st();
        }
        cx.push(v[1]);
        // The two-half shape: lanes 0..16, columns 0..2 and 2..4.
        cx.note(F::Tcgen05LdSplit);
        let h: [Reg<f32>; 2] = k.tmem_ld_split(t.warp(0), 2);
        k.tcgen05_wait_ld();
        if ops & 2 != 0 {
            cx.note(F::Tcgen05StSplit);
            k.tmem_st_split(t.warp(0), 2, h);
            k.tcgen05_wait_st();
        }
        cx.push(h[0]);
        // The reducing loads, where the target has them (the sm_103 and sm_110 families).
        if cx.ok(F::Tcgen05LdRed) {
            cx.note(F::Tcgen05LdRed);
            cx.note(F::Tcgen05LdRedSplit);
            let (_, lo): ([Reg<f32>; 2], Reg<f32>) = k.tmem_ld_red(t.warp(0), TmemRedOp::MinAbs);
            let (_, hi): ([Reg<f32>; 2], Reg<f32>) =
                k.tmem_ld_red_split(t.warp(0), 2, TmemRedOp::Max);
            k.tcgen05_wait_ld();
            cx.push(lo);
            cx.push(hi);
        }
    }
    if ops & 4 != 0 && cx.need(F::Tcgen05Shift) {
        k.tmem_shift_down(t.at::<u32>(0));
    }
    // A copy from shared memory (128 rows of 32 bytes) of the shape and format `ws_pick`
    // picks, into columns 0..8.
    if ops & 4 != 0 {
        cx.note(F::Tcgen05Cp);
        let shapes = [
            TmemCpShape::Lanes128x256b,
            TmemCpShape::Lanes4x256b,
            TmemCpShape::Lanes128x128b,
            TmemCpShape::Lanes64x128bPairs02x13,
            TmemCpShape::Lanes64x128bPairs01x23,
            TmemCpShape::Lanes32x128bWarpx4,
        ];
        let formats = [
            TmemCpFormat::Plain,
            TmemCpFormat::B6x16P32,
            TmemCpFormat::B4x16P64,
        ];
        let name = cx.fresh_name();
        let s = k.shared::<u8>(&name, 128 * 32, Align(1024));
        let d = k.umma_desc(s, Swizzle::None, 128, 256);
        let (shape, format) = (
            shapes[usize::from(ws_pick % 6)],
            formats[usize::from(ws_pick / 6 % 3)],
        );
        k.tmem_cp(t.at::<u32>(0), d, shape, format);
    }
    // An M = 128, N = 64 UMMA into columns 0..64 (A from columns 64..: 128 columns).
    if ops & 8 != 0 && C::N >= 128 {
        cx.note(F::Tcgen05Commit);
        let tmem_a = ops & 16 != 0;
        // The plain UMMA, with a lane mask (A from the other memory), with a scale of D and
        // with both; then weight-stationary ones with A from the other memory, without and
        // with a zero-column mask.
        // One pair of 128 x 32-byte tiles for every UMMA of the block.
        let words = 128u64 * 32 / 4;
        let (na, nb) = (cx.fresh_name(), cx.fresh_name());
        let tiles = (
            k.shared::<u32>(&na, words, Align(1024)),
            k.shared::<u32>(&nb, words, Align(1024)),
        );
        let masked = Ws::of(1 | (ws_pick << 1));
        let plain_mask = Ws::of(ws_pick << 1);
        let plain = |lanes, scale| Ws::Plain { lanes, scale };
        for (tmem_a, ws) in [
            (tmem_a, plain(false, false)),
            (!tmem_a, plain(true, false)),
            (tmem_a, plain(false, true)),
            (!tmem_a, plain(true, true)),
            (!tmem_a, plain_mask),
            (!tmem_a, masked),
        ] {
            if let Ws::Ws { mask, .. } = ws {
                cx.note(match (tmem_a, mask) {
                    (false, false) => F::Tcgen05MmaWs,
                    (true, false) => F::Tcgen05MmaWsTmemA,
                    (false, true) => F::Tcgen05MmaWsZeroCols,
                    (true, true) => F::Tcgen05MmaWsTmemAZeroCols,
                });
            }
            match (ops >> 5) % 3 {
                0 => tmem_umma::<Bf16, C>(cx, k, (&t, tiles), (tmem_a, ws)),
                1 => tmem_umma::<f32, C>(cx, k, (&t, tiles), (tmem_a, ws)),
                _ => tmem_umma::<E4m3x2, C>(cx, k, (&t, tiles), (tmem_a, ws)),
            }
        }
        // Two block-scaled UMMAs (A from each memory), their scale factors at columns 128
        // (A) and 129 (B).
        if C::N >= 256 {
            for a_in_tmem in [tmem_a, !tmem_a] {
                block_scaled_umma::<C>(cx, k, (&t, tiles), (a_in_tmem, ws_pick));
                sparse_umma::<C>(cx, k, (&t, tiles), (a_in_tmem, ws_pick));
            }
        }
    }
    k.tcgen05_fence_before_thread_sync();
    k.bar_sync(0);
    cx.note(F::BarSync);
    k.tcgen05_fence_after_thread_sync();
    k.tmem_dealloc(t);
    if ops & 128 != 0 {
        cx.note(F::Tcgen05Relinquish);
        k.tmem_relinquish::<Cta1>(0);
    }
}

/// One UMMA of `E` by `E` from the block's 128 x 32-byte shared tiles (no swizzle),
/// committed to a fresh mbarrier (widened: the commit names `.shared::cluster`).
fn tmem_umma<E: UmmaPair<E, Acc: UmmaAcc>, C: TmemCols>(
    cx: &mut Cx<'_>,
    k: &mut Kernel<'_>,
    (t, tiles): (&Tmem<C>, Tiles),
    (tmem_a, ws): (bool, Ws),
) {
    let (sa, sb) = (tiles.0.cast::<E>(), tiles.1.cast::<E>());
    let nbar = cx.fresh_name();
    let bar = k.shared::<Mbarrier>(&nbar, 1, Align(8));
    let b = k.umma_desc(sb, Swizzle::None, 128, 256);
    let shape = UmmaShape { m: 128, n: 64 };
    let p = k.mov(true);
    let (d, a_t) = (t.at::<E::Acc>(0), t.at::<E>(64));
    match ws {
        Ws::Plain { lanes, scale } => {
            use FormId as F;
            // A lane mask (none disabled) and a scale of D of 2^-2, where asked (the scale
            // only of the f16 and tf32 kinds, on the targets that have it).
            let scale = scale
                && matches!(E::KIND, Mod::KindF16 | Mod::KindTf32)
                && cx.ok(F::Tcgen05MmaScaleD);
            let opts = UmmaOpts {
                disable_lanes: lanes.then(|| core::array::from_fn(|_| k.mov(0u32))),
                scale_d: scale.then_some(2),
            };
            let form = match (tmem_a, opts.disable_lanes.is_some(), scale) {
                (false, false, false) => F::Tcgen05Mma,
                (true, false, false) => F::Tcgen05MmaTmemA,
                (false, true, false) => F::Tcgen05MmaLanes,
                (true, true, false) => F::Tcgen05MmaTmemALanes,
                (false, false, true) => F::Tcgen05MmaScaleD,
                (true, false, true) => F::Tcgen05MmaTmemAScaleD,
                (false, true, true) => F::Tcgen05MmaLanesScaleD,
                (true, true, true) => F::Tcgen05MmaTmemALanesScaleD,
            };
            cx.note(form);
            if tmem_a {
                k.umma_tmem_a_with(d, a_t, b, (shape, p), opts);
            } else {
                let a = k.umma_desc(sa, Swizzle::None, 128, 256);
                k.umma_with(d, a, b, (shape, p), opts);
            }
        }
        Ws::Ws { collector, mask } => {
            let ws = UmmaWs {
                collector,
                zero_columns: mask.then(|| k.mov(0u64)),
            };
            if tmem_a {
                k.umma_ws_tmem_a(d, a_t, b, shape, p, ws);
            } else {
                let a = k.umma_desc(sa, Swizzle::None, 128, 256);
                k.umma_ws(d, a, b, shape, p, ws);
            }
        }
    }
    k.tcgen05_commit(Tcgen05Group::CtaGroup1, bar.widen());
}

/// The A and B tiles of a tensor-memory block's UMMAs (`.shared::cta` words).
type Tiles = (Var<Shared<Cta>, u32>, Var<Shared<Cta>, u32>);

/// One sparse UMMA (M = 128, N = 64 into columns 0..64, A's stored half from columns 64..
/// where `tmem_a`, the metadata at column 130, B 64 rows of 64 bytes) committed to a fresh
/// mbarrier, where the target has it: `pick` chooses a plain kind (bf16, tf32, e4m3) or a
/// block-scaled one (its scale factors at columns 128 and 129; packed FP4 only on the
/// arch-specific targets, as ptxas has it).
fn sparse_umma<C: TmemCols>(
    cx: &mut Cx<'_>,
    k: &mut Kernel<'_>,
    (t, tiles): (&Tmem<C>, Tiles),
    (tmem_a, pick): (bool, u8),
) {
    use FormId as F;
    use typed_ptx::tensor_memory::{
        BlockScaleOpts, BlockScales, BlockScaling as S, E2m1x2, E2m3, SparseA, Ue8m0,
    };
    let block = pick & 32 != 0;
    let row = match (block, tmem_a) {
        (false, false) => F::Tcgen05MmaSp,
        (false, true) => F::Tcgen05MmaSpTmemA,
        (true, false) => F::Tcgen05MmaSpBlock,
        (true, true) => F::Tcgen05MmaSpBlockTmemA,
    };
    if !cx.ok(row) {
        return;
    }
    let nbar = cx.fresh_name();
    let bar = k.shared::<Mbarrier>(&nbar, 1, Align(8));
    let shape = UmmaShape { m: 128, n: 64 };
    let p = k.mov(true);
    // The metadata ID: any for bf16 and tf32, 0 for the other kinds (which take only 0).
    let any_id = !block && pick / 4 % 3 < 2;
    let sparse = SparseA {
        meta: t.at(130),
        id: if any_id { u32::from(pick % 4) } else { 0 },
    };
    if !block {
        cx.note(row);
        macro_rules! plain {
            ($e:ty) => {{
                let b = k.umma_desc(tiles.1.cast::<$e>(), Swizzle::None, 128, 512);
                let d = t.at::<<$e as UmmaElem>::Acc>(0);
                if tmem_a {
                    k.umma_sparse_tmem_a(d, t.at::<$e>(64), b, sparse, (shape, p));
                } else {
                    let a = k.umma_desc(tiles.0.cast::<$e>(), Swizzle::None, 128, 256);
                    k.umma_sparse(d, a, b, sparse, (shape, p));
                }
            }};
        }
        match pick / 4 % 3 {
            0 => plain!(Bf16),
            1 => plain!(f32),
            _ => plain!(E4m3x2),
        }
    } else {
        // Packed FP4 where the target has it (a gated value: the arch-specific targets).
        let fp4 = pick & 64 != 0
            && row.form().gates[0].arch.accepts(cx.target)
            && row.form().gates[0].min_sm <= cx.target.sm;
        let scaling = if fp4 {
            S::Mxf4Block32
        } else {
            S::Mxf8f6f4Block32
        };
        if fp4 {
            cx.gates.push((row, 0));
        }
        cx.note(row);
        let opts = BlockScaleOpts::from(scaling);
        let scales = BlockScales {
            a: t.at::<Ue8m0>(128),
            a_id: 0,
            b: t.at::<Ue8m0>(129),
            b_id: 0,
        };
        let d = t.at::<f32>(0);
        macro_rules! scaled {
            ($a:ty, $b:ty) => {{
                let b = k.umma_desc(tiles.1.cast::<$b>(), Swizzle::None, 128, 512);
                if tmem_a {
                    let how = (sparse, scales);
                    k.umma_sparse_block_scaled_tmem_a(d, t.at::<$a>(64), b, how, (shape, p), opts);
                } else {
                    let a = k.umma_desc(tiles.0.cast::<$a>(), Swizzle::None, 128, 256);
                    k.umma_sparse_block_scaled(d, a, b, (sparse, scales), (shape, p), opts);
                }
            }};
        }
        if fp4 {
            scaled!(E2m1x2, E2m1x2)
        } else {
            scaled!(E2m3, E2m3)
        }
    }
    cx.note(F::Tcgen05Commit);
    k.tcgen05_commit(Tcgen05Group::CtaGroup1, bar.widen());
}

/// One block-scaled UMMA (M = 128, N = 64 into columns 0..64, A from columns 64.. where
/// `tmem_a`) committed to a fresh mbarrier, where the target has one: `pick` chooses the
/// spelling (the `.blockN` forms of the families where they are, else the `.scale_vec`
/// forms of the arch-specific targets), the kind, the scale factors' type and the A
/// collector's use.
fn block_scaled_umma<C: TmemCols>(
    cx: &mut Cx<'_>,
    k: &mut Kernel<'_>,
    (t, tiles): (&Tmem<C>, Tiles),
    (tmem_a, pick): (bool, u8),
) {
    use FormId as F;
    use typed_ptx::tensor_memory::{
        BlockScaleOpts, BlockScales, BlockScaling as S, CollectorA, E2m1x2, E2m3, Ue4m3, Ue8m0,
    };
    let block = pick % 2 == 0 && cx.ok(F::Tcgen05MmaBlock);
    let row = match (block, tmem_a) {
        (true, false) => F::Tcgen05MmaBlock,
        (true, true) => F::Tcgen05MmaBlockTmemA,
        (false, false) => F::Tcgen05MmaBlockScale,
        (false, true) => F::Tcgen05MmaBlockScaleTmemA,
    };
    if !cx.ok(row) {
        return;
    }
    let scaling = match (block, pick / 2 % 4) {
        (true, 0) => S::Mxf8f6f4Block32,
        (true, 1) => S::Mxf4Block32,
        (true, 2) => S::Mxf4nvf4Block32,
        (true, _) => S::Mxf4nvf4Block16,
        (false, 0) => S::Mxf8f6f4X1,
        (false, 1) => S::Mxf4X2,
        (false, 2) => S::Mxf4nvf4X2,
        (false, _) => S::Mxf4nvf4X4,
    };
    // `.kind::mxf4nvf4`'s gate on the `.scale_vec` rows (PTX ISA 8.7).
    if !block && matches!(scaling, S::Mxf4nvf4X2 | S::Mxf4nvf4X4) {
        cx.gates.push((row, 0));
    }
    let collector = [
        None,
        Some(CollectorA::Fill),
        Some(CollectorA::Use),
        Some(CollectorA::LastUse),
        Some(CollectorA::Discard),
    ][usize::from(pick / 8 % 5)];
    cx.note(row);
    cx.note(F::Tcgen05Commit);
    let opts = BlockScaleOpts { scaling, collector };
    let nbar = cx.fresh_name();
    let bar = k.shared::<Mbarrier>(&nbar, 1, Align(8));
    let shape = UmmaShape { m: 128, n: 64 };
    let p = k.mov(true);
    let d = t.at::<f32>(0);
    macro_rules! issue {
        ($a:ty, $b:ty, $s:ty) => {{
            let scales = BlockScales {
                a: t.at::<$s>(128),
                a_id: 0,
                b: t.at::<$s>(129),
                b_id: 0,
            };
            let b = k.umma_desc(tiles.1.cast::<$b>(), Swizzle::None, 128, 256);
            if tmem_a {
                k.umma_block_scaled_tmem_a(d, t.at::<$a>(64), b, scales, (shape, p), opts);
            } else {
                let a = k.umma_desc(tiles.0.cast::<$a>(), Swizzle::None, 128, 256);
                k.umma_block_scaled(d, a, b, scales, (shape, p), opts);
            }
        }};
    }
    match scaling {
        S::Mxf8f6f4X1 | S::Mxf8f6f4Block32 => issue!(E4m3x4, E2m3, Ue8m0),
        S::Mxf4nvf4X4 | S::Mxf4nvf4Block16 if pick & 64 != 0 => {
            issue!(E2m1x2, E2m1x2, Ue4m3)
        }
        _ => issue!(E2m1x2, E2m1x2, Ue8m0),
    }
    k.tcgen05_commit(Tcgen05Group::CtaGroup1, bar.widen());
}

/// A tensor-memory block's UMMA: the plain one (with a lane mask, a scale of D), or the
/// weight-stationary one with a collector use and (`mask`) a zero-column mask.
#[derive(Clone, Copy, Debug)]
enum Ws {
    Plain { lanes: bool, scale: bool },
    Ws { collector: Collector, mask: bool },
}

impl Ws {
    /// The weight-stationary variant `x` picks: with a mask where `x` is odd, each
    /// collector use in turn (`x / 2`).
    fn of(x: u8) -> Ws {
        use CollectorBuf::*;
        let bufs = [B0, B1, B2, B3];
        let collector = match (x / 2) % 17 {
            0 => Collector::Default,
            i => {
                let b = bufs[usize::from((i - 1) / 4)];
                [
                    Collector::Fill(b),
                    Collector::Use(b),
                    Collector::LastUse(b),
                    Collector::Discard(b),
                ][usize::from((i - 1) % 4)]
            }
        };
        Ws::Ws {
            collector,
            mask: x % 2 == 1,
        }
    }
}

/// The operands of a [`Step::Row`]: sources from the pools (by `o`, in turn), results
/// into them.
struct RowOps<'a, 'u> {
    cx: &'a mut Cx<'u>,
    o: [Opd; 4],
    i: usize,
}

/// `x` as the same value of the type asked for (`T` is `U`, known from `T::TY`).
fn same<U: 'static, T: 'static>(x: U) -> T {
    let any: Box<dyn std::any::Any> = Box::new(x);
    *any.downcast::<T>().expect("the type asked for")
}

/// `$body` with `$t` the element type `$ty` names, if it is one of the pools' (else the
/// enclosing function returns `None`).
macro_rules! with_elem {
    ($ty:expr; $t:ident => $body:expr) => {
        match $ty {
            Ty::U8 => {
                type $t = u8;
                $body
            }
            Ty::S8 => {
                type $t = i8;
                $body
            }
            Ty::U16 => {
                type $t = u16;
                $body
            }
            Ty::S16 => {
                type $t = i16;
                $body
            }
            Ty::U32 => {
                type $t = u32;
                $body
            }
            Ty::S32 => {
                type $t = i32;
                $body
            }
            Ty::U64 => {
                type $t = u64;
                $body
            }
            Ty::S64 => {
                type $t = i64;
                $body
            }
            Ty::F32 => {
                type $t = f32;
                $body
            }
            Ty::F64 => {
                type $t = f64;
                $body
            }
            _ => None,
        }
    };
}

/// `$body` with `$t` the pool type of the register type `$ty`.
macro_rules! with_scalar {
    ($ty:expr; $t:ident => $body:expr) => {
        match $ty {
            Ty::U16 => {
                type $t = u16;
                $body
            }
            Ty::S16 => {
                type $t = i16;
                $body
            }
            Ty::U32 => {
                type $t = u32;
                $body
            }
            Ty::S32 => {
                type $t = i32;
                $body
            }
            Ty::U64 => {
                type $t = u64;
                $body
            }
            Ty::S64 => {
                type $t = i64;
                $body
            }
            Ty::F32 => {
                type $t = f32;
                $body
            }
            Ty::F64 => {
                type $t = f64;
                $body
            }
            Ty::Pred => {
                type $t = Pred;
                $body
            }
            Ty::F16 => {
                type $t = F16;
                $body
            }
            Ty::Bf16 => {
                type $t = Bf16;
                $body
            }
            Ty::F16x2 => {
                type $t = F16x2;
                $body
            }
            Ty::Bf16x2 => {
                type $t = Bf16x2;
                $body
            }
            Ty::E4m3x2 => {
                type $t = E4m3x2;
                $body
            }
            Ty::E5m2x2 => {
                type $t = E5m2x2;
                $body
            }
            Ty::Tf32 => {
                type $t = Tf32;
                $body
            }
            other => panic!("random programs keep no pool of {other:?}: add one for the Row rows"),
        }
    };
}

impl RowOps<'_, '_> {
    /// A `.b128` value: a `mov.b128` of two `u64` registers of the pool (the random
    /// programs keep no pool of `.b128` values; the `St::B128` step moves them too).
    fn b128(&mut self, k: &mut Kernel<'_>) -> Reg<B128> {
        let o = self.o[self.i % self.o.len()];
        self.i += 1;
        let lo = self.cx.reg::<u64>(k, o.pick());
        let hi = self.cx.reg::<u64>(k, o.pick().wrapping_add(1));
        self.cx.note(FormId::MovB128Pack);
        k.mov_b128(lo, hi)
    }
}

impl row_cases::Operands for RowOps<'_, '_> {
    fn src<T: Scalar>(&mut self, k: &mut Kernel<'_>) -> Src<T> {
        if T::TY == Ty::B128 {
            let v = self.b128(k);
            return same::<Src<B128>, Src<T>>(v.into());
        }
        let o = self.o[self.i % self.o.len()];
        self.i += 1;
        with_scalar!(T::TY; U => same::<Src<U>, Src<T>>(self.cx.src::<U>(k, o)))
    }

    fn reg<T: Scalar>(&mut self, k: &mut Kernel<'_>) -> Reg<T> {
        let i = self.o[self.i % self.o.len()].pick();
        self.i += 1;
        with_scalar!(T::TY; U => same::<Reg<U>, Reg<T>>(self.cx.reg::<U>(k, i)))
    }

    fn src_in(&mut self, k: &mut Kernel<'_>, lo: i64, hi: i64) -> Src<u32> {
        let o = self.o[self.i % self.o.len()];
        self.i += 1;
        match o {
            Opd::R(i) => self.cx.reg::<u32>(k, i).into(),
            Opd::I(v) => Src::from((lo + i64::from(v).rem_euclid(hi - lo + 1)) as u32),
            Opd::X(i) => Src::from(if i % 2 == 0 { lo as u32 } else { hi as u32 }),
        }
    }

    fn pred(&mut self, k: &mut Kernel<'_>) -> Reg<Pred> {
        let o = self.o[self.i % self.o.len()];
        self.i += 1;
        self.cx.reg::<Pred>(k, o.pick())
    }

    fn imm(&mut self, lo: i64, hi: i64, step: i64) -> u32 {
        let o = self.o[self.i % self.o.len()];
        self.i += 1;
        (lo + i64::from(o.pick()) % ((hi - lo) / step + 1) * step) as u32
    }

    fn dst<T: Scalar>(&mut self, r: Reg<T>) {
        // A `.b128` result has no pool: it is dropped (`St::B128` uses its values); nor has
        // an opaque `.b64` one (a cache policy, which `policy` makes fresh where a row needs
        // one).
        if T::TY == Ty::B128 || T::TY == Ty::B64 {
            return;
        }
        with_scalar!(T::TY; U => self.cx.push(same::<Reg<T>, Reg<U>>(r)))
    }

    fn token(&mut self, _: &mut Kernel<'_>) -> Reg<MbarToken> {
        unreachable!("the row step draws no mbarrier row: Step::Mbar does")
    }

    // A fresh policy of a drawn priority and fraction, for the `.L2::cache_hint` rows.
    fn policy(&mut self, k: &mut Kernel<'_>) -> Reg<CachePolicy> {
        use typed_ptx::slots::CreatepolicyPrimary as P;
        let p = self.o[self.i % self.o.len()].pick() as usize;
        self.i += 1;
        let fraction = (1 + p % 8) as f32 / 8.0;
        k.createpolicy(P::ALL[p % P::ALL.len()], None, fraction)
    }

    // The mbarriers of the rows with address arguments (`cp.async.bulk`, `st.async`); the
    // mbarrier chapter's rows are drawn by their own step ([`Step::Mbar`]).
    fn mbar_cta(&mut self, k: &mut Kernel<'_>) -> Var<Shared<Cta>, Mbarrier> {
        self.cx.bulk_bar(k)
    }

    fn mbar_generic(&mut self, _: &mut Kernel<'_>) -> Ptr<Generic<Shared<Cta>>, Mbarrier> {
        unreachable!("the row step draws no mbarrier row: Step::Mbar does")
    }

    fn mbar_cluster(&mut self, k: &mut Kernel<'_>) -> Ptr<Shared<Cluster>, Mbarrier> {
        let b = self.cx.bulk_bar(k);
        self.cx.note(FormId::MovAddr);
        k.addr_of(b.widen())
    }

    fn addr<S: Space, T: Elem>(&mut self, k: &mut Kernel<'_>) -> Option<Ptr<S, T>> {
        let i = self.o[self.i % self.o.len()].pick();
        self.i += 1;
        with_elem!(<T as Elem>::TY; U => {
            let p: Option<Ptr<S, U>> = match S::SPACE {
                IsaSpace::Global => same(self.cx.ptr::<Global, U>(k, i)),
                IsaSpace::SharedCta | IsaSpace::SharedCluster => {
                    let v = self.cx.tile::<U>(k);
                    self.cx.note(FormId::MovAddr);
                    if S::SPACE == IsaSpace::SharedCta {
                        same(Some(k.addr_of(v)))
                    } else {
                        same(Some(k.addr_of(v.widen())))
                    }
                }
                _ => None,
            };
            same(p)
        })
    }

    fn addr32<S: Window32, T: Elem>(&mut self, k: &mut Kernel<'_>) -> Option<Ptr32<S, T>> {
        let p = self.addr::<S, T>(k)?;
        self.cx.note(FormId::CvtAddrTrunc);
        Some(k.to_u32(p))
    }

    fn generic_of<O: Named, T: Elem>(&mut self, k: &mut Kernel<'_>) -> Option<Ptr<Generic<O>, T>> {
        let cvta = cvta_form(<O as Space>::SPACE, self.cx.explicit, false);
        if !self.cx.ok_spaced(cvta) {
            return None;
        }
        let p = self.addr::<O, T>(k)?;
        self.cx.note_spaced(cvta);
        Some(k.cvta(p))
    }

    fn aligned<S: Space, T: Elem>(&mut self, k: &mut Kernel<'_>, align: u32) -> Option<Ptr<S, T>> {
        // The program's shared tiles (`Cx::tile`) are 128-byte aligned.
        if align > 128 || !matches!(S::SPACE, IsaSpace::SharedCta | IsaSpace::SharedCluster) {
            return None;
        }
        self.addr::<S, T>(k)
    }

    fn multimem<T: Elem>(&mut self, k: &mut Kernel<'_>) -> Option<Multimem<T>> {
        // A multimem address is a kernel parameter.
        if !self.cx.entry {
            return None;
        }
        let name = self.cx.fresh_name();
        self.cx.note(FormId::Ld);
        self.cx.note(FormId::CvtaToSpace);
        Some(k.param_multimem::<T>(&name))
    }

    fn tensor_map<T: TmaElem, const R: usize>(
        &mut self,
        k: &mut Kernel<'_>,
    ) -> Option<Ptr<Generic<Param<Entry>>, TensorMap<T, R>>>
    where
        TensorMap<T, R>: Elem,
    {
        // A tensor-map parameter is a kernel's.
        if !self.cx.entry {
            return None;
        }
        let name = self.cx.fresh_name();
        let cvta = cvta_form(IsaSpace::Param, self.cx.explicit, true);
        self.cx.note_spaced(cvta);
        Some(k.param_tensor_map::<T, R>(&name))
    }

    fn map_var<S: Space, T: TmaElem, const R: usize>(
        &mut self,
        k: &mut Kernel<'_>,
    ) -> Option<Var<S, TensorMap<T, R>>>
    where
        TensorMap<T, R>: Elem,
    {
        match S::SPACE {
            // A tensor-map parameter is a kernel's.
            IsaSpace::Param if self.cx.entry => {
                let name = self.cx.fresh_name();
                Some(same(k.param_var::<TensorMap<T, R>>(&name)))
            }
            IsaSpace::Const => {
                let (cm, _) = self.cx.tmaps?;
                Some(same(cm.cast::<TensorMap<T, R>>()))
            }
            IsaSpace::Global => {
                let (_, gm) = self.cx.tmaps?;
                Some(same(gm.cast::<TensorMap<T, R>>()))
            }
            // A map the CTA edits: a `.shared::cta` copy.
            IsaSpace::SharedCta => {
                let name = self.cx.fresh_name();
                self.cx.note(FormId::DeclShared);
                Some(same(k.shared::<TensorMap<T, R>>(&name, 1, Align(128))))
            }
            _ => None,
        }
    }

    fn generic(&mut self, k: &mut Kernel<'_>) -> Ptr<Generic<Unknown>, u32> {
        let i = match self.o[self.i % self.o.len()] {
            Opd::R(i) | Opd::X(i) => i,
            Opd::I(v) => v as u8,
        };
        self.i += 1;
        let bits = self.cx.reg::<u64>(k, i);
        // SAFETY: nothing runs this program; ptxas only compiles it (a row only tests or
        // converts the address).
        unsafe { Ptr::from_bits_unchecked(bits) }
    }
}

fn new_module(target: Target, explicit: bool, pin: Option<Version>) -> Module {
    let mut m = Module::new(target);
    m.explicit_subqualifiers(explicit);
    if let Some(v) = pin {
        m.pin_version(v);
    }
    m
}

/// Builds program `n` alone. Returns the PTX or the errors, and the rows it used.
fn build_solo(n: u64, p: &Program) -> (Result<String, Errors>, Used) {
    let mut m = new_module(p.target, p.explicit, p.pin);
    let used = build_program(&mut m, n, p);
    (m.emit(), used)
}

/// The builder's side of the property: `emit` fails exactly when a used row needs more
/// than the target or the pinned version, or the program carries an illegal construct
/// ([`Bad`]), and then only for those reasons.
fn gate_problem(p: &Program, res: &Result<String, Errors>, used: &Used) -> Option<String> {
    let mut over: Vec<String> = used
        .iter()
        .filter(|f| {
            let r = f.form();
            r.min_sm > p.target.sm
                || !r.arch.accepts(p.target)
                || p.pin.is_some_and(|v| r.min_isa_for(p.target) > v)
        })
        .map(|f| {
            format!(
                "{f:?} (ISA {}, sm_{})",
                f.form().min_isa_for(p.target),
                f.form().min_sm
            )
        })
        .collect();
    // A slot value the table gates counts like a row of its own.
    over.extend(
        used.gates
            .iter()
            .map(|&(f, i)| (f, f.form().gates[i]))
            .filter(|(_, g)| {
                g.min_sm > p.target.sm
                    || !g.arch.accepts(p.target)
                    || p.pin.is_some_and(|v| g.min_isa > v)
            })
            .map(|(f, g)| {
                format!(
                    "{f:?} {} (ISA {}, sm_{})",
                    g.value.text(),
                    g.min_isa,
                    g.min_sm
                )
            }),
    );
    let gate = |x: &Error| {
        !over.is_empty()
            && matches!(
                x,
                Error::VersionTooLow { .. }
                    | Error::TargetTooOld { .. }
                    | Error::NeedsArchTarget { .. }
            )
    };
    match (res, p.bad) {
        (Ok(_), _) if !over.is_empty() => Some(format!(
            "emit() accepted the program, but the table says it uses {}",
            over.join(", ")
        )),
        (Ok(_), Some(b)) => Some(format!(
            "emit() accepted a program with the illegal construct {b:?}, which it must refuse"
        )),
        (Ok(_), None) => None,
        (Err(e), None) if over.is_empty() => Some(format!(
            "emit() refused a well-typed program that needs nothing the target lacks:\n{e}"
        )),
        (Err(e), bad) => {
            let other: Vec<String> = e
                .iter()
                .filter(|x| !gate(x) && !bad.is_some_and(|b| b.refused_by(x)))
                .map(|x| x.to_string())
                .collect();
            if !other.is_empty() {
                return Some(format!(
                    "emit() refused the program for another reason than {}:\n{}",
                    match bad {
                        Some(b) => format!("{b:?} and its version/target"),
                        None => "its version/target".to_owned(),
                    },
                    other.join("\n")
                ));
            }
            match bad {
                Some(b) if !e.iter().any(|x| b.refused_by(x)) => Some(format!(
                    "emit() refused the program, but not for its illegal construct {b:?}:\n{e}"
                )),
                _ => None,
            }
        }
    }
}

fn version_of(ptx: &str) -> Version {
    let v = ptx
        .lines()
        .find_map(|l| l.strip_prefix(".version "))
        .expect(".version line");
    let (a, b) = v.trim().split_once('.').expect("major.minor");
    Version::new(a.parse().unwrap(), b.parse().unwrap())
}

// =====================================================================================
// Driving: generation, batches, ptxas, reports
// =====================================================================================

fn env_u64(name: &str) -> Option<u64> {
    let v = std::env::var(name).ok()?;
    let v = v.trim().replace('_', "");
    let parsed = match v.strip_prefix("0x").or_else(|| v.strip_prefix("0X")) {
        Some(h) => u64::from_str_radix(h, 16),
        None => v.parse(),
    };
    Some(parsed.unwrap_or_else(|_| panic!("{name}={v} is not a number")))
}

struct Gen {
    strategy: BoxedStrategy<Program>,
    config: Config,
    seed: u64,
}

impl Gen {
    /// The value tree of program `n`: a function of (seed, n) only.
    fn tree(&self, n: u64) -> Box<dyn ValueTree<Value = Program>> {
        let mut bytes = [0u8; 32];
        bytes[..8].copy_from_slice(&self.seed.to_le_bytes());
        bytes[8..16].copy_from_slice(&n.to_le_bytes());
        bytes[16..24].copy_from_slice(b"typedptx");
        let mut runner = TestRunner::new_with_rng(
            self.config.clone(),
            TestRng::from_seed(RngAlgorithm::ChaCha, &bytes),
        );
        self.strategy
            .new_tree(&mut runner)
            .expect("program strategy")
    }
}

/// Shrinks program `n` while `fails` holds; returns the smallest failing program.
///
/// First proptest's own shrinking (at most `budget` tries), then a greedy pass that
/// drops functions, declarations, directives and steps one at a time and replaces blocks
/// by their bodies, keeping each change that still fails.
fn shrink(g: &Gen, n: u64, budget: usize, fails: impl Fn(&Program) -> bool) -> (Program, usize) {
    let mut tree = g.tree(n);
    let mut best = tree.current();
    let mut steps = 0;
    if tree.simplify() {
        for _ in 0..budget {
            let c = tree.current();
            if fails(&c) {
                best = c;
                steps += 1;
                if !tree.simplify() {
                    break;
                }
            } else if !tree.complicate() {
                break;
            }
        }
    }
    loop {
        let before = steps;
        for cand in smaller(&best) {
            if fails(&cand) {
                best = cand;
                steps += 1;
                break;
            }
        }
        if steps == before {
            return (best, steps);
        }
    }
}

/// Programs one edit smaller than `p`.
fn smaller(p: &Program) -> Vec<Program> {
    fn steps_smaller(v: &[Step]) -> Vec<Vec<Step>> {
        let mut out = Vec::new();
        for i in 0..v.len() {
            let mut w = v.to_vec();
            let s = w.remove(i);
            out.push(w.clone());
            if let Step::Block { body, .. } | Step::IfSpace { body, .. } = s {
                // The block replaced by its body, then the block with a smaller body.
                let mut x = v[..i].to_vec();
                x.extend(body.iter().cloned());
                x.extend(v[i + 1..].iter().cloned());
                out.push(x);
                for b in steps_smaller(&body) {
                    let mut y = v.to_vec();
                    match &mut y[i] {
                        Step::Block { body, .. } | Step::IfSpace { body, .. } => *body = b,
                        _ => unreachable!(),
                    }
                    out.push(y);
                }
            }
        }
        out
    }
    let mut out = Vec::new();
    for i in 0..p.funcs.len() {
        let mut q = p.clone();
        q.funcs.remove(i);
        out.push(q);
    }
    for i in 0..p.decls.len() {
        let mut q = p.clone();
        q.decls.remove(i);
        out.push(q);
    }
    for i in 0..p.dirs.len() {
        let mut q = p.clone();
        q.dirs.remove(i);
        out.push(q);
    }
    for b in steps_smaller(&p.body) {
        out.push(Program {
            body: b,
            ..p.clone()
        });
    }
    for (i, f) in p.funcs.iter().enumerate() {
        for b in steps_smaller(&f.body) {
            let mut q = p.clone();
            q.funcs[i].body = b;
            out.push(q);
        }
    }
    out
}

/// Which program owns line `line` (1-based) of a batch module.
fn owner_of_line(ptx: &str, line: usize) -> Option<u64> {
    let lines: Vec<&str> = ptx.lines().collect();
    let mut i = line.min(lines.len()).checked_sub(1)?;
    loop {
        let l = lines[i];
        if !l.starts_with('\t')
            && !l.starts_with(' ')
            && let Some(n) = program_number(l)
        {
            return Some(n);
        }
        i = i.checked_sub(1)?;
    }
}

/// The `n` of the first `r<n>_` name on a line.
fn program_number(l: &str) -> Option<u64> {
    let b = l.as_bytes();
    for i in 0..b.len() {
        if b[i] == b'r' && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')) {
            let digits: String = l[i + 1..]
                .chars()
                .take_while(|c| c.is_ascii_digit())
                .collect();
            if !digits.is_empty() && l[i + 1 + digits.len()..].starts_with('_') {
                return digits.parse().ok();
            }
        }
    }
    None
}

/// A ptxas log without its warnings.
fn errors_only(log: &str) -> String {
    log.lines()
        .filter(|l| !l.contains("; warning"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The line numbers of a ptxas log's errors (`ptxas x.ptx, line 12; error : …`).
fn error_lines(log: &str) -> Vec<usize> {
    errors_only(log)
        .lines()
        .filter_map(|l| {
            l.split(", line ")
                .nth(1)?
                .split(';')
                .next()?
                .trim()
                .parse()
                .ok()
        })
        .collect()
}

/// What `ptxas` made of a module.
#[derive(Debug)]
enum Outcome {
    Accepted,
    /// Exited with an error (its log).
    Rejected(String),
    /// Killed by a signal: a `ptxas` bug, not a verdict on the PTX (its log).
    Crashed(String),
}

/// Runs `ptxas -arch <arch>` on `ptx`, telling a rejection from a crash (which
/// `common::ptxas_check` does not).
fn run_ptxas(px: &std::path::Path, ptx: &str, arch: &str) -> Outcome {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    let dir = std::env::temp_dir().join(format!("typed-ptx-random-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let file = dir.join(format!("m{}.ptx", N.fetch_add(1, Ordering::Relaxed)));
    std::fs::write(&file, ptx).unwrap_or_else(|e| panic!("writing {}: {e}", file.display()));
    let out = std::process::Command::new(px)
        .arg("-arch")
        .arg(arch)
        .arg(&file)
        .arg("-o")
        .arg(if cfg!(windows) { "NUL" } else { "/dev/null" })
        .output()
        .unwrap_or_else(|e| panic!("running {}: {e}", px.display()));
    let _ = std::fs::remove_file(&file);
    let log = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    match out.status.code() {
        Some(0) => Outcome::Accepted,
        Some(_) => Outcome::Rejected(log),
        None => Outcome::Crashed(format!(
            "ptxas was killed by a signal ({:?})\n{log}",
            out.status
        )),
    }
}

/// `run_ptxas` on a module for its own target.
fn ptxas_on(px: &std::path::Path, ptx: &str) -> Outcome {
    run_ptxas(px, ptx, common::target_of(ptx))
}

struct Batch {
    ptx: String,
    arch: String,
    progs: Vec<(u64, Program)>,
}

type Key = (Target, bool, bool, Version);

fn report(
    g: &Gen,
    n: u64,
    p: &Program,
    what: &str,
    detail: &str,
    shrunk: Option<(Program, usize)>,
) -> String {
    let mut s = String::new();
    s += &format!(
        "\n==== random program r{n} — {what}\n  rerun: TYPED_PTX_RANDOM_SEED={:#x} TYPED_PTX_RANDOM_ONLY={n} cargo test --test random_programs -- --nocapture\n  target {}, explicit_subqualifiers {}, pinned version {:?}, free {}\n{detail}\n",
        g.seed, p.target, p.explicit, p.pin, p.free
    );
    let shown = match &shrunk {
        Some((q, steps)) if *steps > 0 => {
            s += &format!("-- shrunk in {steps} steps to:\n");
            q
        }
        _ => p,
    };
    s += &format!("-- steps:\n{shown:#?}\n");
    let (res, _) = build_solo(n, shown);
    match res {
        Ok(ptx) => {
            if let Some(Outcome::Rejected(log) | Outcome::Crashed(log)) =
                common::ptxas().map(|px| ptxas_on(px, &ptx))
            {
                s += &format!("-- ptxas on this program alone:\n{}\n", errors_only(&log));
            }
            s += &format!("-- PTX:\n{ptx}\n");
        }
        Err(e) => s += &format!("-- emit():\n{e}\n"),
    }
    s
}

#[test]
fn random_programs() {
    let start = Instant::now();
    let cases = env_u64("TYPED_PTX_RANDOM_CASES")
        .map(|v| v as usize)
        .unwrap_or(DEFAULT_CASES);
    let seed = env_u64("TYPED_PTX_RANDOM_SEED").unwrap_or(DEFAULT_SEED);
    let only = env_u64("TYPED_PTX_RANDOM_ONLY");
    let ptxas = common::ptxas_or_skip("random_programs (ptxas half; the builder half still runs)");
    let g = Gen {
        strategy: program(),
        config: Config {
            failure_persistence: None,
            ..Config::default()
        },
        seed,
    };
    println!(
        "random_programs: seed {seed:#x} (TYPED_PTX_RANDOM_SEED), {cases} programs for ptxas (TYPED_PTX_RANDOM_CASES)"
    );

    if let Some(n) = only {
        let p = g.tree(n).current();
        let (res, used) = build_solo(n, &p);
        println!("{p:#?}");
        if let Some(e) = gate_problem(&p, &res, &used) {
            panic!("{}", report(&g, n, &p, "builder gate", &e, None));
        }
        match res {
            Ok(ptx) => {
                println!("{ptx}");
                match ptxas.map(|px| ptxas_on(px, &ptx)) {
                    Some(Outcome::Rejected(log)) => panic!("ptxas rejected program r{n}:\n{log}"),
                    Some(Outcome::Crashed(log)) => panic!("ptxas crashed on program r{n}:\n{log}"),
                    Some(Outcome::Accepted) => println!("program r{n}: ptxas accepts it"),
                    None => {}
                }
            }
            Err(e) => println!("program r{n}: refused as expected:\n{e}"),
        }
        return;
    }

    let mut builder_failures: Vec<(u64, Program, String)> = Vec::new();
    let ptxas_failures: Mutex<Vec<(Batch, Outcome)>> = Mutex::new(Vec::new());
    let first = env_u64("TYPED_PTX_RANDOM_FIRST").unwrap_or(0);
    let (mut accepted, mut refused, mut generated, mut batches) = (0usize, 0usize, first, 0usize);
    let mut refused_bad = vec![0usize; BADS.len()];
    let mut forms_seen = std::collections::BTreeSet::new();
    let (tx, rx) = sync_channel::<Batch>(4);
    let rx = Mutex::new(rx);
    std::thread::scope(|s| {
        if let Some(px) = ptxas {
            for _ in 0..2 {
                let (rx, ptxas_failures) = (&rx, &ptxas_failures);
                s.spawn(move || {
                    loop {
                        let b = match rx.lock().unwrap().recv() {
                            Ok(b) => b,
                            Err(_) => break,
                        };
                        match run_ptxas(px, &b.ptx, &b.arch) {
                            Outcome::Accepted => {}
                            o => ptxas_failures.lock().unwrap().push((b, o)),
                        }
                    }
                });
            }
        }
        let mut pending: BTreeMap<Key, Vec<(u64, Program)>> = BTreeMap::new();
        let mut flush =
            |key: Key,
             progs: Vec<(u64, Program)>,
             builder_failures: &mut Vec<(u64, Program, String)>| {
                let (target, explicit, pinned, version) = key;
                let mut m = new_module(target, explicit, pinned.then_some(version));
                for (n, p) in &progs {
                    build_program(&mut m, *n, p);
                }
                batches += 1;
                match m.emit() {
                    Ok(ptx) => {
                        assert_eq!(
                            version_of(&ptx),
                            version,
                            "a batch's .version differs from its programs'"
                        );
                        if ptxas.is_some() {
                            let arch = target.to_string();
                            tx.send(Batch { ptx, arch, progs })
                                .expect("ptxas workers alive");
                        }
                    }
                    Err(e) => {
                        let (n, p) = progs[0].clone();
                        builder_failures.push((
                            n,
                            p,
                            format!("a batch of programs that each emit alone fails to emit:\n{e}"),
                        ));
                    }
                }
            };
        while accepted < cases {
            let n = generated;
            generated += 1;
            let p = g.tree(n).current();
            let (res, used) = build_solo(n, &p);
            if let Some(e) = gate_problem(&p, &res, &used) {
                builder_failures.push((n, p, e));
                if builder_failures.len() >= 20 {
                    break;
                }
                continue;
            }
            let Ok(ptx) = res else {
                if let Some(b) = p.bad {
                    refused_bad[BADS.iter().position(|x| *x == b).unwrap_or(0)] += 1;
                } else {
                    refused += 1;
                }
                continue;
            };
            // A row counts as used by programs the builder accepts (and ptxas then checks),
            // not by those refused as the table says.
            forms_seen.extend(used.iter().copied());
            accepted += 1;
            let key = (p.target, p.explicit, p.pin.is_some(), version_of(&ptx));
            let list = pending.entry(key).or_default();
            list.push((n, p));
            if list.len() >= BATCH {
                let progs = std::mem::take(list);
                flush(key, progs, &mut builder_failures);
            }
        }
        for (key, progs) in std::mem::take(&mut pending) {
            if !progs.is_empty() {
                flush(key, progs, &mut builder_failures);
            }
        }
        drop(tx);
    });
    let elapsed = start.elapsed();
    println!(
        "random_programs: programs r{first}..r{} generated; {accepted} accepted by the builder and {} by ptxas in {batches} ptxas calls; {refused} refused by emit() exactly as the table says, {} with an illegal construct refused for it; {} table rows used; {:.1} s",
        generated.saturating_sub(1),
        if ptxas.is_some() {
            "checked"
        } else {
            "NOT checked (no ptxas)"
        },
        refused_bad.iter().sum::<usize>(),
        forms_seen.len(),
        elapsed.as_secs_f64()
    );
    let bads: Vec<String> = BADS
        .iter()
        .zip(&refused_bad)
        .map(|(b, n)| format!("{b:?} {n}"))
        .collect();
    println!(
        "random_programs: illegal constructs refused: {}",
        bads.join(", ")
    );

    let unused: Vec<&str> = FormId::all()
        .filter(|f| !forms_seen.contains(f))
        .map(|f| f.name())
        .collect();
    println!(
        "random_programs: table rows no program used: {}",
        if unused.is_empty() {
            "none".to_owned()
        } else {
            unused.join(", ")
        }
    );
    // The default run (the seed and count CI uses, from program 0) draws every row: a new
    // row needs a step that emits it.
    let default_run = seed == DEFAULT_SEED && cases >= DEFAULT_CASES && first == 0;
    assert!(
        !default_run || only.is_some() || unused.is_empty(),
        "random_programs: the default run uses no program of these rows: {}; give them a step",
        unused.join(", ")
    );

    let mut out = String::new();
    for (n, p, e) in builder_failures.iter().take(3) {
        let q = shrink(&g, *n, 4000, |q| {
            let (r, u) = build_solo(*n, q);
            gate_problem(q, &r, &u).is_some()
        });
        out += &report(
            &g,
            *n,
            p,
            "the builder's gate disagrees with the table",
            e,
            Some(q),
        );
    }
    let failures = ptxas_failures.into_inner().unwrap();
    let mut rejected: Vec<(u64, &Program, String)> = Vec::new();
    let mut crashed: Vec<(u64, &Program, String)> = Vec::new();
    let mut batch_only = 0;
    if let Some(px) = ptxas {
        let mut examined = 0;
        for (b, outcome) in &failures {
            let (kind, log) = match outcome {
                Outcome::Rejected(l) => ("rejected", l),
                Outcome::Crashed(l) => ("crashed on", l),
                Outcome::Accepted => continue,
            };
            let owners: std::collections::BTreeSet<u64> = error_lines(log)
                .into_iter()
                .filter_map(|l| owner_of_line(&b.ptx, l))
                .collect();
            out += &format!(
                "\n==== ptxas {kind} a batch of {} programs ({}): error lines belong to programs {owners:?}\n{}\n",
                b.progs.len(),
                b.arch,
                errors_only(log)
            );
            // Check the programs alone (ptxas stops at the first errors, and a crash
            // hides every verdict): every program of a crashed batch, so that the others
            // are still checked, and those of the first rejected batches.
            let is_crash = matches!(outcome, Outcome::Crashed(_));
            if !is_crash {
                examined += 1;
                if examined > 3 {
                    continue;
                }
            }
            let before = rejected.len();
            for (n, p) in &b.progs {
                let (res, _) = build_solo(*n, p);
                let Ok(ptx) = res else { continue };
                match ptxas_on(px, &ptx) {
                    Outcome::Accepted => {}
                    Outcome::Rejected(l) => rejected.push((*n, p, l)),
                    Outcome::Crashed(l) => crashed.push((*n, p, l)),
                }
            }
            if !is_crash && rejected.len() == before {
                batch_only += 1;
                out += "(every program of this batch passes alone: the programs interfere in one module)\n";
            }
        }
        for (i, (n, p, log)) in rejected.iter().enumerate() {
            if i >= 3 {
                out += &format!("\n(program r{n} also fails alone)\n");
                continue;
            }
            let q = shrink(&g, *n, 300, |q| {
                let (r, _) = build_solo(*n, q);
                matches!(r, Ok(t) if matches!(ptxas_on(px, &t), Outcome::Rejected(_)))
            });
            out += &report(
                &g,
                *n,
                p,
                "ptxas rejects what the builder accepted",
                &errors_only(log),
                Some(q),
            );
        }
        for (i, (n, p, log)) in crashed.iter().enumerate() {
            if i >= 2 {
                println!("(program r{n} also crashes ptxas)");
                continue;
            }
            let q = shrink(&g, *n, 300, |q| {
                let (r, _) = build_solo(*n, q);
                matches!(r, Ok(t) if matches!(ptxas_on(px, &t), Outcome::Crashed(_)))
            });
            // A ptxas bug, not a verdict on the PTX: printed, not failed.
            println!(
                "{}",
                report(
                    &g,
                    *n,
                    p,
                    "PTXAS CRASHED on it (a ptxas bug; not counted as a typed-ptx failure)",
                    log,
                    Some(q)
                )
            );
        }
    }
    if !crashed.is_empty() {
        println!(
            "random_programs: ptxas crashed on {} of the programs (reported above); every other program was checked",
            crashed.len()
        );
    }
    if !builder_failures.is_empty() || !rejected.is_empty() || batch_only > 0 {
        panic!(
            "random_programs: {} builder failures, {} programs rejected by ptxas, {batch_only} batches rejected only together (seed {seed:#x}){out}",
            builder_failures.len(),
            rejected.len(),
        );
    }
}

/// The one combination of directives ptxas refuses that random programs never build:
/// `.maxntid` with `.reqntid` ("Conflicting directives: .maxntid and .reqntid cannot both
/// be specified"). The builder must refuse it, whichever comes first.
#[test]
fn maxntid_and_reqntid_conflict() {
    for first_max in [true, false] {
        let mut m = Module::new(Target::SM_80);
        m.entry("k", |k| {
            if first_max {
                k.maxntid(128, 1, 1);
                k.reqntid(128, 1, 1);
            } else {
                k.reqntid(128, 1, 1);
                k.maxntid(128, 1, 1);
            }
        });
        let e = m.emit().expect_err("ptxas refuses .maxntid with .reqntid");
        assert!(e.to_string().contains(".maxntid` and `.reqntid"), "{e}");
    }
}

/// Where a name can stand in a module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pos {
    Global,
    Const,
    Shared,
    ExternShared,
    Func,
    Kernel,
    KernelParam,
    KernelParamVar,
    KernelShared,
    KernelLocal,
    FuncShared,
    FuncLocal,
}

/// A module with every name of `names` at position `pos`, each next to a call (whose
/// block declares `param0`, `param1` and `retval0`) and a use of the name.
fn names_module(pos: Pos, names: &[&str]) -> Module {
    let mut m = Module::new(Target::SM_80);
    let callee = m.func(
        "zz_callee",
        |k, (p, x): (Ptr<Generic<Unknown<ReadWrite>>, u32>, Reg<u32>)| {
            let v = k.ld(p);
            k.add(v, x)
        },
    );
    let call = move |k: &mut Kernel<'_>| {
        let x = k.tid_x();
        let g = k.local::<u32>("zz_l", 4, Align(4));
        let p = k.cvta_var(g, 1);
        let r = k.call(callee, (p, x));
        k.st(g, r);
    };
    match pos {
        Pos::Global => {
            let vars: Vec<_> = names.iter().map(|n| m.global::<u32>(n, 4)).collect();
            m.entry("zz_k", |k| {
                call(k);
                for v in &vars {
                    let r = k.ld(v.at(1));
                    k.st(*v, r);
                }
            });
        }
        Pos::Const => {
            let vars: Vec<_> = names
                .iter()
                .map(|n| m.const_init::<u32>(n, &[1, 2]))
                .collect();
            m.entry("zz_k", |k| {
                call(k);
                let out = k.param_ptr::<u32>("zz_out");
                for v in &vars {
                    // A `.const` variable is read-only, through its generic address too.
                    let r = k.ld(v.at(1));
                    let p = k.cvta_var(*v, 1);
                    let q = k.ld(p.erase());
                    let s = k.add(r, q);
                    k.st(out, s);
                }
            });
        }
        Pos::Shared | Pos::ExternShared => {
            let vars: Vec<_> = names
                .iter()
                .map(|n| {
                    if pos == Pos::Shared {
                        m.shared::<u32>(n, 4, Align(4))
                    } else {
                        m.extern_shared::<u32>(n, Align(4))
                    }
                })
                .collect();
            m.entry("zz_k", |k| {
                call(k);
                for v in &vars {
                    let r = k.ld(*v);
                    k.st(v.at(1), r);
                }
            });
        }
        Pos::Func => {
            let fs: Vec<_> = names
                .iter()
                .map(|n| {
                    m.func(
                        n,
                        |k, (p, x): (Ptr<Generic<Unknown<ReadWrite>>, u32>, Reg<u32>)| {
                            k.st(p, x);
                            x
                        },
                    )
                })
                .collect();
            m.entry("zz_k", |k| {
                call(k);
                let l = k.local::<u32>("zz_f", 4, Align(4));
                let p = k.cvta_var(l, 0);
                let x = k.tid_x();
                for f in &fs {
                    let r = k.call(*f, (p, x));
                    k.st(l, r);
                }
            });
        }
        Pos::Kernel => {
            for n in names {
                m.entry(n, |k| call(k));
            }
        }
        _ => {
            for (i, n) in names.iter().enumerate() {
                let kname = format!("zz_k{i}");
                match pos {
                    Pos::KernelParam => {
                        m.entry(&kname, |k| {
                            let v = k.param::<u32>(n);
                            call(k);
                            let o = k.param_ptr::<u32>("zz_out");
                            k.st(o, v);
                        });
                    }
                    Pos::KernelParamVar => {
                        m.entry(&kname, |k| {
                            let v = k.param_var::<u64>(n);
                            call(k);
                            let x = k.ld(v);
                            let o = k.param_ptr::<u64>("zz_out");
                            k.st(o, x);
                        });
                    }
                    Pos::KernelShared | Pos::KernelLocal => {
                        m.entry(&kname, |k| {
                            call(k);
                            if pos == Pos::KernelShared {
                                let v = k.shared::<u32>(n, 4, Align(4));
                                let r = k.ld(v);
                                k.st(v.at(1), r);
                            } else {
                                let v = k.local::<u32>(n, 4, Align(4));
                                let r = k.ld(v);
                                k.st(v.at(1), r);
                            }
                        });
                    }
                    Pos::FuncShared | Pos::FuncLocal => {
                        let f = m.func(&format!("zz_f{i}"), |k, ()| {
                            call(k);
                            if pos == Pos::FuncShared {
                                let v = k.shared::<u32>(n, 4, Align(4));
                                let r = k.ld(v);
                                k.st(v.at(1), r);
                            } else {
                                let v = k.local::<u32>(n, 4, Align(4));
                                let r = k.ld(v);
                                k.st(v.at(1), r);
                            }
                        });
                        m.entry(&kname, |k| k.call(f, ()));
                    }
                    _ => unreachable!(),
                }
            }
        }
    }
    m
}

/// Every name of [`TRICKY`] in every position a name can take, next to a call: what
/// the builder accepts, `ptxas` must accept. (Random programs give tricky names only to
/// kernel-local symbols, since module-scope names must be unique in a batch.)
#[test]
fn tricky_identifiers() {
    const POSITIONS: &[Pos] = &[
        Pos::Global,
        Pos::Const,
        Pos::Shared,
        Pos::ExternShared,
        Pos::Func,
        Pos::Kernel,
        Pos::KernelParam,
        Pos::KernelParamVar,
        Pos::KernelShared,
        Pos::KernelLocal,
        Pos::FuncShared,
        Pos::FuncLocal,
    ];
    let ptxas = common::ptxas_or_skip("tricky_identifiers (ptxas half)");
    let mut problems = Vec::new();
    let mut refused = Vec::new();
    for &pos in POSITIONS {
        for &n in RESERVED {
            match names_module(pos, &[n]).emit() {
                Err(e)
                    if e.iter()
                        .any(|x| matches!(x, Error::InvalidIdentifier { .. })) => {}
                Err(e) => problems.push(format!(
                    "{pos:?} `{n}`: refused, but not for its name:\n{e}"
                )),
                Ok(ptx) => problems.push(format!(
                    "{pos:?} `{n}`: the builder accepts a reserved name:\n{ptx}"
                )),
            }
        }
        // The names the builder accepts in this position, one at a time.
        let mut ok = Vec::new();
        for &n in TRICKY {
            match names_module(pos, &[n]).emit() {
                Ok(_) => ok.push(n),
                Err(e) => {
                    if !e
                        .iter()
                        .all(|x| matches!(x, Error::InvalidIdentifier { .. }))
                    {
                        problems.push(format!(
                            "{pos:?} `{n}`: refused for another reason than the name:\n{e}"
                        ));
                    }
                    refused.push(format!("{pos:?} `{n}`"));
                }
            }
        }
        let ptx = match names_module(pos, &ok).emit() {
            Ok(p) => p,
            Err(e) => {
                problems.push(format!(
                    "{pos:?}: names accepted one by one are refused together:\n{e}"
                ));
                continue;
            }
        };
        let Some(px) = ptxas else { continue };
        if common::ptxas_check(px, &ptx, "sm_80").is_ok() {
            continue;
        }
        for &n in &ok {
            let ptx = names_module(pos, &[n]).emit().expect("accepted above");
            if let Err(log) = common::ptxas_check(px, &ptx, "sm_80") {
                problems.push(format!(
                    "{pos:?} `{n}`: the builder accepts it, ptxas does not:\n{}\n{ptx}",
                    errors_only(&log)
                ));
            }
        }
    }
    println!(
        "tricky_identifiers: {} (position, name) pairs; refused by the builder besides the reserved names: {}",
        POSITIONS.len() * (TRICKY.len() + RESERVED.len()),
        if refused.is_empty() {
            "none".to_owned()
        } else {
            refused.join(", ")
        }
    );
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n\n")
    );
}

/// The interpreter on random programs: whatever the program does (endless loops, stray
/// addresses, divergent barriers, forms it does not run), `Sim` answers with a result or
/// an error, never a panic. Each program's kernels run with a 4 KiB buffer for every
/// 64-bit parameter and 3 for every other one, as 2 CTAs of 64 threads.
#[test]
fn random_programs_in_the_interpreter_never_panic() {
    use typed_ptx::sim::{Options, Sim, SimError};
    let cases = env_u64("TYPED_PTX_SIM_CASES").unwrap_or(400);
    let g = Gen {
        strategy: program(),
        config: Config {
            failure_persistence: None,
            ..Config::default()
        },
        seed: DEFAULT_SEED ^ 0x5117,
    };
    let (mut ran, mut faulted, mut refused) = (0usize, 0usize, BTreeMap::<String, usize>::new());
    let mut panics = Vec::new();
    for n in 0..cases {
        let p = g.tree(n).current();
        let mut m = new_module(p.target, p.explicit, p.pin);
        build_program(&mut m, n, &p);
        let Ok(ptx) = m.emit() else {
            continue;
        };
        for k in m.kernels() {
            // The block a kernel's `.reqntid` asks for, else 64 threads.
            let block = ptx
                .split(&format!(".entry {}(", k.name))
                .nth(1)
                .and_then(|rest| rest.split(".reqntid ").nth(1))
                .and_then(|r| {
                    let v: Vec<u32> = r
                        .lines()
                        .next()?
                        .split(", ")
                        .filter_map(|x| x.trim().parse().ok())
                        .collect();
                    (v.len() == 3).then(|| [v[0], v[1], v[2]])
                })
                .unwrap_or([64, 1, 1]);
            let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                let mut opts = Options::default();
                opts.max_instructions = 100_000;
                let mut sim = Sim::with_options(opts);
                let args: Vec<u64> = k
                    .params
                    .iter()
                    .map(|(_, ty)| {
                        if ty.size() == 8 {
                            sim.zeros::<u8>(4096).addr()
                        } else {
                            3
                        }
                    })
                    .collect();
                sim.run_named(&m, &k.name, &Launch::new(2, 1).block3(block), &args)
            }));
            match run {
                Err(_) => panics.push(format!("program r{n}, kernel {}", k.name)),
                Ok(Ok(_)) => ran += 1,
                Ok(Err(SimError::Unsupported { form, .. })) => {
                    *refused.entry(form).or_default() += 1
                }
                Ok(Err(e)) => {
                    faulted += 1;
                    if std::env::var_os("TYPED_PTX_SIM_SHOW").is_some() {
                        println!("r{n} {}: {e}", k.name);
                    }
                }
            }
        }
    }
    let mut top: Vec<(usize, String)> = refused.iter().map(|(f, c)| (*c, f.clone())).collect();
    top.sort_by(|a, b| b.cmp(a));
    println!(
        "interpreter on {cases} random programs: {ran} kernels ran to their end, {faulted} stopped with a fault, {} were refused (most often: {:?})",
        refused.values().sum::<usize>(),
        &top[..top.len().min(8)]
    );
    assert!(
        panics.is_empty(),
        "the interpreter panicked on: {panics:#?}"
    );
    assert!(
        ran > 0,
        "no random program ran to its end: the property would be vacuous"
    );
}
